// Demo writers of the visual items (table, graph, formula). They invent nothing: a table or a graph holds only the
// numbers the wish or else the selected passage contains, with the year or the category each belongs to
// (domain/essay/visual-numbers.ts); a formula is one the student or the passage wrote, read by
// domain/essay/formula-input.ts. Where there is nothing to tabulate, the table is an empty template to fill in. No caption says «демо»: the caption goes into the file, and the item is stored as the demo
// writer's (is_demo), which the page marks and which gives the DOCX the demo notice.
import type { TEssayVisualItemInput } from '../prompts/essay-visual-item.v1'
import type { TVisualFormula, TVisualGraph, TVisualTable } from '../../../domain/essay/visual-items'
import { VISUAL_ITEM_LIMITS, VISUAL_ITEM_MESSAGES } from '../../../domain/essay/visual-items'
import { findFormula, formulaFromWish, readFormula } from '../../../domain/essay/formula-input'
import { pickSeries, readNumbers, rowLabel, type TTextNumber } from '../../../domain/essay/visual-numbers'

const sentences = (text: string) => text.split(/(?<=[.!?…])\s+|\n+/).map((s) => s.trim()).filter(Boolean)
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s)

/** The numbers to show: the wish's when it gives any (the student typed the data), else the passage's. */
export function numbersOf(i: Pick<TEssayVisualItemInput, 'text' | 'userInstructions'>): TTextNumber[] {
  const wish = readNumbers(i.userInstructions ?? '')
  return (wish.length > 0 ? wish : readNumbers(i.text)).slice(0, Math.min(VISUAL_ITEM_LIMITS.tableRows, VISUAL_ITEM_LIMITS.graphPoints))
}

/** Words of 7+ letters that recur in the passage, most frequent first: its key terms. */
function keyTerms(text: string, max: number): string[] {
  const counts = new Map<string, number>()
  for (const w of text.toLowerCase().match(/\p{L}{7,}/gu) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1)
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([w]) => w)
}

export function demoVisualTable(i: TEssayVisualItemInput): TVisualTable {
  const numbers = numbersOf(i)
  if (numbers.length > 0) {
    return { caption: 'Показатели из выделенного текста', columns: ['Показатель', 'Значение'], rows: numbers.map((n) => [cut(rowLabel(n), VISUAL_ITEM_LIMITS.cell), n.shown]) }
  }
  const all = sentences(i.text)
  const terms = keyTerms(i.text, 6).filter((t) => all.some((s) => s.toLowerCase().includes(t)))
  if (terms.length >= 2) {
    return {
      caption: 'Ключевые понятия фрагмента',
      columns: ['Понятие', 'Где говорится в тексте'],
      rows: terms.map((t) => [t, cut(all.find((s) => s.toLowerCase().includes(t))!, VISUAL_ITEM_LIMITS.cell)]),
    }
  }
  return { caption: 'Заполни значения', columns: ['Показатель', 'Значение'], rows: [['', ''], ['', ''], ['', '']] }
}

/** The chart kind the wish names («круговая», «линейный», «столбчатая»), else a line over years and bars otherwise. */
function graphKind(wish: string, byYear: boolean, values: number[]): TVisualGraph['kind'] {
  if (/кругов|pie/iu.test(wish) && values.every((v) => v >= 0)) return 'pie'
  if (/линейн|динамик|тренд/iu.test(wish)) return 'line'
  if (/столбч|гистограм/iu.test(wish)) return 'bar'
  return byYear ? 'line' : 'bar'
}

/**
 * A graph of one unit (the largest same-unit group: never a survey's head count beside its percentages), labelled
 * with the years or the categories the text names. It draws only numbers the wish or the passage holds; with none,
 * there is nothing honest to draw, and the editor says so (the route asks before a model is called).
 */
export function demoVisualGraph(i: TEssayVisualItemInput): TVisualGraph {
  const series = pickSeries(numbersOf(i))
  if (series.length === 0) throw new Error(VISUAL_ITEM_MESSAGES.graphNeedsNumbers)
  const byYear = series.every((n) => n.year !== null && n.label === n.year)
  const subjects = new Set(series.map((n) => n.subject))
  const subject = subjects.size === 1 ? [...subjects][0]! : null
  const unit = series[0]!.unitLabel
  const name = subject ?? (byYear ? 'Значение по годам' : 'Значение')
  const values = series.map((n) => n.value)
  return {
    caption: cut(`${name}${unit ? `, ${unit}` : ''}`, VISUAL_ITEM_LIMITS.caption),
    kind: graphKind(i.userInstructions ?? '', byYear, values),
    labels: series.map((n) => cut(n.label, VISUAL_ITEM_LIMITS.cell)),
    series: [{ name: cut(name, VISUAL_ITEM_LIMITS.cell), values }],
    ...(unit && { yLabel: unit }),
  }
}

export function demoVisualFormula(i: TEssayVisualItemInput): TVisualFormula {
  const wished = formulaFromWish(i.userInstructions)
  if (wished?.ok) return { caption: wished.caption ?? 'Формула из пожелания', latex: wished.latex }
  const inText = findFormula(i.text)
  const read = inText ? readFormula(inText) : null
  if (read?.ok) return { caption: 'Формула из текста', latex: read.latex }
  const why = wished && !wished.ok ? `Формулу из пожелания не получилось прочитать: ${wished.problem}. ` : ''
  return { caption: `${why}Впиши свою формулу, например в пожелании «E = mc^2»`, latex: 'y = f(x)' }
}
