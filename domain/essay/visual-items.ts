// Visual items of a text work (orders.md §3 "Visual item", §7 CreateAiEssayOrderVisualItem): a table, a graph or a
// formula the AI editor makes from a passage. The item lives in its own row; the section text carries it as one
// paragraph that is exactly its marker, so a save, a version and the DOCX all keep it where the student put it.
// CONTRACT shared by the AI editor (islands/essay/ai-editor), visual items (edge/essays/visual-items), the DOCX and the
// edit history: do not change the marker shape.
export const VISUAL_KINDS = ['graph', 'table', 'formula'] as const
export type TVisualKind = (typeof VISUAL_KINDS)[number]

const MARKER_RE = /^\[\[visual:([0-9]{1,18})\]\]$/

/** The paragraph that stands for visual item `id` in a section text. */
export function visualMarker(id: string): string {
  return `[[visual:${id}]]`
}

/** The visual item id a paragraph stands for, or null for an ordinary paragraph. */
export function parseVisualMarker(paragraph: string): string | null {
  return MARKER_RE.exec(paragraph.trim())?.[1] ?? null
}
