// A visual item inside the completed text (table, SVG chart, KaTeX formula), numbered by the order of its marker in
// the work. The completed step renders it for every paragraph that parses as a visual marker, inside a
// VisualItemsProvider (visual-items-context.tsx) that reads the order's items once for all of them and, when the text
// can be edited, deletes an item in place (after the «Удалить из работы?» popup).
import { VISUAL_KIND_WORDS, type TVisualItem } from '../../domain/essay/visual-items'
import { openPopup } from '../popups/popup-store'
import { useVisualItems } from './visual-items-context'
import { VisualItemFigure } from './visual-item-figure'

export type TVisualItemViewProps = { orderId: string; sectionKey: string; itemId: string }

/** What the page calls the item: its caption with its number («Таблица 2 — Выручка», «Формула (3)»). */
function itemLabel(item: TVisualItem, n: number | null): string {
  const num = n === null ? '' : ` ${n}`
  if (item.type === 'table') return `Таблица${num} — ${item.content.caption}`
  if (item.type === 'graph') return `Рисунок${num} — ${item.content.caption}`
  return `Формула${n === null ? '' : ` (${n})`}${item.content.caption ? ` — ${item.content.caption}` : ''}`
}

export function VisualItemView({ sectionKey, itemId }: TVisualItemViewProps) {
  const ctx = useVisualItems()
  const item = ctx?.items.get(itemId)
  if (!item) {
    const loading = ctx?.loading ?? false
    return (
      <figure className="essay-visual essay-visual--empty" data-visual-item={itemId} aria-busy={loading}>
        {loading ? 'Загружаем элемент…' : 'Элемент не загрузился: обнови страницу'}
      </figure>
    )
  }
  const n = ctx?.numbers.get(itemId) ?? null
  const edits = ctx?.edits ?? null
  return (
    <div className="essay-visual-item" data-visual-block={itemId}>
      <VisualItemFigure item={item} n={n} />
      {edits && (
        <div className="essay-visual-item__tools">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            data-action="delete-visual"
            aria-haspopup="dialog"
            aria-label={`Удалить ${VISUAL_KIND_WORDS[item.type].accusative}: ${itemLabel(item, n)}`}
            onClick={() => openPopup('essay-visual-item-delete-confirm', { kind: item.type, label: itemLabel(item, n), onConfirm: () => edits.remove(sectionKey, itemId) })}
          >
            Удалить
          </button>
        </div>
      )}
    </div>
  )
}
