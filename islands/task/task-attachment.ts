// The task start form's one photo or file: checked (domain/task/task-form.ts), shown with its preview, its text
// recognised (startRecognition + pollRecognition) and handed to the form; a guest, or a client whose sign-in was
// refused, gets the «text recognition unauthorised» popup and keeps what was typed. The address's fileUrl (file-url.ts),
// the client's own file of this site, is fetched and attached as if picked, once.
import { useEffect, useRef, useState } from 'react'
import { RECOGNITION_MESSAGES } from '../../domain/recognition/recognition'
import { checkTaskAttachment, TASK_FORM_MESSAGES } from '../../domain/task/task-form'
import { ApiError } from '../graphql/api-error'
import { getApiToken } from '../graphql/credentials'
import { openPopup } from '../popups/popup-store'
import { pollRecognition, recognitionPopup, startRecognition } from '../recognition/recognize-text'
import { toast } from '../toasts/toast-store'
import { FILE_URL_FAILED, FILE_URL_IGNORED, FILE_URL_PARAM, fetchOwnFile, ownFilePath } from './file-url'

export type TAttachment = {
  key: number
  /** The picked file, for «Просмотр файла». */
  file: File
  name: string
  previewUrl: string | null
  state: 'recognising' | 'done' | 'failed'
  recognitionId: string | null
  text: string | null
  error: string | null
}

/**
 * `redirect()`: the start address with what the form holds now, where sign-in brings the guest back; `onText(text)`:
 * the recognised text, for the question. Returns the attachment, the file's refusal, the file input's ref, `attach`
 * and `remove`.
 */
export function useTaskAttachment(o: { redirect: () => string; onText: (text: string) => void }) {
  const [attachment, setAttachment] = useState<TAttachment | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const recognition = useRef<AbortController | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const attachSeq = useRef(0)

  useEffect(() => () => recognition.current?.abort(), [])

  // fileUrl (file-url.ts): the client's own file of this site, fetched by the browser, attached as if picked; once.
  useEffect(() => {
    const raw = new URLSearchParams(location.search).get(FILE_URL_PARAM)
    if (raw === null) return
    const url = new URL(location.href)
    url.searchParams.delete(FILE_URL_PARAM)
    history.replaceState(history.state, '', url.pathname + url.search + url.hash)
    const path = ownFilePath(raw, location.origin)
    if (!path || !getApiToken()) return void toast.alert(FILE_URL_IGNORED)
    void fetchOwnFile(path).then((file) => {
      if (file) void attach(file)
      else toast.alert(FILE_URL_FAILED)
    })
  }, [])

  function remove() {
    recognition.current?.abort()
    recognition.current = null
    if (attachment?.previewUrl) URL.revokeObjectURL(attachment.previewUrl)
    setAttachment(null)
    setFileError(null)
    if (fileInput.current) fileInput.current.value = ''
  }

  async function attach(file: File) {
    setFileError(null)
    const check = checkTaskAttachment(file)
    if (!check.ok) return setFileError(check.error)
    // Recognition is for signed-in clients only (§6); a guest is told so and keeps what was typed.
    if (!getApiToken()) return openPopup('text-recognition-unauthorised', { redirect: o.redirect() })
    remove()
    const key = ++attachSeq.current
    const base: TAttachment = { key, file, name: check.displayName, previewUrl: check.isImage ? URL.createObjectURL(file) : null, state: 'recognising', recognitionId: null, text: null, error: null }
    const update = (patch: Partial<TAttachment>) => setAttachment((a) => (a && a.key === key ? { ...a, ...patch } : a))
    setAttachment(base)
    if (!check.recognisable) return update({ state: 'failed', error: RECOGNITION_MESSAGES.unsupported })
    const ctl = new AbortController()
    recognition.current = ctl
    try {
      const id = await startRecognition(file, ctl.signal)
      update({ recognitionId: id })
      const result = await pollRecognition(id, { signal: ctl.signal })
      if (ctl.signal.aborted) return
      const text = result.status === 'DONE' ? result.text.trim() : ''
      if (!text) return update({ state: 'failed', error: result.status === 'FAILED' ? result.error : TASK_FORM_MESSAGES.recognitionFailed })
      update({ state: 'done', text })
      o.onText(text)
    } catch (e) {
      if (ctl.signal.aborted) return
      // A refused sign-in (an expired token): the same popup as a guest's.
      if (recognitionPopup(e)) {
        remove()
        openPopup('text-recognition-unauthorised', { redirect: o.redirect() })
        return
      }
      update({ state: 'failed', error: e instanceof ApiError ? e.message : TASK_FORM_MESSAGES.recognitionFailed })
    }
  }

  return { attachment, fileError, fileInput, attach, remove }
}
