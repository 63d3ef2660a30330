// The formula a student types (issue 34): plain math («D = T_s / T_f * 100», «x^2 + 3x», «F = m*a») or LaTeX
// («y = f(x)», «\frac{a}{b}», «$...$»), read into LaTeX that draws exactly what was typed, or a Russian sentence saying
// what could not be read. Plain math goes through a small precedence parser, so a division takes whole operands
// (T_s / T_f → \frac{T_s}{T_f}, a * b / c → \frac{a \cdot b}{c}); LaTeX is kept as written once KaTeX accepts it.
import katex from 'katex'
import { readPlain } from './formula-plain'

export type TFormulaRead = { ok: true; latex: string } | { ok: false; problem: string }

/** The formula `input` as LaTeX, or what in it could not be read. */
export function readFormula(input: string): TFormulaRead {
  const stripped = unwrapMath(input.trim())
  if (!stripped.ok) return stripped
  const src = stripped.latex.trim()
  if (!src) return { ok: false, problem: 'Формула пустая: впиши ее, например «E = mc^2»' }
  const read = isLatex(src) ? readLatex(src) : readPlain(src)
  if (!read.ok) return read
  const problem = katexProblem(read.latex)
  return problem ? { ok: false, problem } : read
}

/** `$…$`, `$$…$$`, `\(…\)` and `\[…\]` around a formula are the way it was marked, not part of it. */
function unwrapMath(s: string): TFormulaRead {
  const m = /^\$\$([\s\S]*)\$\$$|^\$([\s\S]*)\$$|^\\\(([\s\S]*)\\\)$|^\\\[([\s\S]*)\\\]$/.exec(s)
  if (m) return { ok: true, latex: m[1] ?? m[2] ?? m[3] ?? m[4] ?? '' }
  if (/(?<!\\)\$/.test(s)) return { ok: false, problem: 'Знак «$» не закрыт: формула в LaTeX пишется между двумя «$»' }
  return { ok: true, latex: s }
}

const isLatex = (s: string) => /\\[A-Za-z]+|\\[{}|,;!]/.test(s)

function readLatex(src: string): TFormulaRead {
  let depth = 0
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '\\') i++
    else if (src[i] === '{') depth++
    else if (src[i] === '}' && --depth < 0) return { ok: false, problem: 'Лишняя закрывающая фигурная скобка «}»' }
  }
  if (depth > 0) return { ok: false, problem: 'Не хватает закрывающей фигурной скобки «}»' }
  return { ok: true, latex: src.replace(/\s+/g, ' ') }
}

function katexProblem(latex: string): string | null {
  try {
    katex.renderToString(latex, { throwOnError: true, strict: 'ignore', output: 'mathml' })
    return null
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    const command = /Undefined control sequence: (\\[A-Za-z]+)/.exec(message)?.[1]
    if (command) return `Неизвестная команда LaTeX ${command}`
    const position = e instanceof katex.ParseError && typeof e.position === 'number' ? e.position : null
    return position === null ? 'Формулу не получается прочитать' : `Формулу не получается прочитать около «${latex.slice(Math.max(0, position - 4), position + 6).trim()}»`
  }
}

// ——— Finding a formula in a wish or a passage ———

// A run of formula characters: Latin letters, digits, operators, brackets, subscripts (Cyrillic ones too) and LaTeX.
const RUN_RE = /(?:\$[^$]+\$|\\[A-Za-z]+|[A-Za-z\dα-ωΑ-Ω∞√_^{}()[\]|+\-−–*·×÷/=<>≤≥≠≈±.,'!%\\]|_\{?[А-Яа-яЁё\d]+\}?|\s)+/gu
/** An operator between two operands, a LaTeX command or a root: «D –» from «где D – доля» is not a formula. */
const FORMULA_LIKE = /[A-Za-z\dα-ωΑ-Ω)}][\s_{}A-Za-z\d]*[=+\-−–*·×÷/^<>≤≥≠≈±]\s*[-−]?\s*[A-Za-z\dα-ωΑ-Ω({|√\\]|\\[A-Za-z]+|√|\$/u

/** The formula written in `text` (the longest run of formula characters holding an operator), or null. */
export function findFormula(text: string): string | null {
  let best: string | null = null
  for (const m of text.matchAll(RUN_RE)) {
    const run = m[0].trim().replace(/[\s,.;:]+$/, '').replace(/^[\s,.;:]+/, '')
    if (!FORMULA_LIKE.test(run)) continue
    // «онлайн-продаж» or «2021–2023» is a word or a range, not a formula.
    if (/^[\d\s.,]+[-–−][\d\s.,]+$/.test(run)) continue
    if (!best || run.length > best.length) best = run
  }
  return best
}

/**
 * The formula a student's wish asks for: null when the wish holds none; otherwise its LaTeX (or why it cannot be read)
 * and the words of the wish around it, which explain it («где D — доля») and so become its caption.
 */
export function formulaFromWish(wish: string | null | undefined): null | (TFormulaRead & { caption: string | null }) {
  if (!wish) return null
  const found = findFormula(wish)
  if (!found) return null
  const read = readFormula(found)
  const rest = wish.replace(found, ' ').replace(/\s+/g, ' ').replace(/^[\s,.;:—–-]+|[\s,.;:—–-]+$/g, '')
  const plainAsk = /^(?:(?:сделай|напиши|вставь|добавь|нужна|запиши|оформи)\s*)?(?:формул\p{L}*)?$/iu.test(rest)
  const caption = plainAsk ? null : rest.slice(0, 200)
  return { ...read, caption }
}
