// One file chosen for an upload form: the native input kept focusable but hidden behind a styled «Выбрать файл» button,
// the accepted kinds above it and the chosen file's name beside it (announced). Used by the own-file checks.
import { useId } from 'react'
import './file-picker.css'

type Props = { hint: string; accept: string; file: File | null; onPick: (file: File | null) => void }

export function FilePicker({ hint, accept, file, onPick }: Props) {
  const ids = useId()
  return (
    <div className="field">
      <span className="field__label" id={`${ids}-hint`}>
        {hint}
      </span>
      <div className="file-picker">
        <input id={`${ids}-input`} className="file-picker__input" type="file" name="file" accept={accept} aria-describedby={`${ids}-hint ${ids}-state`} onChange={(e) => onPick(e.target.files?.[0] ?? null)} />
        <label htmlFor={`${ids}-input`} className="btn btn--secondary btn--sm file-picker__pick" data-action="pick-file">
          {file ? 'Выбрать другой файл' : 'Выбрать файл'}
        </label>
        <span className="file-picker__state" id={`${ids}-state`} aria-live="polite" data-file-state={file ? 'chosen' : 'none'}>
          {file ? `Выбран «${file.name}»` : 'Файл не выбран'}
        </span>
      </div>
    </div>
  )
}
