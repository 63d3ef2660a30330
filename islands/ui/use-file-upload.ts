// One file sent to a REST upload route and its JSON answer (the own-file checks): the chosen file, the busy flag, the
// refusal as Russian text (a short balance opens the refill popup instead) and the answer.
import { useState, type FormEvent } from 'react'
import { ApiError } from '../graphql/api-error'
import { apiJson } from '../graphql/rest'
import { openRefillIfShort } from '../money/pay-from-balance'

const DEFAULT_ERROR = 'Не удалось проверить файл, попробуй ещё раз'
export const uploadMessageOf = (e: unknown) => (e instanceof ApiError && e.code !== 'INTERNAL' && e.code !== 'NETWORK' ? e.message : DEFAULT_ERROR)

type TOptions = { url: string; noFile: string; fields?: () => Record<string, string> }

export function useFileUpload<T>({ url, noFile, fields }: TOptions) {
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<T | null>(null)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!file) return setError(noFile)
    const form = new FormData()
    form.append('file', file)
    for (const [k, v] of Object.entries(fields?.() ?? {})) form.append(k, v)
    setBusy(true)
    setError(null)
    setResult(null)
    try {
      setResult(await apiJson<T>(url, { form }))
    } catch (err) {
      if (!openRefillIfShort(err)) setError(uploadMessageOf(err))
    } finally {
      setBusy(false)
    }
  }

  const pick = (f: File | null) => {
    setFile(f)
    setError(null)
  }

  return { file, pick, busy, error, setError, result, setResult, submit }
}
