// The title page step (orders.md §4: OUTLINE_REVIEW_AUTH → FINAL_GENERATION switches to it; COMPLETED keeps it): the
// title slide's lines while the slides are written, «Сохранить», then «Перейти к презентации» once they are ready. A
// slide not yet given lines is prefilled from the client's one saved title page, which saving updates (issue 33 item 9).
import { Fragment, useEffect, useRef, useState } from 'react'
import { ZPresentationTitlePage, type TPresentationTitlePage } from '../../domain/presentation/input'
import { presentationTitlePageFromSaved } from '../../domain/auth/title-page'
import type { TAuthorForm, TTeacherForm } from '../../domain/essay/title-page'
import { gql } from '../graphql/client'
import { UpdatePresentationTitlePageDocument } from '../graphql/generated/presentations/graphql'
import { LastTitlePageDocument } from '../graphql/generated/title-page/graphql'
import { toast } from '../toasts/toast-store'
import { SignatureChoice } from '../title-page/signature-choice'
import { showPresentationError, type TPresentationOrder } from './presentation-api'

type TKey = Exclude<keyof TPresentationTitlePage, 'authorForm' | 'teacherForm'>
const FIELDS: { key: TKey; label: string; placeholder: string }[] = [
  { key: 'institution', label: 'Учебное заведение', placeholder: 'Московский государственный университет' },
  { key: 'subject', label: 'Предмет', placeholder: 'История России' },
  { key: 'studentName', label: 'Докладчик', placeholder: 'Иванов Иван Иванович' },
  { key: 'group', label: 'Группа или класс', placeholder: 'ИС-21' },
  { key: 'teacherName', label: 'Преподаватель', placeholder: 'Петров П. П.' },
  { key: 'city', label: 'Город', placeholder: 'Москва' },
  { key: 'year', label: 'Год', placeholder: String(new Date().getFullYear()) },
]
const YEAR_ERROR = 'Укажи год числом от 1900 до 2100'
/** How each choice reads on the slide. */
const AUTHOR_SAMPLES: Record<TAuthorForm, string> = { VYPOLNIL: 'Выполнил: Иванов\u00a0И.\u00a0И.', VYPOLNILA: 'Выполнила: Иванова\u00a0М.\u00a0С.' }
const TEACHER_SAMPLES: Record<TTeacherForm, string> = { PROVERIL: 'Проверил: Петров\u00a0П.\u00a0П.', PROVERILA: 'Проверила: Петрова\u00a0А.\u00a0П.' }

/** The lines, and the two forms: '' while none is chosen. */
type TForm = Record<TKey, string> & { authorForm: TAuthorForm | ''; teacherForm: TTeacherForm | '' }
const toForm = (t: { [K in keyof TPresentationTitlePage]?: TPresentationTitlePage[K] | null } | null | undefined): TForm => ({
  ...(Object.fromEntries(FIELDS.map(({ key }) => [key, t?.[key] == null ? (key === 'year' ? String(new Date().getFullYear()) : '') : String(t[key])])) as Record<TKey, string>),
  authorForm: t?.authorForm ?? '',
  teacherForm: t?.teacherForm ?? '',
})

type Props = { order: TPresentationOrder; onOrder: (o: TPresentationOrder) => void; onDone: () => void }

export function TitlePageStep({ order, onOrder, onDone }: Props) {
  const [form, setForm] = useState<TForm>(() => toForm(order.titlePage))
  const [dirty, setDirty] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const ready = order.presentationStatus === 'COMPLETED'
  // The answer comes after the first render: read whether the client typed meanwhile, not the value then.
  const dirtyNow = useRef(dirty)
  dirtyNow.current = dirty

  // A slide without lines of its own starts from the client's saved title page, unless the client already typed. The
  // lines are the order's only once saved: until then they count as unsaved, so «Перейти к презентации» saves them.
  useEffect(() => {
    if (order.titlePage) return
    gql(LastTitlePageDocument).then(
      (d) => {
        const saved = d.lastTitlePageData
        if (!saved || dirtyNow.current) return
        setForm(toForm(presentationTitlePageFromSaved(saved)))
        setDirty(true)
      },
      () => {},
    )
    // Once per order: a later edit must not be overwritten.
  }, [order.id])

  async function save(): Promise<boolean> {
    const year = form.year.trim()
    const input = Object.fromEntries(FIELDS.filter((f) => f.key !== 'year').map(({ key }) => [key, form[key].trim() || undefined]))
    const forms = { authorForm: form.authorForm || undefined, teacherForm: form.teacherForm || undefined }
    const parsed = ZPresentationTitlePage.safeParse({ ...input, ...forms, year: year ? Number(year) : undefined })
    if (!parsed.success || (year && !/^\d{4}$/.test(year))) {
      setError(parsed.success || parsed.error.issues[0]?.path[0] === 'year' ? YEAR_ERROR : (parsed.error.issues[0]?.message ?? YEAR_ERROR))
      return false
    }
    setError(null)
    setBusy(true)
    try {
      onOrder((await gql(UpdatePresentationTitlePageDocument, { orderId: order.id, titlePage: parsed.data })).updateAiPresentationOrderTitlePage)
      setDirty(false)
      toast.success('Титульный слайд сохранён')
      return true
    } catch (e) {
      showPresentationError(e)
      return false
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="essay-step card" data-screen="title-page" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
      <h2>Титульный слайд</h2>
      <p className="essay-step__lead">Пока мы делаем слайды, заполни данные для первого слайда. Все поля необязательные — пустые строки на слайд не попадут.</p>
      <div className="essay-title-grid">
        {FIELDS.map(({ key, label, placeholder }) => (
          <Fragment key={key}>
            <label className="field" data-field={key}>
              <span className="field__label">{label}</span>
              <input
                className="input"
                name={key}
                value={form[key]}
                placeholder={placeholder}
                inputMode={key === 'year' ? 'numeric' : undefined}
                maxLength={key === 'year' ? 4 : 300}
                aria-invalid={key === 'year' && error === YEAR_ERROR}
                onChange={(e) => {
                  setDirty(true)
                  setForm((f) => ({ ...f, [key]: e.target.value }))
                }}
              />
            </label>
            {key === 'studentName' && <SignatureChoice field="authorForm" value={form.authorForm} samples={AUTHOR_SAMPLES} where="На титульном слайде" onChange={(f) => (setDirty(true), setForm((x) => ({ ...x, authorForm: f })))} />}
            {key === 'teacherName' && <SignatureChoice field="teacherForm" value={form.teacherForm} samples={TEACHER_SAMPLES} where="На титульном слайде" onChange={(f) => (setDirty(true), setForm((x) => ({ ...x, teacherForm: f })))} />}
          </Fragment>
        ))}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <p className="pres-status-line" aria-live="polite" data-ready={ready || undefined}>
        {ready ? (
          'Слайды готовы'
        ) : (
          <>
            <span className="essay-spinner essay-spinner--sm" aria-hidden="true" /> Делаем слайды…
          </>
        )}
      </p>
      <div className="essay-actions">
        <button type="submit" className="btn btn--secondary" data-action="save-title" disabled={busy}>
          {busy ? 'Сохраняем…' : 'Сохранить'}
        </button>
        <button type="button" className="btn" data-action="to-presentation" disabled={busy || !ready} onClick={() => void (dirty ? save().then((ok) => ok && onDone()) : onDone())}>
          Перейти к презентации
        </button>
      </div>
    </form>
  )
}
