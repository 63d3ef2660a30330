// A visual item inside the completed text (table, SVG chart, KaTeX formula): CONTRACT STUB — the visual-items work
// replaces the body. The completed step renders it for every paragraph that parses as a visual marker.
export type TVisualItemViewProps = { orderId: string; itemId: string }

export function VisualItemView({ itemId }: TVisualItemViewProps) {
  return <figure className="essay-visual" data-visual-item={itemId} />
}
