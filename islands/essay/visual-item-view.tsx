// A visual item inside the completed text (table, SVG chart, KaTeX formula), numbered by the order of its marker in
// the work. The completed step renders it for every paragraph that parses as a visual marker, inside a
// VisualItemsProvider (visual-items-context.tsx) that reads the order's items once for all of them.
import { useVisualItems } from './visual-items-context'
import { VisualItemFigure } from './visual-item-figure'

export type TVisualItemViewProps = { orderId: string; itemId: string }

export function VisualItemView({ itemId }: TVisualItemViewProps) {
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
  return <VisualItemFigure item={item} n={ctx?.numbers.get(itemId) ?? null} />
}
