// KaTeX checks and renders a formula's LaTeX: the same parser accepts it before it is stored, draws it in the browser
// and gives the MathML the DOCX turns into a Word equation.
import katex from 'katex'

/** The parser's complaint about `latex`, or null when KaTeX renders it. */
export function latexProblem(latex: string): string | null {
  try {
    katex.renderToString(latex, { throwOnError: true, strict: 'ignore', output: 'mathml' })
    return null
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

/** Presentation MathML of `latex` (no annotation), for the OMML converter. */
export function latexToMathMl(latex: string): string {
  const html = katex.renderToString(latex, { throwOnError: true, strict: 'ignore', output: 'mathml' })
  const math = /<math[\s\S]*<\/math>/.exec(html)?.[0] ?? ''
  return math.replace(/<annotation[\s\S]*?<\/annotation>/g, '').replace(/<\/?semantics>/g, '')
}
