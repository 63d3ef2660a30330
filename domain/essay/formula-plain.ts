// Plain math as a student types it («D = T_s / T_f * 100», «x^2 + 3x», «sqrt(a^2 + b^2)») read by a small precedence
// parser into LaTeX (domain/essay/formula-input.ts uses it): a division takes whole operands, so T_s / T_f * 100 is
// \frac{T_s}{T_f} \cdot 100 and T_s * 100 / T_f is \frac{T_s \cdot 100}{T_f}; a subscript stays whole; * is a centred dot.
import type { TFormulaRead } from './formula-input'

type TToken = { t: 'num' | 'name' | 'op' | 'open' | 'close' | 'bar'; v: string; sub?: string }

const GREEK = new Set(
  'alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu nu xi pi rho sigma tau upsilon phi varphi chi psi omega Gamma Delta Theta Lambda Xi Pi Sigma Upsilon Phi Psi Omega'.split(' '),
)
const UNICODE: Record<string, string> = {
  α: '\\alpha', β: '\\beta', γ: '\\gamma', δ: '\\delta', ε: '\\varepsilon', η: '\\eta', θ: '\\theta', λ: '\\lambda', μ: '\\mu', ν: '\\nu', π: '\\pi',
  ρ: '\\rho', σ: '\\sigma', τ: '\\tau', φ: '\\varphi', ω: '\\omega', Δ: '\\Delta', Σ: '\\Sigma', Ω: '\\Omega', Φ: '\\Phi', '∞': '\\infty',
}
/** Names drawn upright as functions; the Russian school's tg and ctg have no command of their own. */
const FUNCTIONS: Record<string, string> = {
  sin: '\\sin', cos: '\\cos', tan: '\\tan', cot: '\\cot', tg: '\\operatorname{tg}', ctg: '\\operatorname{ctg}', arcsin: '\\arcsin', arccos: '\\arccos',
  arctan: '\\arctan', arctg: '\\operatorname{arctg}', ln: '\\ln', lg: '\\lg', log: '\\log', exp: '\\exp', lim: '\\lim', max: '\\max', min: '\\min',
}
const OPS: [string, string][] = [
  ['<=', '\\le'], ['>=', '\\ge'], ['!=', '\\ne'], ['≤', '\\le'], ['≥', '\\ge'], ['≠', '\\ne'], ['≈', '\\approx'], ['=', '='], ['<', '<'], ['>', '>'],
  ['+', '+'], ['-', '-'], ['−', '-'], ['–', '-'], ['±', '\\pm'], ['*', '*'], ['·', '*'], ['×', '\\times'], ['/', '/'], ['÷', '/'], ['^', '^'], ['!', '!'], ["'", "'"], ['%', '%'], [',', ','],
]
const RELATIONS = new Set(['=', '<', '>', '\\le', '\\ge', '\\ne', '\\approx'])
const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}' }

class Problem extends Error {}

function tokenize(src: string): TToken[] {
  const out: TToken[] = []
  let i = 0
  while (i < src.length) {
    const c = src[i]!
    if (/\s/.test(c)) {
      i++
      continue
    }
    const num = /^\d+(?:[.,]\d+)?/.exec(src.slice(i))
    if (num) {
      out.push({ t: 'num', v: num[0].replace(',', '{,}') })
      i += num[0].length
      continue
    }
    const name = /^(?:[A-Za-z]+|[А-Яа-яЁё]+|[α-ωΑ-Ω∞])/u.exec(src.slice(i))
    if (name) {
      i += name[0].length
      const token: TToken = { t: 'name', v: name[0] }
      // A subscript is kept whole: T_s, T_max, x_12, t_{ср}.
      const sub = /^_(?:\{([^{}]*)\}|([A-Za-zА-Яа-яЁё\d]+))/u.exec(src.slice(i))
      if (sub) {
        token.sub = (sub[1] ?? sub[2] ?? '').trim()
        if (!token.sub) throw new Problem(`После «${name[0]}_» не хватает индекса`)
        i += sub[0].length
      } else if (src[i] === '_') throw new Problem(`После «${name[0]}_» не хватает индекса`)
      out.push(token)
      continue
    }
    if (c in CLOSING) {
      out.push({ t: 'open', v: c })
      i++
      continue
    }
    if (c === ')' || c === ']' || c === '}') {
      out.push({ t: 'close', v: c })
      i++
      continue
    }
    if (c === '|') {
      out.push({ t: 'bar', v: c })
      i++
      continue
    }
    if (c === '√') {
      out.push({ t: 'name', v: 'sqrt' })
      i++
      continue
    }
    const op = OPS.find(([s]) => src.startsWith(s, i))
    if (op) {
      out.push({ t: 'op', v: op[1] })
      i += op[0].length
      continue
    }
    throw new Problem(`Не получается прочитать знак «${c}»`)
  }
  return out
}

