// The visual items the completed text shows, with their GOST numbers: read with the order (AiEssayOrder.visualItems)
// and numbered by the order of their markers in the sections. A marker whose item is not known yet (just inserted by
// the AI editor) triggers one more read. With `onOrder` an item can be deleted or replaced in place: its marker
// paragraph leaves (or changes) in the section text, saved like an insert (origin VISUAL_ITEM, a version of the
// section's history); the item's row stays, so restoring an older version brings it back.
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { numberVisualItems, parseVisualItem, parseVisualMarker, removeVisualMarker, swapVisualMarker, textParagraphs, type TVisualItem } from '../../domain/essay/visual-items'
import { ESSAY_MESSAGES, ZEditorText } from '../../domain/essay/requirements'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { EssayVisualItemsDocument } from '../graphql/generated/essay-visual-items/graphql'
import { SaveEssaySectionDocument } from '../graphql/generated/essays/graphql'
import type { TEssayOrder } from './essay-api'

type TSectionText = { key: string; text: string }

/** The item's marker out of (remove) or swapped in (replace) a section; throws when the save is refused. */
type TVisualItemEdits = {
  remove: (sectionKey: string, itemId: string) => Promise<void>
  replace: (sectionKey: string, oldId: string, item: TVisualItem) => Promise<void>
}

type TVisualItems = { items: ReadonlyMap<string, TVisualItem>; numbers: ReadonlyMap<string, number>; loading: boolean; edits: TVisualItemEdits | null }

const VisualItemsContext = createContext<TVisualItems | null>(null)

export const useVisualItems = () => useContext(VisualItemsContext)

export function VisualItemsProvider({
  orderId,
  sections,
  onOrder,
  children,
}: {
  orderId: string
  sections: readonly TSectionText[] | null | undefined
  /** The saved order after a delete or a replace; without it the items are read-only. */
  onOrder?: (o: TEssayOrder) => void
  children: ReactNode
}) {
  const paragraphs = useMemo(() => (sections ?? []).flatMap((s) => textParagraphs(s.text)), [sections])
  const markerIds = useMemo(() => [...new Set(paragraphs.map(parseVisualMarker).filter((id): id is string => id !== null))], [paragraphs])
  const [items, setItems] = useState<ReadonlyMap<string, TVisualItem>>(new Map())
  const [pending, setPending] = useState(0)
  const asked = useRef(new Set<string>())
  const missing = markerIds.filter((id) => !items.has(id))
  // Each set of unknown ids is asked for once: a marker of a deleted item must not loop.
  const key = missing.length ? `${orderId}:${missing.join(',')}` : null

  useEffect(() => {
    if (key === null || asked.current.has(key)) return
    asked.current.add(key)
    setPending((n) => n + 1)
    // No cancellation: a late answer is still the order's newest list of items.
    gql(EssayVisualItemsDocument, { id: orderId })
      .then((d) => {
        const list = (d.getAiEssayOrderById?.visualItems ?? []).map(parseVisualItem).filter((i): i is TVisualItem => i !== null)
        setItems(new Map(list.map((i) => [i.id, i])))
      })
      .catch(() => {
        // The marker shows «не загрузился»; the next change of the text asks again.
      })
      .finally(() => setPending((n) => n - 1))
  }, [key, orderId])

  // The texts as they are when the student confirms, not when the button was drawn.
  const latest = useRef(sections)
  latest.current = sections
  const edits = useMemo<TVisualItemEdits | null>(() => {
    if (!onOrder) return null
    const save = async (sectionKey: string, edit: (text: string) => string | null) => {
      const current = (latest.current ?? []).find((s) => s.key === sectionKey)?.text
      const text = current === undefined ? null : edit(current)
      // The marker already left the section (another tab, a restore): nothing to save.
      if (text === null) throw new ApiError('CONFLICT', ESSAY_MESSAGES.default)
      const valid = ZEditorText.safeParse(text)
      if (!valid.success) throw new ApiError('BAD_REQUEST', valid.error.issues[0]?.message ?? ESSAY_MESSAGES.default)
      onOrder((await gql(SaveEssaySectionDocument, { id: orderId, sectionKey, text, origin: 'VISUAL_ITEM' })).saveEditedAiEssayOrderFinalText)
    }
    return {
      remove: (sectionKey, itemId) => save(sectionKey, (text) => removeVisualMarker(text, itemId)),
      replace: async (sectionKey, oldId, item) => {
        // Known before its marker lands, so the new item draws at once instead of «Загружаем элемент…».
        setItems((m) => new Map(m).set(item.id, item))
        await save(sectionKey, (text) => swapVisualMarker(text, oldId, item.id))
      },
    }
  }, [onOrder, orderId])

  const value = useMemo<TVisualItems>(
    () => ({ items, numbers: numberVisualItems(paragraphs, (id) => items.get(id)?.type), loading: pending > 0 || (key !== null && !asked.current.has(key)), edits }),
    [items, paragraphs, key, pending, edits],
  )
  return <VisualItemsContext.Provider value={value}>{children}</VisualItemsContext.Provider>
}
