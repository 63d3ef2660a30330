// The library order page's REST calls: the answer PDF as a download, the complaint types and the complaint itself.
import { apiJson } from '../graphql/rest'
import { downloadFile } from '../graphql/download'

/** Saves the paid answer's PDF in the browser; throws the server's ApiError (not paid, not found, no token). */
export const downloadLibraryAnswer = (pdfUrl: string): Promise<void> => downloadFile(pdfUrl, 'answer.pdf')

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
