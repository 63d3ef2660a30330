// One memory in the profile: its kind and text, «Изменить» inline (ZTrainingMemoryText's messages, Enter saves,
// Escape cancels) and «Удалить».
import { useState } from 'react'
import type { TTrainingMemory } from '../../domain/training/api-types'
import { TRAINING_LIMITS, ZTrainingMemoryText } from '../../domain/training/input'
import { GENERIC_ERROR } from '../../domain/errors'
import { ApiError } from '../graphql/api-error'
import { ScriptForm } from '../ui/form'
import { MEMORY_KIND_LABEL } from './memory-kinds'

type Props = {
  memory: TTrainingMemory
  onSave: (memory: TTrainingMemory, content: string) => Promise<void>
  onDelete: (memory: TTrainingMemory) => void
}

export function MemoryItem({ memory, onSave, onDelete }: Props) {
  const [draft, setDraft] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const parsed = draft === null ? null : ZTrainingMemoryText.safeParse(draft)
  const error = serverError ?? (parsed && !parsed.success ? (parsed.error.issues[0]?.message ?? GENERIC_ERROR) : null)
  const inputId = `memory-${memory.uuid}`

  async function save() {
    if (!parsed?.success) return
    if (parsed.data === memory.content) return setDraft(null)
    setBusy(true)
    try {
      await onSave(memory, parsed.data)
      setDraft(null)
    } catch (e) {
      setServerError(e instanceof ApiError ? e.message : GENERIC_ERROR)
    } finally {
      setBusy(false)
    }
  }

  return (
    <li className="memory-item" data-memory={memory.uuid} data-kind={memory.kind} data-editing={draft !== null}>
      <span className="memory-item__kind">{MEMORY_KIND_LABEL[memory.kind] ?? MEMORY_KIND_LABEL.other}</span>
      {draft === null ? (
        <>
          <p className="memory-item__text">{memory.content}</p>
          <span className="memory-item__tools">
            <button type="button" className="btn btn--ghost btn--sm" data-action="memory-edit" onClick={() => setDraft(memory.content)}>
              Изменить
            </button>
            <button type="button" className="btn btn--ghost btn--sm" data-action="memory-delete" onClick={() => onDelete(memory)}>
              Удалить
            </button>
          </span>
        </>
      ) : (
        <ScriptForm className="memory-item__form" onSubmit={save}>
          <label className="visually-hidden" htmlFor={inputId}>
            Что запомнить
          </label>
          <textarea
            id={inputId}
            className="input memory-item__input"
            rows={2}
            value={draft}
            autoFocus
            aria-invalid={Boolean(error)}
            aria-describedby={`${inputId}-foot`}
            onChange={(e) => {
              setServerError(null)
              setDraft(e.target.value)
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault()
                void save()
              }
              if (e.key === 'Escape') setDraft(null)
            }}
          />
          <span className="memory-item__foot" id={`${inputId}-foot`}>
            {error ? (
              <span className="field__error" role="alert">
                {error}
              </span>
            ) : (
              <span />
            )}
            <span className="field__hint" data-over={draft.length > TRAINING_LIMITS.memoryMax}>
              {draft.trim().length}/{TRAINING_LIMITS.memoryMax}
            </span>
          </span>
          <span className="memory-item__tools">
            <button type="submit" className="btn btn--sm" data-action="memory-save" disabled={busy || Boolean(error)}>
              {busy ? 'Сохраняем…' : 'Сохранить'}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setDraft(null)} disabled={busy}>
              Отмена
            </button>
          </span>
        </ScriptForm>
      )}
    </li>
  )
}
