// Text-work start (route ecosystem-text-copilot__start, open to guests): the work type, the topic with the spec's live
// messages, and «Далее», which creates the order once (a double click makes no second one) and opens its wizard. A work
// in progress with a matching topic from the last 7 days is offered first, so the same work is not paid for twice.
import { useEffect, useRef, useState } from 'react'
import { ESSAY_LIMITS, ESSAY_MESSAGES, ZTopic } from '../../domain/essay/requirements'
import { WORK_TYPES } from '../../domain/essay/work-types'
import { gql } from '../graphql/client'
import { CreateEssayOrderDocument, EssayOrderStartDocument, EssayWorkTypesDocument, SimilarEssayOrdersDocument, type EssayWorkTypeFieldsFragment, type SimilarEssayOrdersQuery } from '../graphql/generated/essays/graphql'
import { showEssayError } from './essay-api'
import { orderPath } from './paths'
import { TopicField } from '../orders/topic-field'
import '../orders/wizard.css'

/**
 * `createAtOnce` (the address's shouldCreateOrder): with a valid topic and type, the work is created without a click.
 * `retryOrderId`: a work of this client (its unified order id) whose topic and type start the new one.
 */
export type TextCopilotStartProps = { topic: string; workTypeId: number | null; createAtOnce?: boolean; retryOrderId?: string | null }

type TWorkType = EssayWorkTypeFieldsFragment

// The server renders the domain's list; the browser then takes the server's, which knows what is available.
const INITIAL: TWorkType[] = WORK_TYPES.map((t) => ({ ...t, isAvailable: true }))

export function topicError(topic: string): string | null {
  const parsed = ZTopic.safeParse(topic)
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? ESSAY_MESSAGES.default)
}

export default function TextCopilotStart({ topic: initialTopic, workTypeId: initialType, createAtOnce = false, retryOrderId = null }: TextCopilotStartProps) {
  const [types, setTypes] = useState<TWorkType[]>(INITIAL)
  const [typeId, setTypeId] = useState<number | null>(initialType ?? null)
  const [topic, setTopic] = useState(initialTopic)
  const [touched, setTouched] = useState(initialTopic.length > 0)
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [similar, setSimilar] = useState<SimilarEssayOrdersQuery['similarAiEssayOrders']>([])
  // The client saw the similar works and chose a new one anyway.
  const newAnyway = useRef(false)
  // A ref, not state: two clicks in one frame both see the old state, never the ref.
  const inflight = useRef(false)

  useEffect(() => {
    gql(EssayWorkTypesDocument).then(
      (d) => setTypes(d.aiEssayOrderWorkTypes),
      () => {},
    )
  }, [])

  const chosen = types.find((t) => t.id === typeId && t.isAvailable) ?? null
  const error = touched || submitted ? topicError(topic) : null
  const typeError = submitted && !chosen ? ESSAY_MESSAGES.workTypeRequired : null

  // retryOrderId: the failed (or any own) work's topic and type fill the form; another's or an unknown one fills nothing.
  const [retryRead, setRetryRead] = useState(!retryOrderId)
  useEffect(() => {
    if (!retryOrderId) return
    gql(EssayOrderStartDocument, { unifiedOrderId: retryOrderId })
      .then((d) => {
        const o = d.getAiEssayOrderById
        if (!o) return
        setTopic(o.topic)
        setTouched(true)
        if (o.orderWorkType) setTypeId(o.orderWorkType.id)
      })
      .catch(() => {})
      .finally(() => setRetryRead(true))
  }, [retryOrderId])

  // shouldCreateOrder: once the available types (and a retried work) are known, the prefilled form is sent once, as
  // «Далее» would send it (a similar work in progress is still offered first); anything invalid stays on the form.
  const createdAtOnce = useRef(false)
  useEffect(() => {
    if (!createAtOnce || createdAtOnce.current || types === INITIAL || !retryRead) return
    createdAtOnce.current = true
    void next()
  }, [createAtOnce, types, retryRead])

  async function next(e?: React.FormEvent) {
    e?.preventDefault()
    setSubmitted(true)
    if (inflight.current || !chosen || topicError(topic)) return
    inflight.current = true
    setBusy(true)
    try {
      if (!newAnyway.current) {
        // The check is a courtesy: when it fails, the work is simply created.
        const found = await gql(SimilarEssayOrdersDocument, { topic: topic.trim() }).then((r) => r.similarAiEssayOrders, () => [])
        if (found.length) {
          setSimilar(found)
          inflight.current = false
          setBusy(false)
          return
        }
      }
      const d = await gql(CreateEssayOrderDocument, { topic: topic.trim(), workTypeId: chosen.id })
      const order = d.createAiEssayOrder
      location.assign(orderPath(order.unifiedOrderId ?? order.id))
    } catch (err) {
      showEssayError(err)
      inflight.current = false
      setBusy(false)
    }
  }

  return (
    <form className="essay-start card" onSubmit={next} noValidate data-state={busy ? 'busy' : 'ready'}>
      <fieldset className="essay-start__types">
        <legend className="field__label">Тип работы</legend>
        <div className="essay-types" role="radiogroup" aria-invalid={Boolean(typeError)}>
          {types.map((t) => (
            <label key={t.id} className="essay-type" data-selected={t.id === typeId} data-work-type-id={t.id} aria-disabled={!t.isAvailable}>
              <input type="radio" name="workTypeId" value={t.id} checked={t.id === typeId} disabled={!t.isAvailable} onChange={() => setTypeId(t.id)} />
              <span className="essay-type__title">{t.title}</span>
              <span className="essay-type__hint">{t.descriptor}</span>
            </label>
          ))}
        </div>
        {typeError && <p className="field__error">{typeError}</p>}
      </fieldset>
      <TopicField
        label={chosen ? `${chosen.formTitle}: тема работы` : 'Тема работы'}
        className="essay-start__topic"
        placeholder="Например, «Инфляция и её влияние на экономику России»"
        value={topic}
        limits={ESSAY_LIMITS.topic}
        error={error}
        onChange={setTopic}
        onTouched={() => setTouched(true)}
      />
      {similar.length > 0 && (
        <section className="essay-similar" aria-live="polite" data-similar-orders>
          <p className="essay-similar__title">Похожая работа уже в процессе</p>
          <ul className="essay-similar__list">
            {similar.map((o) => (
              <li key={o.id}>
                <a className="essay-similar__link" href={orderPath(o.unifiedOrderId ?? o.id)}>
                  {o.topic}
                </a>
              </li>
            ))}
          </ul>
          <p className="field__hint">Продолжи её — или создай новую, если это другая работа.</p>
        </section>
      )}
      <button
        type="submit"
        className="btn btn--lg essay-start__next"
        disabled={busy}
        aria-busy={busy}
        onClick={() => {
          if (similar.length) newAnyway.current = true
        }}
      >
        {busy ? 'Создаём…' : similar.length ? 'Создать новую работу' : 'Далее'}
      </button>
    </form>
  )
}
