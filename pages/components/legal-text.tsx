// Renders the legal Markdown subset (domain/legal/markdown.ts) as React elements: text is always escaped by React,
// links come only from the parser's allow-list, so nothing in a document can add markup or script.
import type { TBlock, TInline } from '../../domain/legal/markdown'

export function InlineText({ parts }: { parts: TInline[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.type === 'strong' ? (
          <strong key={i}>{p.text}</strong>
        ) : p.type === 'link' ? (
          <a key={i} href={p.href}>
            {p.text}
          </a>
        ) : (
          p.text
        ),
      )}
    </>
  )
}

export function LegalBlocks({ blocks }: { blocks: TBlock[] }) {
  return (
    <div className="legal-text">
      {blocks.map((b, i) => {
        if (b.type === 'h2' || b.type === 'h3') {
          const H = b.type
          return (
            <H key={i} id={b.id}>
              {b.text}
            </H>
          )
        }
        if (b.type === 'ul')
          return (
            <ul key={i}>
              {b.items.map((item, j) => (
                <li key={j}>
                  <InlineText parts={item} />
                </li>
              ))}
            </ul>
          )
        return b.type === 'p' ? (
          <p key={i}>
            <InlineText parts={b.inline} />
          </p>
        ) : null
      })}
    </div>
  )
}
