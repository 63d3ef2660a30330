// An answer's text with its $…$ and $$…$$ formulas rendered by KaTeX (HTML output, no MathML-only fallback); a formula
// KaTeX cannot parse shows as its source, so a half-streamed or odd formula never breaks the message.
import katex from 'katex'
import 'katex/dist/katex.min.css'
import { useMemo } from 'react'
import { mathSegments } from './math-segments'

function renderTex(tex: string, display: boolean): string | null {
  try {
    return katex.renderToString(tex, { displayMode: display, throwOnError: true, output: 'html', strict: 'ignore', trust: false, maxSize: 50, maxExpand: 200 })
  } catch {
    return null
  }
}

export function MathText({ text }: { text: string }) {
  const parts = useMemo(() => mathSegments(text), [text])
  return (
    <div className="ai-text">
      {parts.map((p, i) => {
        if (p.kind === 'text') return <span key={i}>{p.text}</span>
        const html = renderTex(p.tex, p.display)
        if (html === null) return <code key={i}>{p.display ? `$$${p.tex}$$` : `$${p.tex}$`}</code>
        return p.display ? <div key={i} className="ai-math ai-math--display" dangerouslySetInnerHTML={{ __html: html }} /> : <span key={i} className="ai-math" dangerouslySetInnerHTML={{ __html: html }} />
      })}
    </div>
  )
}