/** A parsed piece: its LaTeX and, for a bracketed group, the inside (a fraction or a power drops the brackets). */
type TNode = { tex: string; inner?: string }

const shown = (op: string) => ({ '\\le': '<=', '\\ge': '>=', '\\ne': '!=', '\\approx': '≈', '\\pm': '±', '\\times': '×', '*': '*' })[op] ?? op
const texName = (v: string) => UNICODE[v] ?? (GREEK.has(v) ? `\\${v}` : v === 'inf' || v === 'infty' ? '\\infty' : /[А-Яа-яЁё]/.test(v) ? `\\text{${v}}` : v)
const subTex = (s: string) => {
  const t = /[А-Яа-яЁё]/.test(s) ? `\\text{${s}}` : s
  return t.length === 1 ? `_${t}` : `_{${t}}`
}
/** Juxtaposed pieces: a space only where two letters would otherwise run into one command. */
const juxtapose = (a: string, b: string) => (/[A-Za-z]$/.test(a) && /^[A-Za-z\\]/.test(b) ? `${a} ${b}` : `${a}${b}`)

class PlainParser {
  private i = 0
  constructor(private readonly tokens: TToken[]) {}

  parse(): string {
    const out = this.relation()
    const next = this.tokens[this.i]
    if (next) {
      if (next.t === 'close') throw new Problem(`Лишняя закрывающая скобка «${next.v}»`)
      if (next.v === ',') throw new Problem('Запятая стоит вне скобок: десятичную дробь пиши без пробела, например 3,14')
      throw new Problem(`Не получается прочитать формулу около «${shown(next.v)}»`)
    }
    return out.tex
  }

  private peek = () => this.tokens[this.i]
  private isOp = (...ops: string[]) => {
    const t = this.peek()
    return t?.t === 'op' && ops.includes(t.v)
  }

  private relation(): TNode {
    let tex = this.sum().tex
    while (this.peek()?.t === 'op' && RELATIONS.has(this.peek()!.v)) {
      const op = this.tokens[this.i++]!.v
      if (!this.startsOperand()) throw new Problem(`После «${shown(op)}» не хватает правой части`)
      tex += ` ${op} ${this.sum().tex}`
    }
    return { tex }
  }

  private sum(): TNode {
    const sign = this.isOp('-', '+', '\\pm') ? this.tokens[this.i++]!.v : ''
    if (!this.startsOperand()) throw new Problem(this.peek() ? `Перед «${shown(this.peek()!.v)}» не хватает числа или буквы` : 'Формула обрывается: в конце не хватает числа или буквы')
    const first = this.term()
    if (!sign && !this.isOp('+', '-', '\\pm')) return first
    let tex = `${sign}${first.tex}`
    while (this.isOp('+', '-', '\\pm')) {
      const op = this.tokens[this.i++]!.v
      if (!this.startsOperand()) throw new Problem(`После «${shown(op)}» не хватает числа или буквы`)
      tex += ` ${op} ${this.term().tex}`
    }
    return { tex }
  }

  private term(): TNode {
    let node = this.implicit()
    while (this.isOp('*', '/', '\\times')) {
      const op = this.tokens[this.i++]!.v
      if (!this.startsOperand()) throw new Problem(`После «${shown(op)}» не хватает числа или буквы`)
      const right = this.implicit()
      if (op === '/') node = { tex: `\\frac{${node.inner ?? node.tex}}{${right.inner ?? right.tex}}` }
      else node = { tex: `${node.tex} ${op === '*' ? '\\cdot' : op} ${right.tex}` }
    }
    return node
  }

  private implicit(): TNode {
    let node = this.signed()
    while (this.startsOperand(false)) {
      const right = this.power()
      if (/\d$/.test(node.tex) && /^\d/.test(right.tex)) throw new Problem(`Между числами ${node.tex} и ${right.tex} нет знака действия`)
      node = { tex: juxtapose(node.tex, right.tex) }
    }
    return node
  }

