// Title page of a text work (orders.md §3 "Essay title page data", GOST 7.32 title page): what the client fills.
import { z } from 'zod'

const MAX = 300

const field = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ error: `Кажется, ты ввёл ${label} некорректно` }).trim().max(MAX, `Поле «${label}» не должно быть длиннее ${MAX} символов`).nullish(),
  )

/** «Выполнил» or «Выполнила» on the title page: the student's own choice (issue 13 part 6); none chosen prints «Выполнил». */
export const AUTHOR_FORMS = { VYPOLNIL: 'Выполнил', VYPOLNILA: 'Выполнила' } as const
export type TAuthorForm = keyof typeof AUTHOR_FORMS

/** «Проверил» or «Проверила» beside the teacher's name (issue 33 item 9), chosen like the author's; none chosen prints «Проверил». */
export const TEACHER_FORMS = { PROVERIL: 'Проверил', PROVERILA: 'Проверила' } as const
export type TTeacherForm = keyof typeof TEACHER_FORMS

/** The words a title page prints for the two choices: the masculine forms while none is chosen. */
export function signatureWords(forms: { authorForm?: TAuthorForm | null; teacherForm?: TTeacherForm | null }) {
  return { author: AUTHOR_FORMS[forms.authorForm ?? 'VYPOLNIL'], teacher: TEACHER_FORMS[forms.teacherForm ?? 'PROVERIL'] }
}

/** The author's choice as a form field: '' (none chosen) is null. */
const ZAuthorForm = z.preprocess((v) => (v === '' ? null : v), z.enum(['VYPOLNIL', 'VYPOLNILA'], { error: 'Выбери «Выполнил» или «Выполнила»' }).nullish())
/** The teacher's choice as a form field: '' (none chosen) is null. */
const ZTeacherForm = z.preprocess((v) => (v === '' ? null : v), z.enum(['PROVERIL', 'PROVERILA'], { error: 'Выбери «Проверил» или «Проверила»' }).nullish())

export const ZEssayTitlePageData = z.object({
  ministry: field('министерство'),
  institutionTitle: field('учебное заведение'),
  faculty: field('факультет'),
  department: field('кафедру'),
  specialty: field('специальность'),
  subject: field('предмет'),
  workType: field('тип работы'),
  fullName: field('ФИО'),
  group: field('группу'),
  teacherName: field('преподавателя'),
  institutionCity: field('город'),
  authorForm: ZAuthorForm,
  teacherForm: ZTeacherForm,
  year: z.preprocess(
    (v) => (v === '' || v == null ? null : typeof v === 'string' ? Number(v) : v),
    z.number({ error: 'Кажется, ты ввёл год некорректно' }).int('Кажется, ты ввёл год некорректно').min(1900, 'Кажется, ты ввёл год некорректно').max(2100, 'Кажется, ты ввёл год некорректно').nullish(),
  ),
})

export type TEssayTitlePageData = z.output<typeof ZEssayTitlePageData>

/** The form's text fields, in order (the author's and the teacher's forms are choices of their own). */
export const TITLE_PAGE_FIELDS = (Object.keys(ZEssayTitlePageData.shape) as (keyof TEssayTitlePageData)[]).filter(
  (k): k is Exclude<keyof TEssayTitlePageData, 'authorForm' | 'teacherForm'> => k !== 'authorForm' && k !== 'teacherForm',
)
