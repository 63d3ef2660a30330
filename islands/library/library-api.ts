// The library order page's REST calls: the answer PDF as a download, the complaint types and the complaint itself.
import { apiFetch, apiJson } from '../graphql/rest'

/** Saves the paid answer's PDF in the browser; throws the server's ApiError (not paid, not found, no token). */
export async function downloadLibraryAnswer(pdfUrl: string): Promise<void> {
  const res = await apiFetch(pdfUrl)
  const blob = await res.blob()
  const name = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1]
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name ? decodeURIComponent(name) : 'answer.pdf'
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export type TComplaintType = { id: number; title: string }

export const loadComplaintTypes = () => apiJson<TComplaintType[]>('/storage/library_work_user_complaint_types.json')

export function sendComplaint(o: { libraryWorkOrderId: string; typeId: number; text: string; files: readonly File[] }) {
  const form = new FormData()
  form.append('library_work_order_id', o.libraryWorkOrderId)
  form.append('type_id', String(o.typeId))
  form.append('text', o.text)
  for (const f of o.files) form.append('attachments[]', f)
  return apiJson<{ id: string; message: string }>('/api/library-work/complaints/create', { form })
}
