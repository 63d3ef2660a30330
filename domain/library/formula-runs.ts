// A text split into prose and formulas written inline in Unicode («Решите уравнение 2x² − 7x + 3 = 0»), so a page can
// keep each formula on one line: a title that wraps between «2x²» and «− 7x + 3 = 0» reads as two wrong halves. A
// formula is a run of two or more space-separated tokens made of digits, Latin or Greek letters and math signs, holding
// a digit or a letter and a sign or a bracket; a long one is cut before its relations (=, ≈, <, …) so it can still wrap there. Pure.

export type TTextRun = { text: string; formula: boolean }

/** A token that can stand in a formula: no Cyrillic letter, only digits, Latin/Greek letters, scripts and math signs. */
const MATH_TOKEN = /^[\p{N}\p{Script=Latin}\p{Script=Greek}²³¹⁰⁴-⁹ⁿˣ⁺⁻₀-₉√∞π∫∑″()[\]{}|;.,:^_*/+=<>≤≥≠≈±·×−–\-'′!]+$/u
const SIGN = /[=+−\-·×/<>≤≥≠≈±^√²³¹⁰⁴-⁹∞]/u
const VALUE = /[\p{N}\p{Script=Latin}\p{Script=Greek}]/u
/** Plain words in Latin letters (an English sentence) are not formulas; function names and short variables are. */
const FUNCTION_NAMES = new Set(['sin', 'cos', 'tg', 'ctg', 'tan', 'cot', 'log', 'ln', 'lg', 'lim', 'max', 'min', 'sqrt', 'arcsin', 'arccos', 'arctg', 'exp', 'det'])
/** A formula longer than this is cut before its relations. */
const LONG = 28
const RELATION = /^[=≈<>≤≥≠]$/

function isMathToken(token: string): boolean {
  if (!MATH_TOKEN.test(token)) return false
  const letters = token.replace(/[^\p{L}]/gu, '')
  if (letters.length > 3 && !/[\p{N}]/u.test(token) && !SIGN.test(token)) return FUNCTION_NAMES.has(letters.toLowerCase())
  return true
}

/** Whether a run of math tokens is worth keeping together: several tokens with a value and a sign among them. */
const isFormula = (tokens: string[]) => tokens.length >= 2 && tokens.some((t) => VALUE.test(t)) && tokens.some((t) => SIGN.test(t) || /[[\]()]/.test(t))

/** A long formula's pieces: a piece that already holds a relation ends before the next one. */
function pieces(tokens: string[]): string[][] {
  if (tokens.join(' ').length <= LONG) return [tokens]
  const out: string[][] = [[]]
  for (const t of tokens) {
    const piece = out[out.length - 1]!
    if (RELATION.test(t) && piece.some((p) => RELATION.test(p))) out.push([t])
    else piece.push(t)
  }
  return out
}

export function formulaRuns(text: string): TTextRun[] {
  const parts = text.split(/(\s+)/)
  const runs: TTextRun[] = []
  const prose = (s: string) => {
    const last = runs[runs.length - 1]
    if (last && !last.formula) last.text += s
    else if (s) runs.push({ text: s, formula: false })
  }
  const flush = (tokens: string[], spaces: string[]) => {
    if (!isFormula(tokens)) {
      tokens.forEach((t, i) => prose(t + (spaces[i] ?? '')))
      return
    }
    const split = pieces(tokens)
    split.forEach((p, i) => {
      runs.push({ text: p.join(' '), formula: p.length >= 2 || SIGN.test(p[0]!) })
      if (i < split.length - 1) prose(' ')
    })
    prose(spaces[tokens.length - 1] ?? '')
  }
  let tokens: string[] = []
  let spaces: string[] = []
  for (let i = 0; i < parts.length; i += 2) {
    const token = parts[i]!
    const space = parts[i + 1] ?? ''
    if (token && isMathToken(token)) {
      tokens.push(token)
      spaces.push(space)
      continue
    }
    if (tokens.length) flush(tokens, spaces)
    tokens = []
    spaces = []
    prose(token + space)
  }
  if (tokens.length) flush(tokens, spaces)
  return runs
}
