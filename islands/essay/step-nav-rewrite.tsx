// «Переписать затронутые разделы» (issue 13 part 4): on a finished work whose outline or sources changed, the sections
// that must be written again are listed (always included), the others can be added; the rest keep their text and the
// client's edits. Free of charge: the work is paid.
import { useEffect, useState } from 'react'
import { gql } from '../graphql/client'
import { EssayRewritePlanDocument, RewriteEssaySectionsDocument, type EssayRewritePlanQuery } from '../graphql/generated/essay-rewrite/graphql'
import { showEssayError, type TEssayOrder } from './essay-api'

type TPlan = NonNullable<NonNullable<EssayRewritePlanQuery['getAiEssayOrderById']>['rewritePlan']>

const REASON = { OUTLINE: 'новый или переименованный раздел плана', SOURCES: 'ссылается на источник, которого больше нет в списке' } as const

/** `offered`: the client just saved a change here, so the optional rewrite is offered even when nothing must be. */
export function RewriteOffer({ order, offered, onStarted, onDismiss }: { order: TEssayOrder; offered: boolean; onStarted: () => void; onDismiss: () => void }) {
  const [plan, setPlan] = useState<TPlan | null>(null)
  const [extra, setExtra] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let alive = true
    gql(EssayRewritePlanDocument, { id: order.id }).then(
      (r) => alive && setPlan(r.getAiEssayOrderById?.rewritePlan ?? null),
      () => alive && setPlan(null),
    )
    return () => {
      alive = false
    }
  }, [order.id, order.updatedAt])

  if (!plan) return null
  const affected = plan.sections.filter((s) => s.reason)
  if (!affected.length && !offered) return null
  const keys = [...affected.map((s) => s.key), ...extra]

  async function rewrite() {
    setBusy(true)
    try {
      await gql(RewriteEssaySectionsDocument, { id: order.id, sectionKeys: keys })
      onStarted()
    } catch (e) {
      showEssayError(e)
      setBusy(false)
    }
  }

  return (
    <section className="essay-rewrite card" data-rewrite-offer aria-labelledby="essay-rewrite-title">
      <h2 id="essay-rewrite-title">{affected.length ? 'План или источники изменились' : 'Изменения сохранены'}</h2>
      <p>
        {affected.length
          ? 'Перепишем только затронутые разделы, остальные останутся как есть — вместе с твоими правками. Это бесплатно: работа уже оплачена.'
          : 'Текст уже следует новому плану и списку источников. Если хочешь, перепишем выбранные разделы — остальные останутся как есть.'}
        {plan.addedSources > 0 && ` Новые источники (${plan.addedSources}) появятся в тех разделах, которые ты перепишешь.`}
      </p>
      <ul className="essay-rewrite__list">
        {plan.sections.map((s) => {
          const must = Boolean(s.reason)
          const checked = must || extra.includes(s.key)
          return (
            <li key={s.key}>
              <label className="essay-rewrite__item" data-section={s.key} data-affected={must || undefined}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={must || busy}
                  onChange={() => setExtra(checked ? extra.filter((k) => k !== s.key) : [...extra, s.key])}
                />
                <span>
                  {s.title}
                  {s.reason && <span className="essay-rewrite__reason">{REASON[s.reason]}</span>}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      <div className="essay-actions">
        <button type="button" className="btn btn--ghost" onClick={onDismiss} disabled={busy}>
          Не сейчас
        </button>
        <button type="button" className="btn" onClick={() => void rewrite()} disabled={busy || keys.length === 0}>
          {busy ? 'Запускаем…' : affected.length ? 'Переписать затронутые разделы' : 'Переписать выбранные разделы'}
        </button>
      </div>
    </section>
  )
}
