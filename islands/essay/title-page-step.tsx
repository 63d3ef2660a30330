// Title page (orders.md §4 flow 5): opens once the work is paid, prefilled from the order or the client's last title
// page; it can be saved or skipped, then the wizard returns to the status's own screen.
import { Fragment, useEffect, useState } from 'react'
import { clearStepDirty, useStepDirty } from './step-nav'
import { AUTHOR_FORMS, TITLE_PAGE_FIELDS, ZEssayTitlePageData, type TAuthorForm, type TEssayTitlePageData } from '../../domain/essay/title-page'
import { gql } from '../graphql/client'
import { LastEssayTitlePageDocument, SaveEssayTitlePageDocument, type EssayTitlePageFieldsFragment } from '../graphql/generated/essays/graphql'
import { showEssayError, type TEssayOrder } from './essay-api'

type TKey = (typeof TITLE_PAGE_FIELDS)[number]
/** The text fields, and the author form: '' while none is chosen. */
type TForm = Record<TKey, string> & { authorForm: TAuthorForm | '' }
type TErrorKey = keyof TEssayTitlePageData

/** How each choice reads on the title page. */
const AUTHOR_FORM_SAMPLES: Record<TAuthorForm, string> = { VYPOLNIL: 'Выполнил: студент', VYPOLNILA: 'Выполнила: студентка' }

const LABELS: Record<TKey, { label: string; placeholder: string }> = {
  ministry: { label: 'Министерство', placeholder: 'Министерство науки и высшего образования РФ' },
  institutionTitle: { label: 'Учебное заведение', placeholder: 'Московский государственный университет' },
  faculty: { label: 'Факультет', placeholder: 'Экономический факультет' },
  department: { label: 'Кафедра', placeholder: 'Кафедра экономической теории' },
  specialty: { label: 'Специальность', placeholder: '38.03.01 Экономика' },
  subject: { label: 'Предмет', placeholder: 'Макроэкономика' },
  workType: { label: 'Тип работы', placeholder: 'Реферат' },
  fullName: { label: 'ФИО студента', placeholder: 'Иванов Иван Иванович' },
  group: { label: 'Группа', placeholder: 'ЭК-21' },
  teacherName: { label: 'Преподаватель', placeholder: 'Петров П. П.' },
  institutionCity: { label: 'Город', placeholder: 'Москва' },
  year: { label: 'Год', placeholder: String(new Date().getFullYear()) },
}

function toForm(data: Partial<EssayTitlePageFieldsFragment> | null | undefined, order: TEssayOrder): TForm {
  const form = { authorForm: data?.authorForm ?? '' } as TForm
  for (const k of TITLE_PAGE_FIELDS) form[k] = data?.[k] == null ? '' : String(data[k])
  form.workType ||= order.orderWorkType.title
  form.year ||= String(new Date().getFullYear())
  return form
}

type Props = { order: TEssayOrder; onSaved: (data: EssayTitlePageFieldsFragment) => void; onSkip: () => void }

export function TitlePageStep({ order, onSaved, onSkip }: Props) {
  const [form, setForm] = useState<TForm>(() => toForm(order.titlePageData, order))
  const [edited, setEdited] = useState(false)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<TErrorKey, string>>>({})
  // Typed and not saved yet: leaving the step through the progress list asks first.
  useStepDirty(edited)

  // Prefill from the client's last work unless this order has its own data or the client already typed.
  useEffect(() => {
    if (order.titlePageData) return
    gql(LastEssayTitlePageDocument).then(
      (d) => {
        const last = d.lastAiEssayOrderTitlePageData
        if (last) setForm((f) => (edited ? f : { ...toForm(last, order), workType: order.orderWorkType.title }))
      },
      () => {},
    )
    // Once per order: a later edit must not be overwritten.
  }, [order.id])

  async function save(e: React.FormEvent) {
    e.preventDefault()
    const parsed = ZEssayTitlePageData.safeParse(form)
    if (!parsed.success) {
      const next: Partial<Record<TErrorKey, string>> = {}
      for (const issue of parsed.error.issues) next[issue.path[0] as TErrorKey] ??= issue.message
      return setErrors(next)
    }
    setErrors({})
    setBusy(true)
    try {
      const d = await gql(SaveEssayTitlePageDocument, { id: order.id, input: parsed.data })
      clearStepDirty()
      onSaved(d.createOrUpdateAiEssayOrderTitlePageData)
    } catch (err) {
      showEssayError(err)
      setBusy(false)
    }
  }

  return (
    <form className="essay-step card" data-screen="title-page" onSubmit={save} noValidate>
      <h2>Титульный лист</h2>
      <p className="essay-step__lead">Пока мы пишем текст, заполни титульный лист — добавим его в файл работы. Можно пропустить и скачать работу без него.</p>
      <div className="essay-title-grid">
        {TITLE_PAGE_FIELDS.map((k) => (
          <Fragment key={k}>
            <label className="field" data-field={k}>
              <span className="field__label">{LABELS[k].label}</span>
              <input
                className="input"
                name={k}
                value={form[k]}
                inputMode={k === 'year' ? 'numeric' : undefined}
                placeholder={LABELS[k].placeholder}
                aria-invalid={Boolean(errors[k])}
                onChange={(e) => {
                  setEdited(true)
                  setForm((f) => ({ ...f, [k]: e.target.value }))
                }}
              />
              {errors[k] && <span className="field__error">{errors[k]}</span>}
            </label>
            {k === 'fullName' && (
              <fieldset className="essay-title-author" data-field="authorForm">
                <legend className="field__label">Как подписать работу</legend>
                <div className="essay-title-author__choices" role="radiogroup" aria-invalid={Boolean(errors.authorForm)}>
                  {(Object.keys(AUTHOR_FORMS) as TAuthorForm[]).map((f) => (
                    <label key={f} className="essay-type" data-selected={form.authorForm === f}>
                      <input
                        type="radio"
                        name="authorForm"
                        value={f}
                        checked={form.authorForm === f}
                        onChange={() => {
                          setEdited(true)
                          setForm((x) => ({ ...x, authorForm: f }))
                        }}
                      />
                      <span className="essay-type__title">{AUTHOR_FORMS[f]}</span>
                      <span className="essay-type__hint">На титульном листе: «{AUTHOR_FORM_SAMPLES[f]}»</span>
                    </label>
                  ))}
                </div>
                {errors.authorForm ? <span className="field__error">{errors.authorForm}</span> : !form.authorForm && <span className="field__hint">Не выбрано — напишем «Выполнил».</span>}
              </fieldset>
            )}
          </Fragment>
        ))}
      </div>
      <div className="essay-actions">
        <button type="button" className="btn btn--ghost" onClick={onSkip} disabled={busy}>
          Пропустить
        </button>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Сохраняем…' : 'Сохранить титульный лист'}
        </button>
      </div>
    </form>
  )
}
