// Exact arithmetic for the demo tutor: small rationals, reading the student's numbers («2,5», «-7/3», «x = 4») and
// reading an equation of degree ≤ 2 from the task text («3x + 5 = 20», «x² − 5x + 6 = 0»). The demo only claims an
// answer it computed exactly, so a decimal is kept as a fraction, never rounded.

export type TRational = { n: number; d: number }

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b))

export function rat(n: number, d = 1): TRational {
  if (d === 0) throw new Error('division by zero')
  const g = gcd(n, d) || 1
  const sign = d < 0 ? -1 : 1
  return { n: (sign * n) / g + 0, d: (sign * d) / g }
}

export const add = (a: TRational, b: TRational) => rat(a.n * b.d + b.n * a.d, a.d * b.d)
export const sub = (a: TRational, b: TRational) => rat(a.n * b.d - b.n * a.d, a.d * b.d)
export const mul = (a: TRational, b: TRational) => rat(a.n * b.n, a.d * b.d)
export const div = (a: TRational, b: TRational) => rat(a.n * b.d, a.d * b.n)
export const eq = (a: TRational, b: TRational) => a.n === b.n && a.d === b.d
export const isZero = (a: TRational) => a.n === 0
export const neg = (a: TRational) => rat(-a.n, a.d)

/** «2,5» or «-3» or «0.75» as an exact rational; null for anything too long to stay exact in a double. */
function parseDecimal(s: string): TRational | null {
  const m = /^([+-]?)(\d{1,7})(?:[.,](\d{1,4}))?$/.exec(s.replace('−', '-'))
  if (!m) return null
  const frac = m[3] ?? ''
  const scale = 10 ** frac.length
  const n = Number(m[2]) * scale + (frac ? Number(frac) : 0)
  return rat(m[1] === '-' ? -n : n, scale)
}

/** Plain text for the reader: «5», «2,5», «7/3». */
export function plain(a: TRational): string {
  if (a.d === 1) return String(a.n)
  let d = a.d
  while (d % 2 === 0) d /= 2
  while (d % 5 === 0) d /= 5
  return d === 1 ? String(a.n / a.d).replace('.', ',') : `${a.n}/${a.d}`
}

/** The same in KaTeX: a decimal comma as {,}, a fraction as \frac. */
export function tex(a: TRational): string {
  const p = plain(a)
  if (!p.includes('/')) return p.replace(',', '{,}')
  return `${a.n < 0 ? '-' : ''}\\frac{${Math.abs(a.n)}}{${a.d}}`
}

/** «(-3)» where a negative number follows an operator. */
export const texTerm = (a: TRational) => (a.n < 0 ? `(${tex(a)})` : tex(a))

/** Lowercased text with the Cyrillic «х» as x (only where it stands alone), unicode minus and squares made plain. */
function normalizeMath(text: string): string {
  return text
    .toLowerCase()
    .replace(/(?<![а-яё])х(?![а-яё])/g, 'x')
    .replace(/[−–—]/g, '-')
    .replace(/²/g, '^2')
    .replace(/\*\*2/g, '^2')
    .replace(/[·×*]/g, '')
}

/** True when the message names values of x («x = 1»): then a number is a root claim, not an intermediate value. */
export const namesX = (message: string) => /(?<![a-zа-яё])x\s*[=₁₂_12]/.test(normalizeMath(message))

/** Strips subscripts like x1, x_2, x₁ so their digits are not read as answers. */
const stripIndices = (s: string) => s.replace(/x\s*_?\s*\{?[12]\}?(?!\d)/g, 'x').replace(/x[₁₂]/g, 'x').replace(/\^2/g, '')

const NUMBER = /(?<![\d.,])[+-]?\s?\d{1,7}(?:[.,]\d{1,4})?(?:\s*\/\s*\d{1,7})?/g

function readNumber(raw: string): TRational | null {
  const [top, bottom] = raw.replace(/\s/g, '').split('/')
  const a = parseDecimal(top!)
  if (!a) return null
  if (bottom === undefined) return a
  const b = parseDecimal(bottom)
  return b && !isZero(b) ? div(a, b) : null
}

/**
 * The values the student gives: those after «x =» when there are any (the rest is working), else every number of the
 * message. «2, 3» is two numbers; «2,5» is one.
 */
export function studentValues(message: string): TRational[] {
  const s = stripIndices(normalizeMath(message))
  const named = [...s.matchAll(/(?<![a-zа-яё\d])x\s*=\s*([+-]?\s?\d{1,7}(?:[.,]\d{1,4})?(?:\s*\/\s*\d{1,7})?)/g)].map((m) => readNumber(m[1]!))
  const values = named.length ? named : [...s.matchAll(NUMBER)].map((m) => readNumber(m[0].replace(/^\+/, '')))
  return values.filter((v): v is TRational => v !== null)
}

