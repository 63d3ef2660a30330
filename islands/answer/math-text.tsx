// An answer's text with its $…$ and $$…$$ formulas rendered by KaTeX (HTML output); a formula KaTeX cannot parse shows
// as its source, so a half-streamed or odd formula never breaks the message. The page's CSP refuses style attributes
// in markup (islands use classes), and KaTeX positions with them: its inline styles travel as data-katex-style and are
// applied through the CSSOM, which the policy allows.
import katex from 'katex'
import 'katex/dist/katex.min.css'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { mathSegments } from './math-segments'

function renderTex(tex: string, display: boolean): string | null {
  try {
    const html = katex.renderToString(tex, { displayMode: display, throwOnError: true, output: 'html', strict: 'ignore', trust: false, maxSize: 50, maxExpand: 200 })
    return html.replace(/ style="/g, ' data-katex-style="')
  } catch {
    return null
  }
}

export function MathText({ text }: { text: string }) {
  const parts = useMemo(() => mathSegments(text), [text])
  const root = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    for (const el of root.current?.querySelectorAll<HTMLElement>('[data-katex-style]') ?? []) el.style.cssText = el.dataset.katexStyle ?? ''
  })
  return (
    <div className="ai-text" ref={root}>
      {parts.map((p, i) => {
        if (p.kind === 'text') {
          // A display formula is its own block: the blank lines around it in the source would only add height.
          const before = parts[i - 1]
          const after = parts[i + 1]
          const text = p.text.replace(before?.kind === 'math' && before.display ? /^\n+/ : /^$/, '').replace(after?.kind === 'math' && after.display ? /\n+$/ : /^$/, '')
          return <span key={i}>{text}</span>
        }
        const html = renderTex(p.tex, p.display)
        if (html === null) return <code key={i}>{p.display ? `$$${p.tex}$$` : `$${p.tex}$`}</code>
        return p.display ? <div key={i} className="ai-math ai-math--display" dangerouslySetInnerHTML={{ __html: html }} /> : <span key={i} className="ai-math" dangerouslySetInnerHTML={{ __html: html }} />
      })}
    </div>
  )
}
