// The task start form (orders.md §2 /ecosystem/task-solver and the AI start /ecosystem/ai; §5 Task form and Files): a
// searchable subject picker (popular first, preselected from the address), the question, and one photo or file whose
// recognised text fills the question (useTaskAttachment in task-attachment.ts). Submit checks, for a
// signed-in client, for the same task already asked (the «similar task order» popup), then posts to
// /api/unified-order/search (task) or /create (AI) and opens the new order. The rules live in domain/task/task-form.ts.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { fullSolutionHref } from '../../domain/library/work-types'
import { guessSubjectSlug } from '../../domain/task/guess-subject'
import {
  answerErrors,
  answerOrderId,
  filterSubjects,
  hasErrors,
  isSimilarTask,
  orderLocation,
  resolveSubject,
  SIMILAR_TASK,
  similarSearchText,
  startAddressWith,
  TASK_ENDPOINTS,
  TASK_FORM_MESSAGES,
  TASK_QUESTION_MAX,
  taskRequestBody,
  validateTaskForm,
  type TSubjectOption,
  type TTaskFormMode,
  type TTaskStartParams,
} from '../../domain/task/task-form'
import { gql } from '../graphql/client'
import { authHeaders, getApiToken } from '../graphql/credentials'
import { MyOrdersDocument } from '../graphql/generated/orders/graphql'
import { openPopup } from '../popups/popup-store'
import { previewPickedFile } from '../popups/file-preview'
import type { SimilarTaskOrderPopupProps } from '../popups/popup-props'
import { TrainingEntryLink } from '../tutor/training-entry-link'
import { Icon } from '../icons'
import { toast } from '../toasts/toast-store'
import { useTaskAttachment } from './task-attachment'
import './task.css'

/** `training`: offer «Разобрать с репетитором» (only while training mode is on). */
export type TaskStartProps = { mode: TTaskFormMode; params: TTaskStartParams; training?: boolean }

const ACCEPT = '.jpeg,.jpg,.bmp,.png,.svg,.pdf,.jfif,.webp,.avif,.doc,.docx,.txt,.xls,.xlsx,.csv,.pptx,.ppt,.key,.ppsx,.odp'
const GET_PARAMS_MAX = 30

/** The address's parameters, as get_params (orders.md §7): a bounded copy, so a crafted link cannot bloat the order. */
function currentGetParams(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of new URLSearchParams(location.search)) {
    if (Object.keys(out).length >= GET_PARAMS_MAX) break
    if (k.length <= 64) out[k] = v.slice(0, 500)
  }
  return out
}

const COPY: Record<TTaskFormMode, { submit: string; placeholder: string }> = {
  task: { submit: 'Найти решение', placeholder: 'Например: «Найди производную функции y = x² · sin x»' },
  ai: { submit: 'Спросить ИИ', placeholder: 'Задай вопрос или опиши задачу — ИИ объяснит решение по шагам' },
}

