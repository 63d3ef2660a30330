// «Проверка уникальности» of a student's own file (route ecosystem-originality__check, issue 36 part 4): a DOCX, PDF or TXT
// is sent to POST /api/originality/file, the check runs as a job and GET /api/originality/file/{id} is asked until it is
// done. A guest sees the score (and is invited to sign in for the fragments); a signed-in client pays the price shown
// on the page (free with a subscription; a short balance opens the refill popup) and sees where the matches came from.
import { useEffect, useState } from 'react'
import { apiJson } from '../graphql/rest'
import { ownApiToken } from '../graphql/credentials'
import { OriginalityResult, type TOriginalityCheck } from './originality-result'
import { FilePicker } from '../ui/file-picker'
import { uploadMessageOf, useFileUpload } from '../ui/use-file-upload'

const POLL_MS = 1500
const ACCEPT = '.docx,.pdf,.txt,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/pdf,text/plain'
const DEFAULT_ERROR = 'Не удалось проверить файл, попробуй ещё раз'
const running = (c: TOriginalityCheck | null) => c?.status === 'QUEUED' || c?.status === 'CHECKING'

export default function OriginalityFile({ priceTokens }: { priceTokens: number }) {
  const [consent, setConsent] = useState(false)
  const [signedIn, setSignedIn] = useState(false)
  const { file, pick, busy, error, setError, result: check, setResult: setCheck, submit } = useFileUpload<TOriginalityCheck>({
    url: '/api/originality/file',
    noFile: 'Выбери файл DOCX, PDF или TXT',
    fields: (): Record<string, string> => (consent ? { add_to_index: 'true' } : {}),
  })
  useEffect(() => setSignedIn(ownApiToken() !== null), [])

  useEffect(() => {
    if (!check || !running(check)) return
    const t = setTimeout(() => {
      apiJson<TOriginalityCheck>(`/api/originality/file/${check.id}`)
        .then(setCheck)
        .catch((e: unknown) => setError(uploadMessageOf(e)))
    }, POLL_MS)
    return () => clearTimeout(t)
  }, [check, setCheck, setError])

  return (
    <div className="originality-file">
      <form className="originality" onSubmit={(e) => void submit(e)} noValidate data-form="originality-file">
        <FilePicker
          hint="Файл DOCX, PDF или TXT, до 10 МБ"
          accept={ACCEPT}
          file={file}
          onPick={pick}
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
