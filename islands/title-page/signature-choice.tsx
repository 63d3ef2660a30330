// «Выполнил» / «Выполнила» beside the student's name, «Проверил» / «Проверила» beside the teacher's: one choice of two
// in every product's title form (issue 33 item 9); none chosen prints the first.
import { AUTHOR_FORMS, TEACHER_FORMS, type TAuthorForm, type TTeacherForm } from '../../domain/essay/title-page'

type TChoice = {
  authorForm: { forms: typeof AUTHOR_FORMS; legend: string; none: string }
  teacherForm: { forms: typeof TEACHER_FORMS; legend: string; none: string }
}
const CHOICES: TChoice = {
  authorForm: { forms: AUTHOR_FORMS, legend: 'Как подписать работу', none: 'Не выбрано — напишем «Выполнил».' },
  teacherForm: { forms: TEACHER_FORMS, legend: 'Как подписать преподавателя', none: 'Не выбрано — напишем «Проверил».' },
}

type Props<K extends keyof TChoice> = {
  field: K
  value: (K extends 'authorForm' ? TAuthorForm : TTeacherForm) | ''
  onChange: (form: K extends 'authorForm' ? TAuthorForm : TTeacherForm) => void
  /** How each choice reads on the page, e.g. «Выполнила: студентка». */
  samples: Record<K extends 'authorForm' ? TAuthorForm : TTeacherForm, string>
  error?: string
  /** Where the sample is printed: «На титульном листе» of a work, «На титульном слайде» of a presentation. */
  where?: string
}

export function SignatureChoice<K extends keyof TChoice>({ field, value, onChange, samples, error, where = 'На титульном листе' }: Props<K>) {
  const choice = CHOICES[field]
  const forms = Object.keys(choice.forms) as (K extends 'authorForm' ? TAuthorForm : TTeacherForm)[]
  return (
    <fieldset className="essay-title-author" data-field={field}>
      <legend className="field__label">{choice.legend}</legend>
      <div className="essay-title-author__choices" role="radiogroup" aria-invalid={Boolean(error)}>
        {forms.map((f) => (
          <label key={f} className="essay-type" data-selected={value === f}>
            <input type="radio" name={field} value={f} checked={value === f} onChange={() => onChange(f)} />
            <span className="essay-type__title">{(choice.forms as Record<string, string>)[f]}</span>
            <span className="essay-type__hint">
              {where}: «{samples[f]}»
            </span>
          </label>
        ))}
      </div>
      {error ? <span className="field__error">{error}</span> : !value && <span className="field__hint">{choice.none}</span>}
    </fieldset>
  )
}
