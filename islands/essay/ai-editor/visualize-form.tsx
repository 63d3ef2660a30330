// Visualize mode of the AI editor (orders.md §2, §3 Editor enums): the student picks График, Таблица or Формула, may
// add a wish, and «Создать» asks CreateAiEssayOrderVisualItem for it → loading → a preview → «Вставить» hands the
// item to the editor (onInsert), which saves its marker below the selection with origin VISUAL_ITEM. «Изменить» at an
// item in the text opens the same form with the item's kind and wish, and «Заменить» swaps the new item in its place.
import { useId, useState } from 'react'
import {
  parseVisualItem,
  VISUAL_ITEM_LIMITS,
  VISUAL_ITEM_MESSAGES,
  VISUAL_KIND_LABELS,
  VISUAL_KINDS,
  ZVisualItemRequest,
  type TVisualItem,
  type TVisualKind,
} from '../../../domain/essay/visual-items'
import { gql } from '../../graphql/client'
import { ApiError } from '../../graphql/api-error'
import { CreateEssayVisualItemDocument } from '../../graphql/generated/essay-visual-items/graphql'
import { VisualItemFigure } from '../visual-item-figure'

export type TVisualizeFormProps = {
  orderId: string
  selectedText: string
  onInsert: (item: TVisualItem) => void
  onCancel: () => void
  /** The item being changed: its kind and wish to start from, and «Заменить» in place of «Вставить». */
  replacing?: { kind: TVisualKind; wish: string | null }
  /** Whether onInsert is still saving (the buttons wait). */
  inserting?: boolean
}

const PLACEHOLDER: Record<TVisualKind, string> = {
  graph: 'Например: столбчатая диаграмма по годам',
  table: 'Например: сравни подходы по плюсам и минусам',
  formula: 'Например: E = mc^2',
}

type TState = { step: 'form' } | { step: 'loading' } | { step: 'preview'; item: TVisualItem }

export function VisualizeForm({ orderId, selectedText, onInsert, onCancel, replacing, inserting = false }: TVisualizeFormProps) {
  const id = useId()
  const [kind, setKind] = useState<TVisualKind>(replacing?.kind ?? 'table')
  const [wish, setWish] = useState(replacing?.wish ?? '')
  const [state, setState] = useState<TState>({ step: 'form' })
  const [error, setError] = useState<string | null>(null)
  const check = ZVisualItemRequest.safeParse({ text: selectedText, type: kind, userInstructions: wish })
  const inputError = check.success ? null : (check.error.issues[0]?.message ?? VISUAL_ITEM_MESSAGES.default)
  const wishTooLong = wish.length > VISUAL_ITEM_LIMITS.instructions.max

  async function create() {
    if (!check.success) return
    setError(null)
    setState({ step: 'loading' })
    try {
      const d = await gql(CreateEssayVisualItemDocument, { id: orderId, text: check.data.text, type: check.data.type, userInstructions: check.data.userInstructions ?? null })
      const item = parseVisualItem(d.createAiEssayOrderVisualItem)
      if (!item) throw new Error('malformed visual item')
      setState({ step: 'preview', item })
    } catch (e) {
      // Input and limit errors keep the server's Russian text; anything else is the editor's default error.
      setError(e instanceof ApiError && e.code !== 'INTERNAL' && e.code !== 'NETWORK' ? e.message : VISUAL_ITEM_MESSAGES.default)
      setState({ step: 'form' })
    }
  }

  if (state.step === 'preview') {
    return (
      <div className="ai-editor__visualize essay-visualize" data-step="preview">
        <div className="essay-visualize__preview" aria-live="polite">
          <VisualItemFigure item={state.item} n={null} />
        </div>
        <div className="essay-actions essay-actions--start">
          <button type="button" className="btn btn--sm" data-action="insert-visual" onClick={() => onInsert(state.item)} disabled={inserting}>
            {replacing ? 'Заменить' : 'Вставить'}
          </button>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void create()} disabled={inserting}>
            Другой вариант
          </button>
          <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel} disabled={inserting}>
            Отмена
          </button>
        </div>
      </div>
    )
  }

  const busy = state.step === 'loading'
  return (
    <form
      className="ai-editor__visualize essay-visualize"
      data-step={state.step}
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault()
        void create()
      }}
    >
      <fieldset className="essay-visualize__kinds" disabled={busy}>
        <legend className="field__label">Что сделать из выделенного текста</legend>
        {VISUAL_KINDS.map((k) => (
          <label key={k} className="essay-visualize__kind" data-kind={k}>
            <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
            <span>{VISUAL_KIND_LABELS[k]}</span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">Пожелание (необязательно)</span>
        <textarea className="input essay-visualize__wish" rows={2} value={wish} placeholder={PLACEHOLDER[kind]} aria-invalid={wishTooLong} disabled={busy} onChange={(e) => setWish(e.target.value)} />
        <span className="essay-field-foot">
          <span />
          <span className="field__hint" data-over={wishTooLong}>
            {wish.length}/{VISUAL_ITEM_LIMITS.instructions.max}
          </span>
        </span>
      </label>
      {(inputError || error) && (
        <p className="field__error" role="alert">
          {inputError ?? error}
        </p>
      )}
      <div className="essay-actions essay-actions--start">
        <button type="submit" className="btn btn--sm" data-action="create-visual" disabled={busy || inputError !== null}>
          {busy ? 'Создаём…' : 'Создать'}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel} disabled={busy}>
          Отмена
        </button>
      </div>
    </form>
  )
}
