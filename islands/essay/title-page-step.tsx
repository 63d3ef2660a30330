// Title page (orders.md §4 flow 5): opens once the work is paid, prefilled from the order or else from the client's
// one saved title page (issue 33 item 9), which saving here updates too; it can be saved or skipped, then the wizard
// returns to the status's own screen.
import { Fragment, useEffect, useState } from 'react'
import { clearStepDirty, useStepDirty } from './step-nav'
import { TITLE_PAGE_FIELDS, ZEssayTitlePageData, type TAuthorForm, type TEssayTitlePageData, type TTeacherForm } from '../../domain/essay/title-page'
import { essayTitlePageFromSaved } from '../../domain/auth/title-page'
import { gql } from '../graphql/client'
import { SaveEssayTitlePageDocument, type EssayTitlePageFieldsFragment } from '../graphql/generated/essays/graphql'
import { LastTitlePageDocument } from '../graphql/generated/title-page/graphql'
import { SignatureChoice } from '../title-page/signature-choice'
import { showEssayError, type TEssayOrder } from './essay-api'

type TKey = (typeof TITLE_PAGE_FIELDS)[number]
/** The text fields, and the author's and teacher's forms: '' while none is chosen. */
type TForm = Record<TKey, string> & { authorForm: TAuthorForm | ''; teacherForm: TTeacherForm | '' }
type TErrorKey = keyof TEssayTitlePageData

/** How each choice reads on the title page. */
const AUTHOR_FORM_SAMPLES: Record<TAuthorForm, string> = { VYPOLNIL: 'Выполнил: студент', VYPOLNILA: 'Выполнила: студентка' }
const TEACHER_FORM_SAMPLES: Record<TTeacherForm, string> = { PROVERIL: 'Проверил: Петров\u00a0П.\u00a0П.', PROVERILA: 'Проверила: Петрова\u00a0А.\u00a0П.' }

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
  const form = { authorForm: data?.authorForm ?? '', teacherForm: data?.teacherForm ?? '' } as TForm
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

  // Prefill from the client's saved title page unless this order has its own data or the client already typed.
  useEffect(() => {
    if (order.titlePageData) return
    gql(LastTitlePageDocument).then(
      (d) => {
        const saved = d.lastTitlePageData
        if (saved) setForm((f) => (edited ? f : toForm(essayTitlePageFromSaved(saved), order)))
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
              <SignatureChoice
                field="authorForm"
                value={form.authorForm}
                samples={AUTHOR_FORM_SAMPLES}
                error={errors.authorForm}
                onChange={(f) => {
                  setEdited(true)
                  setForm((x) => ({ ...x, authorForm: f }))
                }}
              />
            )}
            {k === 'teacherName' && (
              <SignatureChoice
                field="teacherForm"
                value={form.teacherForm}
                samples={TEACHER_FORM_SAMPLES}
                error={errors.teacherForm}
                onChange={(f) => {
                  setEdited(true)
                  setForm((x) => ({ ...x, teacherForm: f }))
                }}
              />
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
