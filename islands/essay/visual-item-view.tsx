// A visual item inside the completed text (table, SVG chart, KaTeX formula), numbered by the order of its marker in
// the work. The completed step renders it for every paragraph that parses as a visual marker, inside a
// VisualItemsProvider (visual-items-context.tsx) that reads the order's items once for all of them and, when the text
// can be edited, deletes an item in place (after the «Удалить из работы?» popup) or changes it: «Изменить» opens the
// Visualize form on the passage it was made from, with its kind and wish, and «Заменить» puts the new item in its place.
import { useState } from 'react'
import { ESSAY_MESSAGES } from '../../domain/essay/requirements'
import { VISUAL_KIND_WORDS, type TVisualItem } from '../../domain/essay/visual-items'
import { openPopup } from '../popups/popup-store'
import { showEssayError } from './essay-api'
import { useVisualItems } from './visual-items-context'
import { VisualItemFigure } from './visual-item-figure'
import { VisualizeForm } from './ai-editor/visualize-form'

export type TVisualItemViewProps = { orderId: string; sectionKey: string; itemId: string }

/** What the page calls the item: its caption with its number («Таблица 2 — Выручка», «Формула (3)»). */
function itemLabel(item: TVisualItem, n: number | null): string {
  const num = n === null ? '' : ` ${n}`
  if (item.type === 'table') return `Таблица${num} — ${item.content.caption}`
  if (item.type === 'graph') return `Рисунок${num} — ${item.content.caption}`
  return `Формула${n === null ? '' : ` (${n})`}${item.content.caption ? ` — ${item.content.caption}` : ''}`
}

const QUOTE_MAX = 160
const quote = (s: string) => (s.length > QUOTE_MAX ? `${s.slice(0, QUOTE_MAX - 1)}…` : s)

export function VisualItemView({ orderId, sectionKey, itemId }: TVisualItemViewProps) {
  const ctx = useVisualItems()
  const item = ctx?.items.get(itemId)
  const [editing, setEditing] = useState(false)
  const [saving, setSaving] = useState(false)
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
  const source = item.source

  async function replace(next: TVisualItem) {
    if (!edits) return
    setSaving(true)
    try {
      await edits.replace(sectionKey, itemId, next)
      // Done: the old marker is gone, and this view with it.
    } catch (e) {
      showEssayError(e, ESSAY_MESSAGES.default)
      setSaving(false)
    }
  }

  const label = itemLabel(item, n)
  const changing = editing && edits && source
  return (
    <div className="essay-visual-item" data-visual-block={itemId} data-editing={changing || undefined}>
      <VisualItemFigure item={item} n={n} />
      {changing && (
        <div className="essay-visual-item__edit">
          <p className="essay-visual-item__source">Из текста: «{quote(source.text)}»</p>
          <VisualizeForm orderId={orderId} selectedText={source.text} replacing={{ kind: item.type, wish: source.userInstructions }} inserting={saving} onInsert={(next) => void replace(next)} onCancel={() => setEditing(false)} />
        </div>
      )}
      {edits && !changing && (
        <div className="essay-visual-item__tools">
          {source && (
            <button type="button" className="btn btn--ghost btn--sm" data-action="edit-visual" aria-label={`Изменить ${VISUAL_KIND_WORDS[item.type].accusative}: ${label}`} onClick={() => setEditing(true)}>
              Изменить
            </button>
          )}
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            data-action="delete-visual"
            aria-haspopup="dialog"
            aria-label={`Удалить ${VISUAL_KIND_WORDS[item.type].accusative}: ${label}`}
            onClick={() => openPopup('essay-visual-item-delete-confirm', { kind: item.type, label, onConfirm: () =>
                  edits.remove(sectionKey, itemId).then(
                    () => true,
                    (e: unknown) => {
                      showEssayError(e, ESSAY_MESSAGES.default)
                      return false
                    },
                  ),
              })
            }
          >
            Удалить
          </button>
        </div>
      )}
    </div>
  )
}
