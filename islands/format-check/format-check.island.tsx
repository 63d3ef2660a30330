// Нормоконтроль of a student's own DOCX (route ecosystem-format-check__check, issue 37): the file goes to
// POST /api/format-check and the report comes back grouped by kind, the most noticeable first, each item with where it
// is (page estimate, an excerpt), what was found and what GOST 7.32 wants, and a corrected wording where one could be
// written. «Исправить» (signed-in clients, the price shown; free with a subscription; a short balance opens the refill
// popup) sends the same file to POST /api/format-check/fix, saves the fixed DOCX and checks it again: what is left is
// what the student fixes by hand.
import { useEffect, useState } from 'react'
import type { TFormatReport } from '../../domain/format-check/violations'
import { FilePicker } from '../ui/file-picker'
import { Groups } from './format-report'
import { GuideProfile } from './guide-profile'
import { ProfileSelect, profileLabel, useFormatProfiles } from './profile-select'
import { uploadMessageOf, useFileUpload } from '../ui/use-file-upload'
import { ownApiToken } from '../graphql/credentials'
import { apiJson } from '../graphql/rest'
import { postForFile } from '../graphql/download'
import { saveBlob } from '../graphql/save-blob'
import { openRefillIfShort } from '../money/pay-from-balance'
import './format-check.css'

type TFixed = { blob: Blob; name: string; before: number; left: TFormatReport }

const ACCEPT = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const fileForm = (file: Blob, name: string, profile: string) => {
  const form = new FormData()
  form.append('file', file, name)
  form.append('profile', profile)
  return form
}


export default function FormatCheck({ fixPriceTokens }: { fixPriceTokens: number }) {
  const { profiles, profileId, setProfileId, profile, add } = useFormatProfiles()
  const { file, pick, busy, error, result: report, submit } = useFileUpload<TFormatReport>({ url: '/api/format-check', noFile: 'Выбери файл DOCX', fields: () => ({ profile: profileId }) })
  const [signedIn, setSignedIn] = useState(false)
  const [fixing, setFixing] = useState(false)
  const [fixError, setFixError] = useState<string | null>(null)
  const [fixed, setFixed] = useState<TFixed | null>(null)
  useEffect(() => setSignedIn(ownApiToken() !== null), [])
  // A new report (another file, or the same checked again) starts without a fixed file.
  useEffect(() => {
    setFixed(null)
    setFixError(null)
  }, [report])

  async function fix() {
    if (!file) return
    setFixing(true)
    setFixError(null)
    try {
      const { blob, name, res } = await postForFile('/api/format-check/fix', fileForm(file, file.name, profileId), 'исправлено.docx')
      saveBlob(blob, name)
      const left = await apiJson<TFormatReport>('/api/format-check', { form: fileForm(blob, name, profileId) })
      setFixed({ blob, name, before: Number(res.headers.get('x-format-before') ?? report?.total ?? 0), left })
    } catch (err) {
      if (!openRefillIfShort(err)) setFixError(uploadMessageOf(err))
    } finally {
      setFixing(false)
    }
  }

  return (
    <div className="format-check">
      <form className="format-check__form" onSubmit={(e) => void submit(e)} noValidate data-form="format-check">
        <ProfileSelect id="format-check-profile" profiles={profiles} value={profileId} onChange={setProfileId} />
        <FilePicker
          hint="Файл Word в формате DOCX, до 10 МБ"
          accept={ACCEPT}
          file={file}
          onPick={pick}
        />
        <button type="submit" className="btn" disabled={busy} data-action="check-format">
          {busy ? 'Проверяем…' : 'Проверить оформление'}
        </button>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </form>
      {signedIn && (
        <GuideProfile onSaved={add} />
      )}
      {report && (
        <section className="format-check__report" aria-live="polite" data-total={report.total}>
          <h2>{report.total === 0 ? 'Нарушений не найдено' : `Нарушений: ${report.total}`}</h2>
          <p className="format-check__lead">
            Профиль: {profileLabel(profile)}. Страниц ≈{report.pages}, абзацев {report.paragraphs}. Сначала — то, что проверяющий заметит первым.
          </p>
          {report.total > 0 && !fixed && (
            <div className="format-check__fix" data-fix="offer">
              {signedIn ? (
                <>
                  <p className="format-check__lead">
                    Исправим оформление в файле: поля, шрифты, интервалы, отступы, заголовки, подписи, номера страниц и описания источников. Твой текст не меняем.{' '}
                    {fixPriceTokens > 0 ? `Стоит ${fixPriceTokens} ток. — бесплатно с подпиской.` : ''}
                  </p>
                  <button type="button" className="btn" disabled={fixing} onClick={() => void fix()} data-action="fix-format">
                    {fixing ? 'Исправляем…' : 'Исправить'}
                  </button>
                </>
              ) : (
                <p className="format-check__lead">
                  <a href="/ecosystem/auth">Войди</a>, чтобы исправить оформление автоматически и скачать исправленный файл.
                </p>
              )}
              {fixError && (
                <p className="field__error" role="alert">
                  {fixError}
                </p>
              )}
            </div>
          )}
          {fixed && (
            <div className="format-check__fixed" data-fix="done" data-left={fixed.left.total}>
              <h3>
                Исправлено: {Math.max(0, fixed.before - fixed.left.total)} из {fixed.before}
              </h3>
              <p className="format-check__lead">
                Файл «{fixed.name}» сохранён.{' '}
                {fixed.left.total === 0 ? 'В нём не осталось нарушений оформления.' : `Осталось исправить вручную: ${fixed.left.total} — то, что нельзя поправить, не меняя содержания.`}
              </p>
              <button type="button" className="btn btn--secondary" onClick={() => saveBlob(fixed.blob, fixed.name)} data-action="save-fixed">
                Скачать исправленный файл
              </button>
              {fixed.left.total > 0 && <Groups report={fixed.left} />}
            </div>
          )}
          {!fixed && <Groups report={report} />}
        </section>
      )}
    </div>
  )
}
