// A complaint's attachments: «Скачать» saves the file, «Показать» puts a photo on the page (an <img> runs nothing, even
// an SVG's script) or opens a PDF in a new tab; the bytes come from the admin-only route with the administrator's token.
import { useEffect, useState } from 'react'
import type { TComplaintAttachment } from '../../../domain/admin/complaints'
import { adminBlob } from '../download'
import { filePreviewKind, formatFileSize, previewMimeType } from '../../../domain/files/preview'
import { saveBlob } from '../../graphql/save-blob'

const PDF = /\.pdf$/i
const isPhoto = (f: TComplaintAttachment) => filePreviewKind(f) === 'image'

export function ComplaintAttachments({ complaintId, files }: { complaintId: number; files: TComplaintAttachment[] }) {
  const [shown, setShown] = useState<Record<number, string>>({})
  const [error, setError] = useState<string | null>(null)
  useEffect(() => () => Object.values(shown).forEach((u) => URL.revokeObjectURL(u)), [shown])
  if (files.length === 0) return <p className="admin-complaint__muted">Вложений нет</p>
  const path = (f: TComplaintAttachment) => `/api/admin/complaints/${complaintId}/attachments/${f.id}`

  async function get(f: TComplaintAttachment, then: (blob: Blob) => void) {
    setError(null)
    const res = await adminBlob(path(f))
    if (res.ok) then(res.blob)
    else setError(res.message)
  }

  return (
    <div className="admin-complaint__files">
      <ul>
        {files.map((f) => (
          <li key={f.id} data-attachment={f.name}>
            <span>
              {f.name} <span className="admin-complaint__muted">{formatFileSize(f.size)}</span>
            </span>
            {(isPhoto(f) || PDF.test(f.name)) && (
              <button
                className="btn btn--secondary btn--sm"
                type="button"
                onClick={() =>
                  void get(f, (blob) => {
                    if (PDF.test(f.name)) window.open(URL.createObjectURL(blob), '_blank', 'noopener')
                    // The bytes get the picture's own type: an SVG shows in an <img> only as image/svg+xml.
                    else setShown((s) => ({ ...s, [f.id]: URL.createObjectURL(new Blob([blob], { type: previewMimeType({ name: f.name, type: blob.type }) })) }))
                  })
                }
              >
                Показать
              </button>
            )}
            <button className="btn btn--secondary btn--sm" type="button" onClick={() => void get(f, (blob) => saveBlob(blob, f.name))}>
              Скачать
            </button>
            {shown[f.id] && (
              <div className="admin-complaint__preview">
                <img className="admin-complaint__photo" src={shown[f.id]} alt={`Вложение ${f.name}`} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
