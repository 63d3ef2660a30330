// Formulas as readable text for places without a math renderer (the PDF answer). The library writes formulas in
// Unicode (x², √D, ω(H) = 2 · 1 / 98), which passes through unchanged; LaTeX between $…$ or \(…\) — as imported works
// or AI answers may carry — becomes the same kind of Unicode: \frac{a}{b} → (a)/(b), \sqrt{x} → √(x), x^2 → x²,
// x_1 → x₁, Greek letters and common operators by their signs. Pure.

const SYMBOLS: Record<string, string> = {
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', varepsilon: 'ε', zeta: 'ζ', eta: 'η', theta: 'θ', lambda: 'λ', mu: 'μ', nu: 'ν',
  xi: 'ξ', pi: 'π', rho: 'ρ', sigma: 'σ', tau: 'τ', phi: 'φ', varphi: 'φ', chi: 'χ', psi: 'ψ', omega: 'ω', Gamma: 'Γ', Delta: 'Δ', Theta: 'Θ',
  Lambda: 'Λ', Pi: 'Π', Sigma: 'Σ', Phi: 'Φ', Psi: 'Ψ', Omega: 'Ω', cdot: '·', times: '×', div: '÷', pm: '±', mp: '∓', le: '≤', leq: '≤', ge: '≥',
  geq: '≥', ne: '≠', neq: '≠', approx: '≈', equiv: '≡', infty: '∞', to: '→', rightarrow: '→', leftarrow: '←', Rightarrow: '⇒', Leftrightarrow: '⇔',
  sum: '∑', prod: '∏', int: '∫', partial: '∂', nabla: '∇', in: '∈', notin: '∉', subset: '⊂', cup: '∪', cap: '∩', forall: '∀', exists: '∃',
  angle: '∠', perp: '⊥', parallel: '∥', degree: '°', circ: '°', ldots: '…', dots: '…', cdots: '⋯', sin: 'sin', cos: 'cos', tan: 'tg', tg: 'tg',
  cot: 'ctg', ctg: 'ctg', log: 'log', ln: 'ln', lg: 'lg', lim: 'lim', min: 'min', max: 'max',
}

const SUP: Record<string, string> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '+': '⁺', '-': '⁻', '=': '⁼', '(': '⁽', ')': '⁾', n: 'ⁿ', i: 'ⁱ' }
const SUB: Record<string, string> = { '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉', '+': '₊', '-': '₋', '=': '₌', '(': '₍', ')': '₎' }

/** `x` raised or lowered: each character's small form when all have one, else ^(x) / _(x). */
function script(text: string, map: Record<string, string>, mark: '^' | '_'): string {
  const chars = [...text]
  if (chars.length && chars.every((c) => map[c])) return chars.map((c) => map[c]).join('')
  return chars.length === 1 ? `${mark}${text}` : `${mark}(${text})`
}

/** Reads one `{…}` group (or one character) at `i`; returns its content and the index after it. */
function group(s: string, i: number): [string, number] {
  while (s[i] === ' ') i++
  if (s[i] !== '{') return [s[i] ?? '', i + 1]
  let depth = 0
  for (let j = i; j < s.length; j++) {
    if (s[j] === '{') depth++
    else if (s[j] === '}' && --depth === 0) return [s.slice(i + 1, j), j + 1]
  }
  return [s.slice(i + 1), s.length]
}

const wrap = (x: string) => (/^([\p{N}.,]+|\p{L})$/u.test(x) ? x : `(${x})`)

/** One LaTeX formula (without its $ delimiters) as Unicode text. */
export function latexToText(tex: string): string {
  let out = ''
  for (let i = 0; i < tex.length; ) {
    const c = tex[i]!
    if (c === '\\') {
      const name = /^[A-Za-z]+/.exec(tex.slice(i + 1))?.[0] ?? ''
      if (!name) {
        // \, \; \! \{ \} and friends: spacing or a literal brace
        const next = tex[i + 1] ?? ''
        out += next === '{' || next === '}' ? next : next === '\\' ? '\n' : ' '
        i += 2
        continue
      }
      i += 1 + name.length
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const [a, j] = group(tex, i)
        const [b, k] = group(tex, j)
        out += `${wrap(latexToText(a))}/${wrap(latexToText(b))}`
        i = k
      } else if (name === 'sqrt') {
        const [a, j] = group(tex, i)
        out += `√${wrap(latexToText(a))}`
        i = j
      } else if (name === 'text' || name === 'mathrm' || name === 'mathbf' || name === 'mathit' || name === 'operatorname') {
        const [a, j] = group(tex, i)
        out += latexToText(a)
        i = j
      } else if (name === 'left' || name === 'right') {
        continue
      } else out += SYMBOLS[name] ?? name
      continue
    }
    if (c === '^' || c === '_') {
      const [a, j] = group(tex, i + 1)
      out += script(latexToText(a), c === '^' ? SUP : SUB, c)
      i = j
      continue
    }
    if (c === '{' || c === '}') {
      i++
      continue
    }
    out += c
    i++
  }
  return out.replace(/[ \t]{2,}/g, ' ')
}

/** Text with LaTeX formulas ($$…$$, $…$, \[…\], \(…\)) turned into Unicode; anything else stays as it is. */
export function formulasToText(text: string): string {
  return text.replace(/\$\$([\s\S]+?)\$\$|\$([^$\n]+?)\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)/g, (_m, a, b, c, d) => latexToText((a ?? b ?? c ?? d ?? '').trim()))
}
