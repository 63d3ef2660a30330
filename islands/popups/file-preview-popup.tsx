// Body of «Просмотр файла» (platform.md §2 Popups): the file comes from `load` (a picked File as is, or a file route
// fetched with the owner's token: file-preview.ts), then is shown the way domain/files/preview.ts says — a picture fitted
// in an <img> (an SVG too: an <img> runs none of its scripts), a text file's first characters as text (React escapes
// them: never HTML), anything else by its name and size; always with «Скачать». A file that cannot be had: «Что-то
// пошло не так».
import { useEffect, useState } from 'react'
import { FILE_PREVIEW_MESSAGES, filePreviewKind, formatFileSize, previewMimeType, previewText, TEXT_PREVIEW_BYTES, type TFilePreviewKind } from '../../domain/files/preview'
import type { PopupBodyProps } from './popup-props'

type TShown =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; kind: TFilePreviewKind; url: string; size: number; text: string | null; cut: boolean }

async function readPreview(name: string, blob: Blob): Promise<Extract<TShown, { state: 'ready' }>> {
  const kind = filePreviewKind({ name, type: blob.type })
  // The bytes get the type the browser shows them by (a file route answers octet-stream; an SVG needs image/svg+xml).
  const typed = new Blob([blob], { type: previewMimeType({ name, type: blob.type }) })
  let text: string | null = null
  let cut = false
  if (kind === 'text') {
    const shown = previewText(new TextDecoder().decode(await blob.slice(0, TEXT_PREVIEW_BYTES).arrayBuffer()))
    text = shown.text
    cut = shown.cut || blob.size > TEXT_PREVIEW_BYTES
  }
  return { state: 'ready', kind, url: URL.createObjectURL(typed), size: blob.size, text, cut }
}

export default function FilePreviewPopup({ name, load }: PopupBodyProps<'file-preview'>) {
  const [shown, setShown] = useState<TShown>({ state: 'loading' })
  // A picture the browser cannot decode is offered for download instead.
  const [broken, setBroken] = useState(false)

  useEffect(() => {
    const ctl = new AbortController()
    let url: string | null = null
    load(ctl.signal)
      .then((blob) => readPreview(name, blob))
      .then(
        (ready) => {
          if (ctl.signal.aborted) return URL.revokeObjectURL(ready.url)
          url = ready.url
          setShown(ready)
        },
        () => {
          if (!ctl.signal.aborted) setShown({ state: 'failed' })
        },
      )
    return () => {
      ctl.abort()
      if (url) URL.revokeObjectURL(url)
    }
  }, [load, name])

  if (shown.state === 'loading') {
    return (
      <div className="file-preview" data-popup-body="file-preview" data-state="loading" aria-busy="true">
        <p className="file-preview__muted">{FILE_PREVIEW_MESSAGES.loading}</p>
      </div>
    )
  }
  if (shown.state === 'failed') {
    return (
      <div className="file-preview" data-popup-body="file-preview" data-state="failed">
        <p className="field__error" role="alert">
          {FILE_PREVIEW_MESSAGES.failed}
        </p>
      </div>
    )
  }
  const kind = broken ? 'download' : shown.kind
  return (
    <div className="file-preview" data-popup-body="file-preview" data-state="ready" data-preview={kind}>
      {kind === 'image' && <img className="file-preview__image" src={shown.url} alt={name} onError={() => setBroken(true)} />}
      {kind === 'text' && (
        <>
          <pre className="file-preview__text" tabIndex={0}>
            {shown.text}
          </pre>
          {shown.cut && <p className="file-preview__muted">{FILE_PREVIEW_MESSAGES.textCut}</p>}
        </>
      )}
      {kind === 'download' && <p className="file-preview__muted">{FILE_PREVIEW_MESSAGES.noPreview}</p>}
      <div className="file-preview__footer">
        <span className="file-preview__meta">
          <span className="file-preview__name">{name}</span>
          <span className="file-preview__size">{formatFileSize(shown.size)}</span>
        </span>
        <a className="popup-button" href={shown.url} download={name} data-action="download">
          {FILE_PREVIEW_MESSAGES.download}
        </a>
      </div>
    </div>
  )
}
