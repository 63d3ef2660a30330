// The task-solver start form (orders.md §2 task routes and query parameters, §5 Task form and Files, §4 Task order
// similar-order check; platform.md §2 short links): validation with the spec's messages, the attachment check, what
// the address prefills, the request body of the two REST calls and where the browser goes after them. Pure.
import { filePreviewKind } from '../files/preview'
import { checkUpload, fileExtension, shortFileName } from '../files/uploads'
import { UNIFIED_STATUS, UNIFIED_TYPE } from '../orders/unified'

/** The spec names no limit for the question; this one keeps a pasted page of a textbook and stops a megabyte paste. */
export const TASK_QUESTION_MAX = 5000

export const TASK_FORM_MESSAGES = {
  subjectRequired: 'Заполни предмет, чтобы отправить вопрос',
  questionRequired: 'Напиши вопрос или приложи фото, чтобы отправить',
  questionTooLong: `Вопрос не может быть длиннее ${TASK_QUESTION_MAX} символов`,
  /** orders.md §8: task order creation fails. */
  failed: 'Что-то пошло не так',
  recognitionFailed: 'Не удалось распознать текст',
} as const

/** Which start the form is: the task solver searches the library first, the AI start asks the AI straight away. */
export type TTaskFormMode = 'task' | 'ai'

export const TASK_ENDPOINTS: Record<TTaskFormMode, string> = {
  task: '/api/unified-order/search',
  ai: '/api/unified-order/create',
}

// ---- Validation ---------------------------------------------------------------------------------------------------

export type TTaskFormInput = {
  subjectId: number | null
  question: string
  /** A photo or file whose text was recognised (it is what the order is asked with when the textarea is empty). */
  hasRecognisedFile: boolean
}

export type TTaskFormErrors = { subject?: string; question?: string }

/** The AI start can go without a subject (the contract's subject_id is optional there); the task solver cannot. */
export function validateTaskForm(input: TTaskFormInput, mode: TTaskFormMode = 'task'): TTaskFormErrors {
  const errors: TTaskFormErrors = {}
  if (mode === 'task' && !(Number.isInteger(input.subjectId) && (input.subjectId ?? 0) > 0)) errors.subject = TASK_FORM_MESSAGES.subjectRequired
  const text = input.question.trim()
  if (text.length > TASK_QUESTION_MAX) errors.question = TASK_FORM_MESSAGES.questionTooLong
  else if (!text && !input.hasRecognisedFile) errors.question = TASK_FORM_MESSAGES.questionRequired
  return errors
}

export const hasErrors = (e: TTaskFormErrors) => Boolean(e.subject || e.question)

// ---- Attachments (§3 allowed extensions, §5 Files) -------------------------------------------------------------------

/** The extensions text recognition reads (domain/recognition/recognition.ts); other allowed files are refused by it. */
const RECOGNISABLE = new Set(['png', 'jpg', 'jpeg', 'jfif', 'bmp', 'webp', 'pdf', 'docx', 'txt'])

export type TAttachmentCheck = { ok: true; displayName: string; isImage: boolean; recognisable: boolean } | { ok: false; error: string }

/** The spec's two «Упс 😳 …» messages (format first, then the 10 MB limit); names shown cut at 15 plus the extension. */
export function checkTaskAttachment(file: { name: string; size: number }): TAttachmentCheck {
  const error = checkUpload(file)
  if (error) return { ok: false, error }
  return { ok: true, displayName: shortFileName(file.name), isImage: filePreviewKind(file) === 'image', recognisable: RECOGNISABLE.has(fileExtension(file.name) ?? '') }
}

// ---- The address (orders.md §2 query parameters, platform.md §2 short links) -----------------------------------------

const LIBRARY_SEARCH_AI_POPUP = ['openLibrarySearch', 'openLibraryWork'] as const
type TLibrarySearchAiPopup = (typeof LIBRARY_SEARCH_AI_POPUP)[number]

export type TTaskStartParams = {
  /** `search`: the question to prefill (cut to the limit). */
  question: string
  /** `order_subject_id`, else `subject`: a subject id, or a subject slug resolved against the list. */
  subject: { id: number } | { slug: string } | null
  /** `librarySearchAiPopup`: openLibrarySearch opens the library search popup; openLibraryWork opens `libraryWork`. */
  libraryPopup: TLibrarySearchAiPopup | null
  /** The library work slug openLibraryWork opens. */
  libraryWork: string | null
  /** `lw_open_first`: carried to the order page, which opens the first library work found. */
  lwOpenFirst: boolean
}

type TQuery = Record<string, string | undefined>

const POSITIVE_ID = /^[1-9]\d{0,9}$/
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/

function subjectOf(raw: string | undefined): TTaskStartParams['subject'] {
  const v = raw?.trim()
  if (!v) return null
  if (POSITIVE_ID.test(v)) return { id: Number(v) }
  if (/^\d+$/.test(v)) return null
  const slug = v.toLowerCase()
  return SLUG.test(slug) ? { slug } : null
}

const isOn = (v: string | undefined) => v != null && !['0', 'false', 'no', 'off'].includes(v.trim().toLowerCase())

/** Reads the start page's address; anything malformed is simply not prefilled. */
export function parseTaskStartParams(search: TQuery): TTaskStartParams {
  const popup = search.librarySearchAiPopup
  const work = search.libraryWork?.trim().toLowerCase()
  return {
    question: (search.search ?? '').slice(0, TASK_QUESTION_MAX),
    subject: subjectOf(search.order_subject_id) ?? subjectOf(search.subject),
    libraryPopup: (LIBRARY_SEARCH_AI_POPUP as readonly string[]).includes(popup ?? '') ? (popup as TLibrarySearchAiPopup) : null,
    libraryWork: work && SLUG.test(work) ? work : null,
    lwOpenFirst: isOn(search.lw_open_first),
  }
}

