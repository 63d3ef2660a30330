// Exam tickets start (route exam, open): the student pastes the list of questions or uploads a file (TXT, DOCX, PDF or a
// photo, read by the recognition job), sees it split into tickets with the total «N билетов × P = T токенов», and
// gets the answers. A guest is sent to sign-in with the way back; the pasted list waits in the session meanwhile.
import { useEffect, useRef, useState } from 'react'
import { useAtomValue } from 'jotai/react'
import { AUTH_PATH } from '../../domain/routes'
import { GENERIC_ERROR } from '../../domain/errors'
import { EXAM_LIMITS } from '../../domain/exam/parse-tickets'
import { examOrderPath } from '../../domain/exam/order-statuses'
import { ApiError } from '../graphql/api-error'
import { getApiToken } from '../graphql/credentials'
import { recognizeText } from '../recognition/recognize-text'
import { accountAtom, loadAccount } from '../money/account-store'
import { tokensLabel } from '../money/money-api'
import { createExamOrder, parseExamList, type TExamParse } from './exam-api'
import './exam.css'

/** The list a guest typed before signing in (session storage, this tab only). */
export const EXAM_DRAFT_KEY = 'examDraft'
const ACCEPT = '.txt,.docx,.pdf,.png,.jpg,.jpeg,.webp,.bmp'

type TCheck = { status: 'idle' } | { status: 'checking' } | { status: 'ok'; parsed: TExamParse } | { status: 'error'; message: string }

export default function ExamStart() {
  const [text, setText] = useState('')
  const [check, setCheck] = useState<TCheck>({ status: 'idle' })
  const [busy, setBusy] = useState<'upload' | 'submit' | null>(null)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const file = useRef<HTMLInputElement>(null)

  const account = useAtomValue(accountAtom)
  const balance = account.me?.balance.balanceTokens ?? null

  useEffect(() => {
    const draft = sessionStorage.getItem(EXAM_DRAFT_KEY)
    if (draft) setText(draft)
    if (getApiToken()) void loadAccount()
  }, [])

  // The split and the price as the student types, from the server (the price per ticket is its setting).
  useEffect(() => {
    if (!text.trim()) return setCheck({ status: 'idle' })
    const controller = new AbortController()
    setCheck({ status: 'checking' })
    const timer = setTimeout(() => {
      parseExamList(text, controller.signal)
        .then((parsed) => setCheck({ status: 'ok', parsed }))
        .catch((e: unknown) => {
          if (controller.signal.aborted) return
          setCheck({ status: 'error', message: e instanceof ApiError ? e.message : GENERIC_ERROR })
        })
    }, 350)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text])

  function signIn() {
    sessionStorage.setItem(EXAM_DRAFT_KEY, text)
    location.assign(`${AUTH_PATH}?redirect=${encodeURIComponent('/exam')}`)
  }

  async function upload(f: File) {
    if (!getApiToken()) return signIn()
    setUploadError(null)
    setBusy('upload')
    try {
      const r = await recognizeText(f)
      if (r.status === 'DONE') setText((t) => (t.trim() ? `${t.trim()}\n${r.text}` : r.text))
      else setUploadError(r.error)
    } catch (e) {
      if (e instanceof ApiError && e.code === 'UNAUTHENTICATED') return signIn()
      setUploadError(e instanceof ApiError ? e.message : GENERIC_ERROR)
    } finally {
      setBusy(null)
      if (file.current) file.current.value = ''
    }
  }

  async function submit() {
    if (!getApiToken()) return signIn()
    setBusy('submit')
    try {
      const order = await createExamOrder(text)
      sessionStorage.removeItem(EXAM_DRAFT_KEY)
      location.assign(examOrderPath(order.unifiedOrderId))
    } catch (e) {
      if (e instanceof ApiError && e.code === 'UNAUTHENTICATED') return signIn()
      setCheck({ status: 'error', message: e instanceof ApiError ? e.message : GENERIC_ERROR })
      setBusy(null)
    }
  }

  const parsed = check.status === 'ok' ? check.parsed : null
  return (
    <form
      className="card exam-start"
      data-state={check.status}
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <label className="field">
        <span className="field__label">Вопросы к экзамену</span>
        <textarea
          className="input exam-start__text"
          name="questions"
          rows={10}
          maxLength={EXAM_LIMITS.maxTextChars}
          placeholder={'1. Понятие и признаки государства\n2. Формы правления\n3. …'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={check.status === 'error' || undefined}
        />
        <span className="field__hint">
          Каждый вопрос с новой строки или с номером. До {EXAM_LIMITS.maxTickets} билетов, до {EXAM_LIMITS.maxQuestionChars} символов в вопросе.
        </span>
      </label>
      <div className="exam-start__upload">
        <label className={`btn btn--secondary btn--sm${busy ? ' is-disabled' : ''}`}>
          {busy === 'upload' ? 'Распознаём файл…' : 'Загрузить файл или фото'}
          <input
            ref={file}
            type="file"
            name="file"
            accept={ACCEPT}
            className="visually-hidden"
            disabled={busy !== null}
            onChange={(e) => {
              const f = e.target.files?.[0]
              if (f) void upload(f)
            }}
          />
        </label>
        <span className="field__hint">TXT, DOCX, PDF или фото списка</span>
      </div>
      {uploadError && (
        <p className="field__error" role="alert" data-error="upload">
          {uploadError}
        </p>
      )}
      {check.status === 'error' && (
        <p className="field__error" role="alert" data-error="parse">
          {check.message}
        </p>
      )}
      {parsed && (
        <section className="exam-start__preview" aria-labelledby="exam-preview">
          <h2 id="exam-preview">Билеты</h2>
          <ol className="exam-start__list" data-count={parsed.questions.length}>
            {parsed.questions.map((q, i) => (
              <li key={i}>{q}</li>
            ))}
          </ol>
          <p className="exam-price" data-price-line data-total={parsed.total}>
            {parsed.priceLine}
          </p>
          {balance !== null && (
            <p className="field__hint" data-balance-tokens={balance}>
              На балансе {tokensLabel(balance)}. Оплата — когда ответы будут готовы.
            </p>
          )}
        </section>
      )}
      <div className="exam-start__actions">
        <button type="submit" className="btn btn--lg" data-action="create" disabled={!parsed || busy !== null}>
          {busy === 'submit' ? 'Создаём заказ…' : 'Получить ответы'}
        </button>
        <p className="field__hint">Сначала ищем ответ в библиотеке готовых работ, если его нет — пишет ИИ. Оплата после того, как ответы готовы.</p>
      </div>
    </form>
  )
}