/** Words an answer may carry besides its numbers («ответ: 5», «корни 2 и 3», «60 км/ч»). */
const ANSWER_WORDS = new Set(['ответ', 'получается', 'получилось', 'получится', 'равно', 'равен', 'равна', 'будет', 'это', 'корни', 'корень', 'наверное', 'думаю', 'тогда', 'значит', 'итого', 'так', 'вот', 'может', 'пи', 'км', 'см', 'кг', 'руб', 'рублей'])

/**
 * The student's numbers when the message is an answer, none when it is words with a number in them: «Перенести 5 в
 * правую часть» (a step picked from the options) names no value of x, even when 5 happens to be the answer.
 */
export function answerValues(message: string): TRational[] {
  const words = normalizeMath(message).match(/[a-zа-яё]{2,}/g) ?? []
  return words.every((w) => ANSWER_WORDS.has(w)) ? studentValues(message) : []
}

/** A x² + B x + C = 0 after moving everything to the left. */
export type TPolynomial = { a: TRational; b: TRational; c: TRational }

const TERM = /^([+-]?)(\d{1,7}(?:[.,]\d{1,4})?)?(x\^2|x)?$/

function parseSide(side: string): TPolynomial | null {
  if (!side) return null
  const terms = side.split(/(?=[+-])/).filter(Boolean)
  let p: TPolynomial = { a: rat(0), b: rat(0), c: rat(0) }
  for (const term of terms) {
    const m = TERM.exec(term)
    if (!m || (!m[2] && !m[3])) return null
    const k = parseDecimal(`${m[1]}${m[2] ?? '1'}`)
    if (!k) return null
    if (m[3] === 'x^2') p = { ...p, a: add(p.a, k) }
    else if (m[3] === 'x') p = { ...p, b: add(p.b, k) }
    else p = { ...p, c: add(p.c, k) }
  }
  return p
}

/** The first equation in x of degree 1 or 2 in the text, with its own spelling for display; null when there is none. */
export function findEquation(text: string): { source: string; poly: TPolynomial; left: TPolynomial } | null {
  const s = normalizeMath(text)
  const found = /[-+\dx^.,\s]*x[-+\dx^.,\s]*=[-+\dx^.,\s]+|[-+\d.,\s]+=[-+\dx^.,\s]*x[-+\dx^.,\s]*/.exec(s)
  if (!found) return null
  const written = found[0].trim().replace(/[.,\s]+$/, '')
  const [l, r] = written.replace(/\s+/g, '').split('=')
  const left = parseSide(l ?? '')
  const right = parseSide(r ?? '')
  if (!left || !right) return null
  const poly = { a: sub(left.a, right.a), b: sub(left.b, right.b), c: sub(left.c, right.c) }
  if (isZero(poly.a) && isZero(poly.b)) return null
  // KaTeX reads a bare comma as punctuation and spaces it: the decimal comma goes in braces.
  return { source: written.replace(/,(?=\d)/g, '{,}'), poly, left }
}

/** The integer roots of an integer quadratic, or null when they are not both integers (the demo then says it cannot check). */
export function integerRoots(p: TPolynomial): number[] | null {
  if (p.a.d !== 1 || p.b.d !== 1 || p.c.d !== 1 || isZero(p.a)) return null
  const [a, b, c] = [p.a.n, p.b.n, p.c.n]
  const disc = b * b - 4 * a * c
  if (disc < 0) return null
  const s = Math.round(Math.sqrt(disc))
  if (s * s !== disc) return null
  const roots = [(-b - s) / (2 * a), (-b + s) / (2 * a)]
  if (!roots.every(Number.isInteger)) return null
  return [...new Set(roots.map((x) => x + 0))].sort((x, y) => x - y)
}

/** p(x) at a value: what a substitution check shows. */
export const evaluate = (p: TPolynomial, x: TRational) => add(add(mul(p.a, mul(x, x)), mul(p.b, x)), p.c)

/** «3x^2 - 5x + 6» in KaTeX, the zero terms left out. */
export function texPolynomial(p: TPolynomial): string {
  const parts: string[] = []
  const term = (k: TRational, v: string) => {
    if (isZero(k)) return
    const abs = k.n < 0 ? neg(k) : k
    const coef = v && eq(abs, rat(1)) ? '' : tex(abs)
    parts.push(`${parts.length ? (k.n < 0 ? ' - ' : ' + ') : k.n < 0 ? '-' : ''}${coef}${v}`)
  }
  term(p.a, 'x^2')
  term(p.b, 'x')
  term(p.c, '')
  return parts.join('') || '0'
}
