// Visual items of a text work (orders.md §3 "Visual item", §7 CreateAiEssayOrderVisualItem): a table, a graph or a
// formula the AI editor makes from a passage. The item lives in its own row; the section text carries it as one
// paragraph that is exactly its marker, so a save, a version and the DOCX all keep it where the student put it.
// CONTRACT shared by the AI editor (islands/essay/ai-editor), visual items (edge/essays/visual-items), the DOCX and the
// edit history: do not change the marker shape.
import { z } from 'zod'

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

/**
 * The section text without the marker paragraphs of item `id`, all else byte for byte: a removed paragraph takes the
 * line breaks before it along (those after it when it opens the text). Null when the text holds no such marker.
 */
export function removeVisualMarker(text: string, id: string): string | null {
  // Even indexes are paragraphs, odd ones the line breaks between them; `out` always ends with a line break or is empty.
  const parts = text.split(/(\n+)/)
  const out: string[] = []
  let removed = false
  for (let i = 0; i < parts.length; i += 2) {
    const sep = parts[i + 1]
    if (parseVisualMarker(parts[i]!) === id) {
      removed = true
      if (out.length === 0) continue
      out.pop()
      if (sep !== undefined) out.push(sep)
      continue
    }
    out.push(parts[i]!)
    if (sep !== undefined) out.push(sep)
  }
  return removed ? out.join('') : null
}

/** The section text with item `oldId`'s marker paragraphs standing for `newId` instead; null when there is none. */
export function swapVisualMarker(text: string, oldId: string, newId: string): string | null {
  let swapped = false
  const next = text
    .split(/(\n+)/)
    .map((part, i) => {
      if (i % 2 === 1 || parseVisualMarker(part) !== oldId) return part
      swapped = true
      return part.replace(visualMarker(oldId), visualMarker(newId))
    })
    .join('')
  return swapped ? next : null
}

/** The ids of the items a set of section texts marks: only these are in the work (and its files). */
export function markedVisualIds(texts: Iterable<string>): Set<string> {
  const ids = new Set<string>()
  for (const t of texts) for (const p of textParagraphs(t)) {
    const id = parseVisualMarker(p)
    if (id !== null) ids.add(id)
  }
  return ids
}

// ——— Limits and messages of CreateAiEssayOrderVisualItem (orders.md §5 AI editor: both inputs are limited). ———

export const VISUAL_ITEM_LIMITS = {
  /** The selected passage the item is made from. */
  text: { max: 3000 },
  /** The student's optional wish («сравни по годам», «E = mc^2»). */
  instructions: { max: 500 },
  tableColumns: 8,
  tableRows: 30,
  graphPoints: 24,
  graphSeries: 5,
  cell: 200,
  caption: 200,
  latex: 500,
} as const

export const VISUAL_ITEM_MESSAGES = {
  textRequired: 'Выдели текст, из которого сделать элемент',
  textTooLong: `Выделенный текст не может быть больше ${VISUAL_ITEM_LIMITS.text.max} символов`,
  instructionsTooLong: `Пожелание не может быть больше ${VISUAL_ITEM_LIMITS.instructions.max} символов`,
  kindRequired: 'Выбери, что сделать: график, таблицу или формулу',
  /** A graph draws only numbers the student gave: none in the selection or the wish means nothing to draw. */
  graphNeedsNumbers: 'В выделенном тексте нет чисел для графика: выдели абзац с числами или впиши их в пожелание, например «2021 — 35 %, 2022 — 42 %»',
  default: 'Что-то пошло не так. Попробуй еще раз',
} as const

/** The kind picker's labels, in the order the form shows them (orders.md §3 Editor enums: graph, table, formula). */
export const VISUAL_KIND_LABELS: Record<TVisualKind, string> = { graph: 'График', table: 'Таблица', formula: 'Формула' }

/** The item in the place's buttons and messages: «Удалить таблицу», «Таблица удалена». */
export const VISUAL_KIND_WORDS: Record<TVisualKind, { accusative: string; deleted: string }> = {
  graph: { accusative: 'график', deleted: 'График удалён' },
  table: { accusative: 'таблицу', deleted: 'Таблица удалена' },
  formula: { accusative: 'формулу', deleted: 'Формула удалена' },
}

export const ZVisualItemRequest = z.object({
  text: z
    .string({ error: VISUAL_ITEM_MESSAGES.textRequired })
    .trim()
    .min(1, VISUAL_ITEM_MESSAGES.textRequired)
    .max(VISUAL_ITEM_LIMITS.text.max, VISUAL_ITEM_MESSAGES.textTooLong),
  type: z.enum(VISUAL_KINDS, { error: VISUAL_ITEM_MESSAGES.kindRequired }),
  userInstructions: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(VISUAL_ITEM_LIMITS.instructions.max, VISUAL_ITEM_MESSAGES.instructionsTooLong).nullish(),
  ),
})

// ——— Content: what the model returns for each kind, validated before it is stored (the same shapes render it). ———

const ZLabel = z.string().trim().min(1).max(VISUAL_ITEM_LIMITS.cell)
const ZCaption = z.string().trim().min(1).max(VISUAL_ITEM_LIMITS.caption)

