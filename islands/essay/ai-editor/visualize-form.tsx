// Visualize mode of the AI editor (orders.md §2, §3 Editor enums): CONTRACT STUB — the visual-items work replaces the
// body; the AI editor panel renders it and inserts `marker` (a paragraph, see domain/essay/visual-items.ts) below
// the selection through the usual section save.
import type { TVisualKind } from '../../../domain/essay/visual-items'

export type TVisualizeFormProps = {
  orderId: string
  selectedText: string
  onInsert: (marker: string, kind: TVisualKind) => void
  onCancel: () => void
}

export function VisualizeForm({ onCancel }: TVisualizeFormProps) {
  return (
    <div className="ai-editor__visualize">
      <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel}>
        Отмена
      </button>
    </div>
  )
}
