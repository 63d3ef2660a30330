// The visual items the completed text shows, with their GOST numbers: read with the order (AiEssayOrder.visualItems)
// and numbered by the order of their markers in the sections. A marker whose item is not known yet (just inserted by
// the AI editor) triggers one more read.
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { numberVisualItems, parseVisualItem, parseVisualMarker, textParagraphs, type TVisualItem } from '../../domain/essay/visual-items'
import { gql } from '../graphql/client'
import { EssayVisualItemsDocument } from '../graphql/generated/essay-visual-items/graphql'

type TVisualItems = { items: ReadonlyMap<string, TVisualItem>; numbers: ReadonlyMap<string, number>; loading: boolean }

const VisualItemsContext = createContext<TVisualItems | null>(null)

export const useVisualItems = () => useContext(VisualItemsContext)

export function VisualItemsProvider({ orderId, sections, children }: { orderId: string; sections: readonly { text: string }[] | null | undefined; children: ReactNode }) {
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

  const value = useMemo<TVisualItems>(
    () => ({ items, numbers: numberVisualItems(paragraphs, (id) => items.get(id)?.type), loading: pending > 0 || (key !== null && !asked.current.has(key)) }),
    [items, paragraphs, key, pending],
  )
  return <VisualItemsContext.Provider value={value}>{children}</VisualItemsContext.Provider>
}