  /** A minus right after «*» or «/»: a * -b. */
  private signed(): TNode {
    if (this.isOp('-')) {
      this.i++
      return { tex: `-${this.power().tex}` }
    }
    return this.power()
  }

  private power(): TNode {
    const base = this.postfix()
    if (!this.isOp('^')) return base
    this.i++
    let sign = ''
    if (this.isOp('-', '+')) sign = this.tokens[this.i++]!.v
    if (!this.startsOperand(false)) throw new Problem('После «^» не хватает степени')
    const exp = this.power()
    return { tex: `${base.tex}^{${sign}${exp.inner ?? exp.tex}}` }
  }

  private postfix(): TNode {
    let node = this.primary()
    while (this.isOp('!', "'", '%')) {
      const op = this.tokens[this.i++]!.v
      node = { tex: `${node.tex}${op === '%' ? '\\%' : op}` }
    }
    return node
  }

  /** Whether the next token can begin an operand (with `signs`, a leading minus too). */
  private startsOperand(signs = true): boolean {
    const t = this.peek()
    if (!t) return false
    if (t.t === 'num' || t.t === 'name' || t.t === 'open' || t.t === 'bar') return !(t.t === 'bar' && this.closingBar)
    return signs && t.t === 'op' && (t.v === '-' || t.v === '+' || t.v === '\\pm')
  }

  private closingBar = false

  private primary(): TNode {
    const t = this.tokens[this.i++]
    if (!t) throw new Problem('Формула обрывается: в конце не хватает числа или буквы')
    if (t.t === 'num') return { tex: t.v }
    if (t.t === 'open') return this.group(t.v)
    if (t.t === 'bar') {
      const outer = this.closingBar
      this.closingBar = true
      const inner = this.relation()
      this.closingBar = outer
      if (this.peek()?.t !== 'bar') throw new Problem('Не хватает закрывающей черты модуля «|»')
      this.i++
      return { tex: `\\left|${inner.tex}\\right|` }
    }
    if (t.t === 'name') return this.named(t)
    if (t.t === 'close') throw new Problem(`Лишняя закрывающая скобка «${t.v}»`)
    throw new Problem(`Перед «${shown(t.v)}» не хватает числа или буквы`)
  }

  private group(open: string): TNode {
    const outer = this.closingBar
    this.closingBar = false
    const items = [this.relation().tex]
    while (this.isOp(',')) {
      this.i++
      items.push(this.relation().tex)
    }
    this.closingBar = outer
    const close = this.tokens[this.i]
    if (close?.t !== 'close') throw new Problem(`Не хватает закрывающей скобки «${CLOSING[open]}»`)
    if (close.v !== CLOSING[open]) throw new Problem(`Скобка «${open}» закрыта скобкой «${close.v}»`)
    this.i++
    const inner = items.join(', ')
    // Curly braces group without being drawn, as in LaTeX.
    if (open === '{') return { tex: `{${inner}}`, inner }
    return { tex: open === '(' ? `(${inner})` : `[${inner}]`, inner }
  }

  private named(t: TToken): TNode {
    const lower = t.v.toLowerCase()
    if (lower === 'sqrt' && !t.sub) {
      if (this.peek()?.t !== 'open') throw new Problem('После sqrt нужны скобки: sqrt(x)')
      const arg = this.primary()
      return { tex: `\\sqrt{${arg.inner ?? arg.tex}}` }
    }
    const fn = FUNCTIONS[lower]
    if (fn) {
      const head = `${fn}${t.sub ? subTex(t.sub) : ''}`
      if (!this.startsOperand(false)) return { tex: head }
      const arg = this.peek()?.t === 'open' ? this.postfix() : this.power()
      return { tex: juxtapose(head, arg.tex) }
    }
    return { tex: `${texName(t.v)}${t.sub ? subTex(t.sub) : ''}` }
  }
}

/** `src` (plain math) as LaTeX, or the Russian sentence saying what stopped the reading. */
export function readPlain(src: string): TFormulaRead {
  try {
    return { ok: true, latex: new PlainParser(tokenize(src)).parse() }
  } catch (e) {
    if (e instanceof Problem) return { ok: false, problem: e.message }
    throw e
  }
}

