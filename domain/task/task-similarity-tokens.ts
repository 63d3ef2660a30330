// A task's text taken apart for taskSimilarity (task-similarity.ts): its formulas as token shapes (numbers become #,
// single-letter variables are renamed in order of appearance) and its numbers, and its Russian words as stems. Typed,
// OCR'd and library spellings are made one first: spacing, ё, Cyrillic х/у/а… in a formula, ² and ^2, · × * and
// implicit multiplication, − – and -, the decimal comma.

export type TTaskParts = {
  /** Each formula of the text as its shape tokens (numbers as #). */
  shapes: string[][]
  /** Every number of the text, formulas' and words' alike, in one spelling (2,50 → 2.5). */
  numbers: string[]
  /** The distinct stems of the text's words. */
  stems: string[]
}

const SUPERSCRIPT: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' }
const SUBSCRIPT: Record<string, string> = { '₀': '0', '₁': '1', '₂': '2', '₃': '3', '₄': '4', '₅': '5', '₆': '6', '₇': '7', '₈': '8', '₉': '9' }
/** Cyrillic letters that look like Latin ones, both ways. */
const CYR_TO_LAT: Record<string, string> = { а: 'a', е: 'e', к: 'k', м: 'm', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x' }
const LAT_TO_CYR: Record<string, string> = { a: 'а', b: 'в', h: 'н', e: 'е', k: 'к', m: 'м', o: 'о', p: 'р', c: 'с', t: 'т', y: 'у', x: 'х' }
const FUNCTIONS = new Set(['sin', 'cos', 'tg', 'tan', 'ctg', 'cot', 'arcsin', 'arccos', 'arctg', 'arcctg', 'ln', 'lg', 'log', 'lim', 'exp', 'sqrt', 'max', 'min', 'det', 'const'])

/** Spellings of the same symbol made one; superscripts and subscripts become ^n and _n. */
function unify(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[ёЁ]/g, (c) => (c === 'ё' ? 'е' : 'Е'))
    .replace(/[−–—‐‑]/g, '-')
    .replace(/[×·∙⋅•]/g, '*')
    .replace(/÷/g, '/')
    .replace(/<=|⩽/g, '≤')
    .replace(/>=|⩾/g, '≥')
    .replace(/\\cdot|\\times/g, '*')
    .replace(/->|⟶/g, '→')
    .replace(/[′’‘`]/g, "'")
    .replace(/″/g, "''")
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (s) => `^${[...s].map((c) => SUPERSCRIPT[c]).join('')}`)
    // An index is read as the digits typed or recognised after the name: a₁ is a1, H₂O is H2O.
    .replace(/[₀₁₂₃₄₅₆₇₈₉]+/g, (s) => [...s].map((c) => SUBSCRIPT[c]).join(''))
    .replace(/(\d),(?=\d)/g, '$1.')
}

type TToken = { kind: 'num' | 'word' | 'op' | 'soft' | 'break'; text: string; spaceBefore: boolean }

const TOKEN = /(\d+(?:\.\d+)?)|([A-Za-zА-Яа-яα-ωΑ-Ω]+)|([=+\-*/^()<>≤≥≠≈√π∞∫→|'[\]{}%])|([,;:])|(\n|\S)/g

function tokenize(text: string): TToken[] {
  const out: TToken[] = []
  let last = 0
  for (const m of text.matchAll(TOKEN)) {
    const spaceBefore = m.index > last
    last = m.index + m[0].length
    const kind = m[1] ? 'num' : m[2] ? 'word' : m[3] ? 'op' : m[4] ? 'soft' : 'break'
    out.push({ kind, text: m[0], spaceBefore })
  }
  return out
}

const CYRILLIC = /[а-яА-Я]/
const LATIN = /[A-Za-zα-ωΑ-Ω]/

/**
 * A word in mixed scripts (OCR reads «Haйдитe», a student types «dх») is spelled in one: the script of a letter only it
 * has (д, ы; d, s) decides, else the script most letters are in, a short word counting as a formula's.
 */
function oneScript(word: string): { text: string; latin: boolean } {
  const letters = [...word.toLowerCase()]
  const cyr = letters.filter((c) => CYRILLIC.test(c)).length
  if (cyr === 0) return { text: word, latin: true }
  if (cyr === letters.length) return { text: word, latin: false }
  const onlyCyr = letters.some((c) => CYRILLIC.test(c) && !CYR_TO_LAT[c])
  const onlyLat = letters.some((c) => LATIN.test(c) && !LAT_TO_CYR[c])
  const latin = onlyCyr !== onlyLat ? onlyLat : cyr * 2 === letters.length ? letters.length <= 3 : cyr * 2 < letters.length
  return latin ? { text: letters.map((c) => CYR_TO_LAT[c] ?? c).join(''), latin } : { text: letters.map((c) => LAT_TO_CYR[c] ?? c).join(''), latin }
}

/** A Latin word that is a formula's: a function, a short name, or a chemical formula's part (NaCl, H2O). */
const isFormulaWord = (w: string) => FUNCTIONS.has(w.toLowerCase()) || w.length <= 3 || /^(?:[A-Z][a-z]?)+$/.test(w)

type TClassified = { kind: 'num' | 'var' | 'fn' | 'op' | 'soft' | 'word' | 'break'; text: string }

/** Words become formula names or words; a lone Cyrillic х, у, а… beside an operator or a digit is a Latin variable. */
function classify(tokens: TToken[]): TClassified[] {
  return tokens.flatMap((t, i): TClassified[] => {
    if (t.kind !== 'word') return [{ kind: t.kind, text: t.kind === 'num' ? canonicalNumber(t.text) : t.text }]
    const { text, latin } = oneScript(t.text)
    const lower = text.toLowerCase()
    if (latin) {
      // «sinx», «lnx»: a function glued to its argument.
      const fn = [...FUNCTIONS].find((f) => lower.startsWith(f) && lower.length - f.length <= 2 && lower.length > f.length)
      if (fn) return [{ kind: 'fn', text: fn }, { kind: 'var', text: lower.slice(fn.length) }]
      if (!isFormulaWord(text)) return [{ kind: 'word', text: lower }]
      return [{ kind: FUNCTIONS.has(lower) ? 'fn' : 'var', text: lower }]
    }
    const prev = tokens[i - 1]
    const next = tokens[i + 1]
    const glued =
      (prev?.kind === 'num' && !t.spaceBefore) ||
      (prev?.kind === 'op' && prev.text !== '-') ||
      next?.kind === 'op' ||
      (next?.kind === 'num' && !next.spaceBefore)
    if (lower.length === 1 && CYR_TO_LAT[lower] && glued) return [{ kind: 'var', text: CYR_TO_LAT[lower]! }]
    return [{ kind: 'word', text: lower }]
  })
}

const canonicalNumber = (n: string) => (n.includes('.') ? n.replace(/0+$/, '').replace(/\.$/, '') : n).replace(/^0+(?=\d)/, '')

const MATH_KINDS = new Set(['num', 'var', 'fn', 'op'])
/** An operator that makes a run of numbers and names a formula rather than a number in a sentence (an interval too). */
const RELATION = /^[=+*/^<>≤≥≠≈√∫'|([]$|^-$/
/** After these (or at a formula's start) a name or bracket has an implicit coefficient: x² − x is #x^# - #x. */
const COEFFICIENT_BEFORE = new Set(['start', '+', '-', '=', '<', '>', '≤', '≥', '≠', '≈', '(', '[', ',', ';', '|'])

/** After these (or at a formula's start) a minus is a number's sign. */
const UNARY_AFTER = new Set(['start', '=', '<', '>', '≤', '≥', '(', '[', ',', ';'])

/**
 * Splits the classified tokens into formulas: runs of formula tokens, cut at a comma or semicolon outside brackets
 * («2x + 3y = 7, x − y = 1» is two, as on two lines; «[0; 2]» and «f(x, y)» stay one).
 */
function formulaRuns(tokens: TClassified[]): TClassified[][] {
  const runs: TClassified[][] = []
  let run: TClassified[] = []
  let depth = 0
  const close = () => {
    while (run.length && run[run.length - 1]!.kind === 'soft') run.pop()
    if (run.length) runs.push(run)
    run = []
    depth = 0
  }
  for (const t of tokens) {
    if (MATH_KINDS.has(t.kind)) {
      if ('([{'.includes(t.text)) depth++
      if (')]}'.includes(t.text)) depth = Math.max(0, depth - 1)
      run.push(t)
    } else if (t.kind === 'soft' && run.length && (depth > 0 || t.text === ':')) run.push(t)
    else close()
  }
  close()
  return runs
}

/**
 * A formula's shape: numbers as #, a sign as ± (a coefficient's sign is one of its numbers), multiplication signs and
 * braces dropped, sin(x) as sin x, single-letter variables renamed by first appearance (t² − t is x² − x).
 */
function shapeOf(run: TClassified[], names: Map<string, string>): string[] {
  const out: string[] = []
  let prev = 'start'
  for (const [i, t] of run.entries()) {
    if (t.text === '*' || t.text === '{' || t.text === '}') continue
    // A negative number is a number (y(0) = −3 is y(0) = 3 with another number); a subtraction stays ±.
    if (t.text === '-' && run[i + 1]?.kind === 'num' && UNARY_AFTER.has(prev)) continue
    const fnArgument = t.text === '(' && run[i - 1]?.kind === 'fn' && run[i + 2]?.text === ')'
    if ((fnArgument && t.text === '(') || (t.text === ')' && run[i - 2]?.text === '(' && run[i - 3]?.kind === 'fn')) continue
    if ((t.kind === 'var' || t.kind === 'fn' || t.text === '(') && COEFFICIENT_BEFORE.has(prev)) out.push('#')
    if (t.kind === 'num') out.push('#')
    else if (t.kind === 'var' && t.text.length === 1) {
      if (!names.has(t.text)) names.set(t.text, `v${names.size}`)
      out.push(names.get(t.text)!)
    } else out.push(t.text === '+' || t.text === '-' ? '±' : t.text === ':' ? '/' : t.text)
    prev = t.kind === 'num' ? '#' : t.text
  }
  return out
}

const isFormula = (run: TClassified[]) =>
  run.some((t) => t.kind === 'op' && RELATION.test(t.text)) && (run.some((t) => t.kind === 'var' || t.kind === 'fn') || run.filter((t) => t.kind === 'num').length >= 2)

/** The text's formulas, numbers and word stems. */
export function taskParts(text: string): TTaskParts {
  const tokens = classify(tokenize(unify(text)))
  const names = new Map<string, string>()
  const shapes = formulaRuns(tokens)
    .filter(isFormula)
    .map((run) => shapeOf(run, names))
  // A negative number keeps its sign (y(0) = −3); a subtraction's minus is the formula's (x² − 5x has a 5).
  const numbers = tokens.flatMap((t, i) => (t.kind !== 'num' ? [] : [tokens[i - 1]?.text === '-' && tokens[i - 2]?.kind !== 'num' && tokens[i - 2]?.kind !== 'var' ? `-${t.text}` : t.text]))
  const stems = [...new Set(tokens.filter((t) => t.kind === 'word' && t.text.length >= 2).map((t) => stemRu(t.text)))]
  return { shapes, numbers, stems }
}

const REFLEXIVE = /(ся|сь)$/
// Inflexional endings, longest first; a stem keeps three letters at least.
const ENDINGS = [
  'иями', 'ями', 'ами', 'ейшая', 'ейший', 'ющий', 'ющая', 'ющие', 'ющих', 'вший', 'ого', 'его', 'ому', 'ему', 'ыми', 'ими', 'ией', 'иям', 'иях',
  'ешь', 'ете', 'ите', 'ить', 'ать', 'ять', 'еть', 'уть', 'ыть', 'ешь', 'ишь', 'ует', 'уют', 'ала', 'ило', 'ала', 'ила', 'ели', 'или', 'али',
  'ой', 'ей', 'ий', 'ый', 'ая', 'яя', 'ое', 'ее', 'ые', 'ие', 'ия', 'ию', 'ии', 'ью', 'ом', 'ем', 'ам', 'ям', 'ах', 'ях', 'ов', 'ев', 'ых', 'их', 'ую', 'юю',
  'ть', 'ти', 'ет', 'ит', 'ут', 'ют', 'ат', 'ят', 'ем', 'им', 'ла', 'ло', 'ли', 'ал', 'ил', 'ел',
  'а', 'я', 'о', 'е', 'ы', 'и', 'у', 'ю', 'ь', 'й',
]

/** A small Russian stemmer: the reflexive ending, then the longest inflexional one. */
export function stemRu(word: string): string {
  let w = word.toLowerCase().replace(/ё/g, 'е')
  if (!/[а-я]/.test(w) || w.length <= 3) return w
  if (w.length > 5) w = w.replace(REFLEXIVE, '')
  for (const e of ENDINGS) if (w.endsWith(e) && w.length - e.length >= 3) return w.slice(0, -e.length)
  return w
}