export const ZVisualTable = z
  .object({
    caption: ZCaption,
    columns: z.array(ZLabel).min(1).max(VISUAL_ITEM_LIMITS.tableColumns),
    rows: z.array(z.array(z.string().trim().max(VISUAL_ITEM_LIMITS.cell))).min(1).max(VISUAL_ITEM_LIMITS.tableRows),
  })
  .superRefine((t, ctx) => {
    t.rows.forEach((row, i) => {
      if (row.length !== t.columns.length) ctx.addIssue({ code: 'custom', path: ['rows', i], message: `в строке ${row.length} ячеек, а столбцов ${t.columns.length}` })
    })
  })

const GRAPH_KINDS = ['bar', 'line', 'pie'] as const

export const ZVisualGraph = z
  .object({
    caption: ZCaption,
    kind: z.enum(GRAPH_KINDS),
    labels: z.array(ZLabel).min(1).max(VISUAL_ITEM_LIMITS.graphPoints),
    series: z
      .array(z.object({ name: ZLabel, values: z.array(z.number().finite()) }))
      .min(1)
      .max(VISUAL_ITEM_LIMITS.graphSeries),
    xLabel: ZLabel.nullish(),
    yLabel: ZLabel.nullish(),
  })
  .superRefine((g, ctx) => {
    g.series.forEach((s, i) => {
      if (s.values.length !== g.labels.length) ctx.addIssue({ code: 'custom', path: ['series', i, 'values'], message: `значений ${s.values.length}, а подписей ${g.labels.length}` })
    })
    if (g.kind === 'pie') {
      if (g.series.length !== 1) ctx.addIssue({ code: 'custom', path: ['series'], message: 'у круговой диаграммы один ряд' })
      if (g.series.some((s) => s.values.some((v) => v < 0))) ctx.addIssue({ code: 'custom', path: ['series'], message: 'в круговой диаграмме нет отрицательных значений' })
    }
  })

export const ZVisualFormula = z.object({
  caption: ZCaption.nullish(),
  latex: z.string().trim().min(1).max(VISUAL_ITEM_LIMITS.latex),
})

export type TVisualTable = z.infer<typeof ZVisualTable>
export type TVisualGraph = z.infer<typeof ZVisualGraph>
export type TVisualFormula = z.infer<typeof ZVisualFormula>

/**
 * `isDemo`: the built-in demo writer made it. The page marks it and a DOCX holding it carries the demo notice; its
 * caption, which goes into the file, never says so itself (issue 34).
 */
type TVisualItemBase = { id: string; isDemo?: boolean; source?: TVisualItemSource }

/** What an item was made from: the selected passage and the student's wish («Изменить» starts from them). */
export type TVisualItemSource = { text: string; userInstructions: string | null }

export type TVisualItem =
  | (TVisualItemBase & { type: 'table'; content: TVisualTable })
  | (TVisualItemBase & { type: 'graph'; content: TVisualGraph })
  | (TVisualItemBase & { type: 'formula'; content: TVisualFormula })

/** A stored or received item checked against its kind's schema; null when it does not fit (never shown half-broken). */
export function parseVisualItem(raw: { id: string; type: string; content: unknown; isDemo?: boolean | null; sourceText?: string | null; userInstructions?: string | null }): TVisualItem | null {
  const content = typeof raw.content === 'string' ? safeJson(raw.content) : raw.content
  const base: TVisualItemBase = raw.isDemo === true ? { id: raw.id, isDemo: true } : { id: raw.id }
  if (raw.sourceText) base.source = { text: raw.sourceText, userInstructions: raw.userInstructions ?? null }
  switch (raw.type) {
    case 'table': {
      const p = ZVisualTable.safeParse(content)
      return p.success ? { ...base, type: 'table', content: p.data } : null
    }
    case 'graph': {
      const p = ZVisualGraph.safeParse(content)
      return p.success ? { ...base, type: 'graph', content: p.data } : null
    }
    case 'formula': {
      const p = ZVisualFormula.safeParse(content)
      return p.success ? { ...base, type: 'formula', content: p.data } : null
    }
    default:
      return null
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

// ——— Numbering (GOST 7.32): tables, figures and formulas each count through the whole work in text order. ———

const COUNTER: Record<TVisualKind, 'table' | 'figure' | 'formula'> = { table: 'table', graph: 'figure', formula: 'formula' }

/** Number of each item by the order of its marker among the work's paragraphs; an item marked twice keeps its first. */
export function numberVisualItems(paragraphs: Iterable<string>, kindOf: (id: string) => TVisualKind | undefined): Map<string, number> {
  const counts = { table: 0, figure: 0, formula: 0 }
  const numbers = new Map<string, number>()
  for (const p of paragraphs) {
    const id = parseVisualMarker(p)
    if (id === null || numbers.has(id)) continue
    const kind = kindOf(id)
    if (!kind) continue
    numbers.set(id, ++counts[COUNTER[kind]])
  }
  return numbers
}

/** «Таблица 1 — Динамика выручки», «Рисунок 2 — …» (GOST 7.32 §6.5, §6.6); a formula's number is «(3)». */
export function visualCaption(item: TVisualItem, n: number): string {
  if (item.type === 'table') return `Таблица ${n} — ${item.content.caption}`
  if (item.type === 'graph') return `Рисунок ${n} — ${item.content.caption}`
  return `(${n})`
}

/** Paragraphs of a section text, the way the completed step and the DOCX split it. */
export const textParagraphs = (text: string): string[] => text.split(/\n+/).map((p) => p.trim()).filter(Boolean)
