// A small XML reader for WordprocessingML: elements, attributes and text, no DTDs or namespaces resolved (the
// prefixes Word writes are fixed: w:, m:, wp:…). One pass over the string, each character read a bounded number of
// times, so a hostile part costs time linear in its size. Pure JS: it runs on Workers as on Node.

export type TXmlNode = { name: string; attrs: Record<string, string>; children: TXmlChild[] }
export type TXmlChild = TXmlNode | string

const MAX_DEPTH = 256

/** Elements whose text is text even when it is only spaces (Word's, field codes, deleted text, DrawingML's, math). */
const SPACE_KEEPING = new Set(['w:t', 'w:instrText', 'w:delText', 'w:delInstrText', 'a:t', 'm:t'])

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|quot|apos|amp);/g, (all, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? all
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  })
}

/** The end of a tag that starts at `from` ('<'): the '>' outside quoted attribute values, or -1. */
function tagEnd(xml: string, from: number): number {
  let quote = ''
  for (let i = from + 1; i < xml.length; i++) {
    const c = xml[i]
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (c === '>') return i
  }
  return -1
}

const ATTR = /([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g

function parseAttrs(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  if (!tag.includes('=')) return attrs
  for (const m of tag.matchAll(ATTR)) attrs[m[1]!] = decodeEntities(m[2] ?? m[3] ?? '')
  return attrs
}

const keepsSpaces = (node: TXmlNode) => SPACE_KEEPING.has(node.name) || node.attrs['xml:space'] === 'preserve'

/** Whether a parse kept every element in its place: past MAX_DEPTH elements are kept flat, fine to read, wrong to write. */
export function withinDepth(node: TXmlNode, depth = 0): boolean {
  if (depth >= MAX_DEPTH - 2) return false
  for (const c of node.children) if (typeof c !== 'string' && !withinDepth(c, depth + 1)) return false
  return true
}

/**
 * The document element of `xml`. Malformed markup is read as far as it makes sense (an unclosed element closes at
 * the end, a stray end tag is skipped): a damaged part yields less, never an exception.
 */
export function parseXml(xml: string): TXmlNode {
  const root: TXmlNode = { name: '#root', attrs: {}, children: [] }
  const stack: TXmlNode[] = [root]
  let at = 0
  while (at < xml.length) {
    const lt = xml.indexOf('<', at)
    const textEnd = lt < 0 ? xml.length : lt
    if (textEnd > at) {
      const text = xml.slice(at, textEnd)
      // Whitespace between elements is layout of the file, not text (Word keeps real spaces inside w:t).
      if (stack.length > 1 && text.trim() !== '') stack[stack.length - 1]!.children.push(decodeEntities(text))
      else if (stack.length > 1 && keepsSpaces(stack[stack.length - 1]!)) stack[stack.length - 1]!.children.push(text)
    }
    if (lt < 0) break
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4)
      at = end < 0 ? xml.length : end + 3
      continue
    }
    if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt + 9)
      const text = xml.slice(lt + 9, end < 0 ? xml.length : end)
      if (stack.length > 1) stack[stack.length - 1]!.children.push(text)
      at = end < 0 ? xml.length : end + 3
      continue
    }
    const end = tagEnd(xml, lt)
    if (end < 0) break
    const tag = xml.slice(lt + 1, end)
    at = end + 1
    if (tag[0] === '?' || tag[0] === '!') continue
    if (tag[0] === '/') {
      const name = tag.slice(1).trim()
      // Close up to the matching element; an end tag nothing opened is ignored.
      for (let i = stack.length - 1; i > 0; i--) {
        if (stack[i]!.name === name) {
          stack.length = i
          break
        }
      }
      continue
    }
    const selfClosing = tag.endsWith('/')
    const body = selfClosing ? tag.slice(0, -1) : tag
    const space = body.search(/\s/)
    const name = space < 0 ? body : body.slice(0, space)
    const node: TXmlNode = { name, attrs: space < 0 ? {} : parseAttrs(body.slice(space)), children: [] }
    stack[stack.length - 1]!.children.push(node)
    // Past a depth no Word part reaches, elements are kept flat: deep recursion later would overflow the stack.
    if (!selfClosing && stack.length < MAX_DEPTH) stack.push(node)
  }
  return root.children.find((c): c is TXmlNode => typeof c !== 'string') ?? { name: '#empty', attrs: {}, children: [] }
}

/** The first child element named `name`. */
export function child(node: TXmlNode | undefined, name: string): TXmlNode | undefined {
  if (!node) return undefined
  for (const c of node.children) if (typeof c !== 'string' && c.name === name) return c
  return undefined
}

/** The child elements named `name` (all of them without a name). */
export function children(node: TXmlNode | undefined, name?: string): TXmlNode[] {
  if (!node) return []
  const out: TXmlNode[] = []
  for (const c of node.children) if (typeof c !== 'string' && (name === undefined || c.name === name)) out.push(c)
  return out
}

/** Every element named `name` below `node`, in document order (not below a match). */
export function descendants(node: TXmlNode | undefined, name: string, out: TXmlNode[] = []): TXmlNode[] {
  if (!node) return out
  for (const c of node.children) {
    if (typeof c === 'string') continue
    if (c.name === name) out.push(c)
    else descendants(c, name, out)
  }
  return out
}

/** The text directly inside a node. */
export const textOf = (node: TXmlNode | undefined): string => (node ? node.children.filter((c): c is string => typeof c === 'string').join('') : '')

/** An attribute as a number (Google Docs writes fractional twips), or undefined. */
export function numAttr(node: TXmlNode | undefined, name: string): number | undefined {
  const v = node?.attrs[name]
  if (v === undefined || v === '') return undefined
  const n = Number.parseFloat(v)
  return Number.isFinite(n) ? n : undefined
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;').replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;')

/**
 * Writes a node back as XML, with the declaration Word writes. What parseXml kept round-trips: elements, attributes,
 * text (entities escaped again); comments, processing instructions and layout whitespace between elements are gone,
 * none of which Word or LibreOffice reads.
 */
export function serializeXml(root: TXmlNode): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n']
  const write = (n: TXmlNode) => {
    out.push('<', n.name)
    for (const [k, v] of Object.entries(n.attrs)) out.push(' ', k, '="', escapeAttr(v), '"')
    if (n.children.length === 0) {
      out.push('/>')
      return
    }
    out.push('>')
    for (const c of n.children) {
      if (typeof c === 'string') out.push(escapeText(c))
      else write(c)
    }
    out.push('</', n.name, '>')
  }
  write(root)
  return out.join('')
}

/** A new element. */
export const el = (name: string, attrs: Record<string, string> = {}, kids: TXmlChild[] = []): TXmlNode => ({ name, attrs, children: kids })
