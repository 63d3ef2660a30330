// «Проверка уникальности» of a student's own file (route ecosystem-originality__check, issue 36 part 4): a DOCX, PDF or TXT
// is sent to POST /api/originality/file, the check runs as a job and GET /api/originality/file/{id} is asked until it is
// done. A guest sees the score (and is invited to sign in for the fragments); a signed-in client pays the price shown
// on the page (free with a subscription; a short balance opens the refill popup) and sees where the matches came from.
import { useEffect, useState, type FormEvent } from 'react'
import { ApiError } from '../graphql/api-error'
import { apiJson } from '../graphql/rest'
import { ownApiToken } from '../graphql/credentials'
import { openRefillIfShort } from '../money/pay-from-balance'
import { OriginalityResult, type TOriginalityCheck } from './originality-result'
import { FilePicker } from '../ui/file-picker'

const POLL_MS = 1500
const ACCEPT = '.docx,.pdf,.txt,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/pdf,text/plain'
const DEFAULT_ERROR = 'Не удалось проверить файл, попробуй ещё раз'
const messageOf = (e: unknown) => (e instanceof ApiError && e.code !== 'INTERNAL' && e.code !== 'NETWORK' ? e.message : DEFAULT_ERROR)
const running = (c: TOriginalityCheck | null) => c?.status === 'QUEUED' || c?.status === 'CHECKING'

export default function OriginalityFile({ priceTokens }: { priceTokens: number }) {
  const [file, setFile] = useState<File | null>(null)
  const [consent, setConsent] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [check, setCheck] = useState<TOriginalityCheck | null>(null)
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => setSignedIn(ownApiToken() !== null), [])

  useEffect(() => {
    if (!check || !running(check)) return
    const t = setTimeout(() => {
      apiJson<TOriginalityCheck>(`/api/originality/file/${check.id}`)
        .then(setCheck)
        .catch((e: unknown) => setError(messageOf(e)))
    }, POLL_MS)
    return () => clearTimeout(t)
  }, [check])

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!file) return setError('Выбери файл DOCX, PDF или TXT')
    const form = new FormData()
    form.append('file', file)
    if (consent) form.append('add_to_index', 'true')
    setBusy(true)
    setError(null)
    setCheck(null)
    try {
      setCheck(await apiJson<TOriginalityCheck>('/api/originality/file', { form }))
    } catch (err) {
      if (!openRefillIfShort(err)) setError(messageOf(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="originality-file">
      <form className="originality" onSubmit={(e) => void submit(e)} noValidate data-form="originality-file">
        <FilePicker
          hint="Файл DOCX, PDF или TXT, до 10 МБ"
          accept={ACCEPT}
          file={file}
          onPick={(f) => {
            setFile(f)
            setError(null)
          }}
        />
        {signedIn && (
          <label className="originality-file__consent">
            <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} /> Добавить работу в базу сервиса, чтобы её не выдали за свою другие
          </label>
        )}
        <p className="originality__lead">
          {signedIn
            ? priceTokens > 0
              ? `Проверка стоит ${priceTokens} ток. — бесплатно с подпиской. Покажем процент уникальности и совпадающие фрагменты.`
              : 'Покажем процент уникальности и совпадающие фрагменты.'
            : 'Без входа покажем процент уникальности бесплатно; совпадающие фрагменты — после входа.'}
        </p>
        <button type="submit" className="btn" disabled={busy || running(check)} data-action="check-file">
          {busy ? 'Загружаем…' : 'Проверить уникальность'}
        </button>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </form>
      {check && (
        <section className="originality" aria-live="polite" data-originality={check.status}>
          <h2 className="originality__title">Результат проверки</h2>
          {running(check) && (
            <p className="originality__lead">
              Проверяем текст по библиотеке, каталогу рефератов и другим работам сервиса…
            </p>
          )}
          {check.status === 'FAILED' && <p className="field__error">{check.errorMessage ?? DEFAULT_ERROR}</p>}
          {check.status === 'DONE' && (
            <OriginalityResult
              check={check}
              lead="Совпадения найдены: перепиши эти фрагменты своими словами и проверь файл снова."
              hidden={
                signedIn ? undefined : (
                  <p className="originality__lead">
                    <a href="/ecosystem/auth">Войди</a>, чтобы увидеть, какие фрагменты совпали и с чем.
                  </p>
                )
              }
            />
          )}
        </section>
      )}
    </div>
  )
}
