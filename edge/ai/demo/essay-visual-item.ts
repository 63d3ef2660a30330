// Demo writers of the visual items (table, graph, formula). They invent nothing: a table or a graph holds only the
// numbers the selected passage contains, with the words that name them; a formula is one the student or the passage
// wrote. Where the passage gives nothing to draw, the item is an empty template that says it is a demo and asks the
// student to fill it in. No caption says «демо»: the caption goes into the file, and the item is stored as the demo
// writer's (is_demo), which the page marks and which gives the DOCX the demo notice.
import type { TEssayVisualItemInput } from '../prompts/essay-visual-item.v1'
import type { TVisualFormula, TVisualGraph, TVisualTable } from '../../../domain/essay/visual-items'
import { VISUAL_ITEM_LIMITS } from '../../../domain/essay/visual-items'

type TFound = { label: string; value: number; shown: string }

const sentences = (text: string) => text.split(/(?<=[.!?…])\s+|\n+/).map((s) => s.trim()).filter(Boolean)
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s)

const NUMBER_RE = /(?<![\p{L}\d.,])(\d+(?:[.,]\d+)?)(\s*(?:%|процент\p{L}*|млн\.?|млрд\.?|тыс\.?|руб\.?|рубл\p{L}*|₽))?(?![\p{L}\d])/gu
const YEAR_AFTER = /^\s*(?:г\.|год\p{L}*|гг\.)/u
const isYear = (raw: string, after: string) => /^(19|20)\d\d$/.test(raw) && YEAR_AFTER.test(after)

/** The up to four words right before `index` in `sentence`: what the number is (a naive but honest label). */
function labelBefore(sentence: string, index: number): string {
  const words = sentence
    .slice(0, index)
    .replace(/[—–-]\s*$/, '')
    .split(/\s+/)
    .map((w) => w.replace(/^[«"(]+|[»"),:;—–]+$/g, ''))
    .filter((w) => /\p{L}/u.test(w))
  return words.slice(-4).join(' ')
}

/**
 * Every number of the passage with its label. A year («в 2021 году») labels the next number of its sentence instead
 * of being a value itself, so «в 2020 году — 15 млн, в 2021 году — 18 млн» gives 2020 → 15, 2021 → 18.
 */
export function numbersOf(text: string): TFound[] {
  const found: TFound[] = []
  for (const s of sentences(text)) {
    let year: string | null = null
    for (const m of s.matchAll(NUMBER_RE)) {
      const raw = m[1]!
      const after = s.slice((m.index ?? 0) + raw.length)
      if (isYear(raw, after)) {
        year = raw
        continue
      }
      const label = year ?? labelBefore(s, m.index ?? 0)
      year = null
      if (!label) continue
      found.push({ label: cut(label, 60), value: Number(raw.replace(',', '.')), shown: `${raw}${m[2] ?? ''}`.trim() })
    }
  }
  return found.slice(0, Math.min(VISUAL_ITEM_LIMITS.tableRows, VISUAL_ITEM_LIMITS.graphPoints))
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
  const numbers = numbersOf(i.text)
  if (numbers.length > 0) {
    return { caption: 'Показатели из выделенного текста', columns: ['Показатель', 'Значение'], rows: numbers.map((n) => [n.label, n.shown]) }
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

export function demoVisualGraph(i: TEssayVisualItemInput): TVisualGraph {
  const numbers = numbersOf(i.text).slice(0, VISUAL_ITEM_LIMITS.graphPoints)
  if (numbers.length > 0) {
    const byYear = numbers.every((n) => /^(19|20)\d\d$/.test(n.label))
    return {
      caption: 'Значения из выделенного текста',
      kind: byYear ? 'line' : 'bar',
      labels: numbers.map((n) => n.label),
      series: [{ name: 'Значение из текста', values: numbers.map((n) => n.value) }],
    }
  }
  // Nothing to draw: a template whose values are plainly placeholders (1, 2, 3), said so in the caption.
  return {
    caption: 'Пример графика: в тексте нет чисел, значения условные — впиши свои',
    kind: 'bar',
    labels: ['Показатель 1', 'Показатель 2', 'Показатель 3'],
    series: [{ name: 'Условные значения', values: [1, 2, 3] }],
  }
}

// «E = mc^2», «S = a*b», «v = s / t», «c^2 = a^2 + b^2»: a left side of letters, an equals sign, a right side of
// letters, digits and operators.
const FORMULA_RE = /([\p{L}][\p{L}\d_]*(?:\s*\^\s*\d+)?(?:\s*[+\-*/·]\s*[\p{L}\d][\p{L}\d_]*(?:\s*\^\s*\d+)?)*)\s*=\s*([\p{L}\d(][\p{L}\d_^()+\-*/·.,\s]*[\p{L}\d)])/u

function formulaIn(text: string): string | null {
  for (const s of sentences(text)) {
    const m = FORMULA_RE.exec(s)
    // A formula's sides are short symbols, not a sentence that happens to hold «=».
    if (!m) continue
    // The right side ends where the sentence goes on in words: «v = s / t, где s — путь».
    const right = m[2]!.split(/,\s|\s[—–-]\s|\s(?:где|при|если|and)\s/u)[0]!.trim()
    if (m[1]!.length <= 20 && !/\p{L}{4,}/u.test(`${m[1]} ${right}`.replace(/sqrt/g, ''))) return `${m[1]!.trim()} = ${right}`
  }
  return null
}

/** A plain formula as LaTeX: powers in braces, sqrt(x) as a root, a/b as a fraction, * as a centred dot. */
export function plainToLatex(formula: string): string {
  return formula
    .replace(/sqrt\(([^()]+)\)/g, '\\sqrt{$1}')
    .replace(/\^\s*\(([^()]+)\)/g, '^{$1}')
    .replace(/\^\s*(-?[\p{L}\d]+)/gu, '^{$1}')
    .replace(/([\p{L}\d]+|\{[^{}]+\})\s*\/\s*([\p{L}\d]+)/gu, '\\frac{$1}{$2}')
    .replace(/\s*[*·]\s*/g, ' \\cdot ')
    .replace(/\s+/g, ' ')
    .trim()
}

export function demoVisualFormula(i: TEssayVisualItemInput): TVisualFormula {
  const found = formulaIn(i.userInstructions ?? '') ?? formulaIn(i.text)
  if (found) return { caption: `Формула из ${formulaIn(i.userInstructions ?? '') ? 'пожелания' : 'текста'}`, latex: plainToLatex(found) }
  return { caption: 'Впиши свою формулу, например в пожелании «E = mc^2»', latex: 'y = f(x)' }
}
