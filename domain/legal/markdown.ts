// The small Markdown subset the legal documents are written in (content/legal/<document>/<version>.md), parsed to
// plain data that pages render as React elements: no HTML ever passes through, so a document cannot inject markup.
// Blocks: `## ` and `### ` headings, paragraphs (lines joined until a blank line), `- ` list items. Inline: `**bold**`
// and `[text](href)` links to a site path, https, mailto or tel; anything else stays literal text.

export type TInline = { type: 'text'; text: string } | { type: 'strong'; text: string } | { type: 'link'; text: string; href: string }
export type TBlock =
  | { type: 'h2' | 'h3'; id: string; text: string }
  | { type: 'p'; inline: TInline[] }
  | { type: 'ul'; items: TInline[][] }

const SAFE_HREF = /^(\/(?!\/)|https:\/\/|mailto:|tel:)/

export function parseInline(text: string): TInline[] {
  const out: TInline[] = []
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push({ type: 'text', text: text.slice(last, m.index) })
    if (m[1] !== undefined) out.push({ type: 'strong', text: m[1] })
    else if (SAFE_HREF.test(m[3]!)) out.push({ type: 'link', text: m[2]!, href: m[3]! })
    else out.push({ type: 'text', text: m[0] })
    last = m.index + m[0].length
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) })
  return out
}

/** `## 3. Права субъекта` → `razdel-3`: headings that start with a number get a stable anchor by it. */
function anchorOf(text: string, index: number): string {
  const n = /^(\d+(?:\.\d+)*)\.?\s/.exec(text)?.[1]
  return n ? `p-${n.replace(/\./g, '-')}` : `h-${index}`
}

export function parseMarkdown(source: string): TBlock[] {
  const blocks: TBlock[] = []
  let para: string[] = []
  let list: TInline[][] | null = null
  const flush = () => {
    if (para.length) blocks.push({ type: 'p', inline: parseInline(para.join(' ')) })
    para = []
    if (list) blocks.push({ type: 'ul', items: list })
    list = null
  }
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    const heading = /^(#{2,3})\s+(.+)$/.exec(line)
    if (!line) flush()
    else if (heading) {
      flush()
      const text = heading[2]!
      blocks.push({ type: heading[1] === '##' ? 'h2' : 'h3', id: anchorOf(text, blocks.length), text })
    } else if (line.startsWith('- ')) {
      if (para.length) flush()
      list ??= []
      list.push(parseInline(line.slice(2).trim()))
    } else if (list && raw.startsWith('  ')) {
      // A continuation line of the last list item.
      const item = list[list.length - 1]!
      item.push(...parseInline(` ${line}`))
    } else {
      if (list) flush()
      para.push(line)
    }
  }
  flush()
  return blocks
}