/**
 * The start page's address carrying what was typed (`search`) and the chosen subject (`order_subject_id`), for the way
 * back after sign-in: the guest who attached a photo comes back to the same form, filled. Other parameters stay.
 */
export function startAddressWith(o: { pathname: string; search: string; question: string; subjectId: number | null }): string {
  const q = new URLSearchParams(o.search)
  const text = o.question.trim().slice(0, TASK_QUESTION_MAX)
  if (text) q.set('search', text)
  else q.delete('search')
  if (o.subjectId != null) q.set('order_subject_id', String(o.subjectId))
  // The address must not open a popup again on the way back.
  q.delete('librarySearchAiPopup')
  const qs = q.toString()
  return qs ? `${o.pathname}?${qs}` : o.pathname
}

// ---- Subjects (orders.md §3 Subject, §7 subjects JSON) -----------------------------------------------------------------

export type TSubjectOption = { id: number; title: string; slug: string; isPopular: boolean; sortOrder: number }

/** Popular subjects first, then the rest; each group by the list's sort order, then title. */
export function orderSubjects<T extends TSubjectOption>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Number(b.isPopular) - Number(a.isPopular) || a.sortOrder - b.sortOrder || a.title.localeCompare(b.title, 'ru'))
}

const fold = (s: string) => s.toLowerCase().replace(/ё/g, 'е').trim()

/** The subjects whose title contains the typed text (case- and ё-insensitive), in orderSubjects' order. */
export function filterSubjects<T extends TSubjectOption>(list: readonly T[], typed: string): T[] {
  const q = fold(typed)
  const ordered = orderSubjects(list)
  return q ? ordered.filter((s) => fold(s.title).includes(q)) : ordered
}

export function resolveSubject<T extends TSubjectOption>(list: readonly T[], wanted: TTaskStartParams['subject']): T | null {
  if (!wanted) return null
  return list.find((s) => ('id' in wanted ? s.id === wanted.id : s.slug === wanted.slug)) ?? null
}

// ---- Submit (contract: POST /api/unified-order/search and /create) ---------------------------------------------------

export type TTaskRequestBody = { query: string; get_params?: Record<string, string>; subject_id?: number; recognition_id?: string }

/** The question as typed, or the recognised text when the textarea was left empty. */
export function taskRequestBody(o: {
  mode: TTaskFormMode
  question: string
  recognisedText: string | null
  recognitionId: string | null
  subjectId: number | null
  getParams: Record<string, string>
}): TTaskRequestBody {
  const query = (o.question.trim() || (o.recognisedText ?? '').trim()).slice(0, TASK_QUESTION_MAX)
  const body: TTaskRequestBody = { query }
  if (Object.keys(o.getParams).length) body.get_params = o.getParams
  if (o.subjectId != null) body.subject_id = o.subjectId
  if (o.mode === 'task' && o.recognitionId) body.recognition_id = o.recognitionId
  return body
}

/** orders.md §8 "Task REST calls": error and errors merged into one list, without repeats or blanks. */
export function answerErrors(answer: unknown): string[] {
  if (!answer || typeof answer !== 'object') return []
  const a = answer as { error?: unknown; errors?: unknown }
  const all = [a.error, ...(Array.isArray(a.errors) ? a.errors : [])].filter((e): e is string => typeof e === 'string' && e.trim() !== '')
  return [...new Set(all)]
}

/** The order id of a successful answer, else null. */
export function answerOrderId(answer: unknown): number | null {
  const id = answer && typeof answer === 'object' ? (answer as { unified_order_id?: unknown }).unified_order_id : null
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null
}

/**
 * Where the new order opens (the contract): a signed-in client's task on its page, a guest's on the preview; an AI
 * start on the AI order page, which is open to guests too. `lw_open_first` travels to the task order page.
 */
export function orderLocation(o: { mode: TTaskFormMode; id: number; signedIn: boolean; lwOpenFirst?: boolean }): string {
  if (o.mode === 'ai') return `/ecosystem/ai/${o.id}`
  const path = o.signedIn ? `/ecosystem/task-solver/${o.id}` : `/ecosystem/task-solver/preview/${o.id}`
  return o.lwOpenFirst ? `${path}?lw_open_first=1` : path
}

// ---- Similar task (orders.md §4: type TASK_SOLVING or LIBRARY, status COMPLETED or IN_PROGRESS) ------------------------

export const SIMILAR_TASK = {
  types: ['TASK_SOLVING', 'LIBRARY'],
  statuses: ['COMPLETED', 'IN_PROGRESS'],
} as const satisfies { types: readonly (keyof typeof UNIFIED_TYPE)[]; statuses: readonly (keyof typeof UNIFIED_STATUS)[] }

/** The search text me.unifiedOrders takes (it allows 255 characters); the exact match is checked by sameTaskText. */
export const similarSearchText = (text: string) => text.trim().slice(0, 255)

const normalise = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase().replace(/ё/g, 'е')

/** The same task: equal texts once spaces, case and ё are set aside. */
const sameTaskText = (a: string, b: string) => normalise(a) !== '' && normalise(a) === normalise(b)

type TSimilarCandidate = { typeId: number; status: string; text: string | null }

const SIMILAR_TYPE_IDS: readonly number[] = SIMILAR_TASK.types.map((t) => UNIFIED_TYPE[t])

export function isSimilarTask(order: TSimilarCandidate, text: string): boolean {
  return SIMILAR_TYPE_IDS.includes(order.typeId) && (SIMILAR_TASK.statuses as readonly string[]).includes(order.status) && sameTaskText(order.text ?? '', text)
}