export default function TaskStart({ mode, params, training = false }: TaskStartProps) {
  const uid = useId()
  const [subjects, setSubjects] = useState<TSubjectOption[] | null>(null)
  const [subjectsFailed, setSubjectsFailed] = useState(false)
  const [subjectId, setSubjectId] = useState<number | null>(params.subject && 'id' in params.subject ? params.subject.id : null)
  const [typed, setTyped] = useState('')
  const [listOpen, setListOpen] = useState(false)
  const [active, setActive] = useState(0)
  const [question, setQuestion] = useState(params.question)
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [serverErrors, setServerErrors] = useState<string[]>([])
  // The subject the page chose from the question's words (issue 34), until the student picks one.
  const [guessedId, setGuessedId] = useState<number | null>(null)
  const inflight = useRef(false)

  // The subjects JSON (orders.md §7); the address's subject (id or slug) is chosen once the list is here.
  useEffect(() => {
    fetch('/storage/subjects.client.json', { cache: 'no-store' })
      .then((r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`)
        return r.json() as Promise<TSubjectOption[]>
      })
      .then(
        (list) => {
          setSubjects(list)
          const wanted = resolveSubject(list, params.subject)
          setSubjectId(wanted?.id ?? null)
        },
        () => {
          setSubjects([])
          setSubjectsFailed(true)
        },
      )
  }, [params.subject])

  // The address's popups (orders.md §2): the library search, or the library work to open.
  useEffect(() => {
    if (params.libraryPopup === 'openLibrarySearch') openPopup('library-search', { query: params.question })
    else if (params.libraryPopup === 'openLibraryWork' && params.libraryWork) location.assign(fullSolutionHref(params.libraryWork))
  }, [params.libraryPopup, params.libraryWork, params.question])

  const chosen = subjects?.find((s) => s.id === subjectId) ?? null
  const subjectRef = useRef(subjectId)
  subjectRef.current = subjectId
  const subjectsRef = useRef(subjects)
  subjectsRef.current = subjects
  /**
   * With no subject chosen yet, the one a photo's text points to (domain/task/guess-subject.ts); the student can change
   * it. Only after a recognition: guessing when the question field is left put the hint in at the moment of a click on
   * the form's links below, moving them from under the pointer.
   */
  function guessSubject(text: string) {
    // Read through refs: recognition takes seconds, and a subject the student picked meanwhile must not be replaced.
    const list = subjectsRef.current
    if (subjectRef.current !== null || !list) return
    const slug = guessSubjectSlug(text)
    const found = slug ? list.find((s) => s.slug === slug) : undefined
    if (!found) return
    setSubjectId(found.id)
    setGuessedId(found.id)
  }
  const { attachment, fileError, fileInput, attach, remove: removeAttachment } = useTaskAttachment({
    redirect: () => startAddressWith({ pathname: location.pathname, search: location.search, question, subjectId: chosen?.id ?? null }),
    // The recognised text fills the question, still editable; what was typed before stays above it.
    onText: (text) => {
      setQuestion((q) => (q.trim() ? `${q.trimEnd()}\n\n${text}` : text).slice(0, TASK_QUESTION_MAX))
      guessSubject(text)
    },
  })
  const options = useMemo(() => filterSubjects(subjects ?? [], typed), [subjects, typed])
  const recognised = attachment?.state === 'done'
  const errors = submitted ? validateTaskForm({ subjectId: chosen?.id ?? null, question, hasRecognisedFile: recognised }, mode) : {}
  const tooLong = question.trim().length > TASK_QUESTION_MAX
  const questionError = errors.question ?? (tooLong ? TASK_FORM_MESSAGES.questionTooLong : null)

  function pick(s: TSubjectOption) {
    setSubjectId(s.id)
    setGuessedId(null)
    setTyped('')
    setListOpen(false)
    setServerErrors([])
  }

  function onSubjectKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setListOpen(true)
      const n = options.length
      if (n) setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : (i - 1 + n) % n))
    } else if (e.key === 'Enter' && listOpen) {
      e.preventDefault()
      const s = options[active]
      if (s) pick(s)
    } else if (e.key === 'Escape' && listOpen) {
      e.preventDefault()
      setListOpen(false)
    }
  }

  /** The client's tasks with the same text, in progress or completed (orders.md §4); a failed check finds none. */
  async function findSimilar(text: string): Promise<SimilarTaskOrderPopupProps['orders']> {
    try {
      const d = await gql(MyOrdersDocument, { search: similarSearchText(text), type: [...SIMILAR_TASK.types], status: [...SIMILAR_TASK.statuses], first: 20 })
      return (d.me?.unifiedOrders.items ?? []).filter((o) => isSimilarTask(o, text)).map((o) => ({ id: o.id, text: o.text ?? '', href: o.href, status: o.status }))
    } catch {
      return []
    }
  }

  async function send() {
    const body = taskRequestBody({
      mode,
      question,
      recognisedText: attachment?.text ?? null,
      recognitionId: attachment?.state === 'done' ? attachment.recognitionId : null,
      subjectId: chosen?.id ?? null,
      getParams: currentGetParams(),
    })
    let answer: unknown = null
    try {
      const res = await fetch(TASK_ENDPOINTS[mode], { method: 'POST', headers: authHeaders('application/json'), body: JSON.stringify(body) })
      answer = await res.json().catch(() => null)
    } catch {
      answer = null
    }
    const id = answerOrderId(answer)
    if (id) {
      location.assign(orderLocation({ mode, id, signedIn: Boolean(getApiToken()), lwOpenFirst: params.lwOpenFirst }))
      return
    }
    const list = answerErrors(answer)
    setServerErrors(list)
    if (!list.length) toast.error(TASK_FORM_MESSAGES.failed)
    inflight.current = false
    setBusy(false)
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault()
    setSubmitted(true)
    setServerErrors([])
    if (inflight.current || attachment?.state === 'recognising') return
    if (hasErrors(validateTaskForm({ subjectId: chosen?.id ?? null, question, hasRecognisedFile: recognised }, mode))) return
    inflight.current = true
    setBusy(true)
    const text = question.trim() || attachment?.text || ''
    if (getApiToken()) {
      const similar = await findSimilar(text)
      if (similar.length) {
        inflight.current = false
        setBusy(false)
        openPopup('similar-task-order', {
          orders: similar,
          onCreate: () => {
            inflight.current = true
            setBusy(true)
            void send()
          },
        })
        return
      }
    }
    await send()
  }

  const listId = `${uid}-subjects`
  const subjectInputId = `${uid}-subject`
  const questionId = `${uid}-question`
  const fileId = `${uid}-file`
  const recognising = attachment?.state === 'recognising'

  return (
    <form className="task-start card" onSubmit={(e) => void submit(e)} noValidate data-state={busy ? 'busy' : 'ready'} data-mode={mode}>
      <div className="field task-subject">
        <label className="field__label" htmlFor={subjectInputId}>
          Предмет{mode === 'ai' ? ' (необязательно)' : ''}
        </label>
        <div className="task-subject__box">
          <input
            id={subjectInputId}
            className="input"
            name="subject"
            role="combobox"
            autoComplete="off"
            aria-expanded={listOpen}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={listOpen && options[active] ? `${listId}-${options[active].id}` : undefined}
            aria-invalid={Boolean(errors.subject)}
            aria-describedby={errors.subject ? `${subjectInputId}-error` : undefined}
            placeholder={subjects ? 'Выбери или начни вводить' : 'Загружаем предметы…'}
            value={listOpen ? typed : (chosen?.title ?? typed)}
            data-subject-id={chosen?.id ?? ''}
            onFocus={() => {
              setTyped('')
              setActive(0)
              setListOpen(true)
            }}
            onChange={(e) => {
              setTyped(e.target.value)
              setActive(0)
              setListOpen(true)
            }}
            onBlur={() => {
              // A subject typed out in full counts as chosen.
              const exact = options.find((o) => o.title.toLowerCase() === typed.trim().toLowerCase())
              if (exact) pick(exact)
              else setListOpen(false)
            }}
            onKeyDown={onSubjectKey}
          />
          {listOpen && (
            <ul className="task-subject__list" id={listId} role="listbox" aria-label="Предметы">
              {options.length === 0 && <li className="task-subject__empty">{subjects ? 'Такого предмета нет' : 'Загружаем…'}</li>}
              {options.map((s, i) => (
                <li
                  key={s.id}
                  id={`${listId}-${s.id}`}
                  role="option"
                  aria-selected={i === active}
                  data-subject-id={s.id}
                  data-popular={s.isPopular || undefined}
                  className="task-subject__option"
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => pick(s)}
                >
                  {s.title}
                  {s.isPopular && !typed && <span className="task-subject__tag">популярный</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
        {guessedId !== null && guessedId === chosen?.id && (
          <p className="field__hint" data-subject-guessed="">
            Предмет подобран по тексту задачи — можно выбрать другой
          </p>
        )}
        {subjectsFailed && (
          <p className="field__error" role="alert">
            Не удалось загрузить предметы — обнови страницу
          </p>
        )}
        {errors.subject && (
          <p className="field__error" id={`${subjectInputId}-error`} data-error="subject">
            {errors.subject}
          </p>
        )}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={questionId}>
          Вопрос
        </label>
        <textarea
          id={questionId}
          className="input task-question"
          name="question"
          rows={6}
          value={question}
          placeholder={COPY[mode].placeholder}
          aria-invalid={Boolean(questionError)}
          aria-describedby={`${questionId}-foot`}
          onChange={(e) => {
            setQuestion(e.target.value)
            setServerErrors([])
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit()
          }}
        />
        <span className="task-field-foot" id={`${questionId}-foot`}>
          {questionError ? (
            <span className="field__error" data-error="question">
              {questionError}
            </span>
          ) : (
            <span className="field__hint">Текстом или фото — распознаем и подставим сюда</span>
          )}
          <span className="field__hint" data-counter>
            {question.trim().length}/{TASK_QUESTION_MAX}
          </span>
        </span>
      </div>

      <div className="task-attach">
        <input
          ref={fileInput}
          id={fileId}
          className="task-attach__input"
          type="file"
          name="file"
          accept={ACCEPT}
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) void attach(file)
            e.target.value = ''
          }}
        />
        {!attachment && (
          <label htmlFor={fileId} className="btn btn--secondary task-attach__button">
            <Icon name="plus" size={18} />
            Приложить фото или файл
          </label>
        )}
        {fileError && (
          <p className="field__error" data-error="file" role="alert">
            {fileError}
          </p>
        )}
        {attachment && (
          <div className="task-file" data-file-state={attachment.state}>
            {/* The thumbnail opens «Просмотр файла» too (by mouse; the name is the keyboard's way). */}
            <button type="button" className="task-file__thumb-open" tabIndex={-1} aria-hidden="true" onClick={() => previewPickedFile(attachment.file)}>
              {attachment.previewUrl ? <img className="task-file__thumb" src={attachment.previewUrl} alt="" /> : <span className="task-file__thumb task-file__thumb--doc"><Icon name="text" size={26} /></span>}
            </button>
            <span className="task-file__body">
              <button type="button" className="file-chip task-file__name" data-file-name data-action="preview-file" title={`Просмотр файла ${attachment.file.name}`} onClick={() => previewPickedFile(attachment.file)}>
                {attachment.name}
              </button>
              <span className="task-file__status" role="status">
                {attachment.state === 'recognising' ? 'Распознаём текст…' : attachment.state === 'done' ? 'Текст распознан — проверь его в поле вопроса' : attachment.error}
              </span>
            </span>
            <button type="button" className="task-file__remove" onClick={removeAttachment} aria-label={`Убрать файл ${attachment.name}`}>
              <Icon name="close" size={18} />
            </button>
          </div>
        )}
      </div>

      {serverErrors.length > 0 && (
        <ul className="task-server-errors" role="alert" data-server-errors>
          {serverErrors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}

      <button type="submit" className="btn btn--primary btn--lg task-start__submit" disabled={busy || recognising} aria-busy={busy}>
        {busy ? 'Отправляем…' : recognising ? 'Распознаём текст…' : COPY[mode].submit}
      </button>
      {mode === 'task' && training && <TrainingEntryLink text={question} />}
    </form>
  )
}
