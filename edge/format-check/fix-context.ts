// What every part of the fixer shares: the document as read, the roles and profile, the parts it edits (parsed once,
// written back once) and the parts it adds.
import type { TFormatProfile } from '../../domain/format-check/profile'
import type { TRole } from './classify'
import type { TDocxTree } from './read-docx'
import { parseXml, type TXmlNode } from './xml'

export type TFixContext = {
  tree: TDocxTree
  roles: TRole[]
  profile: TFormatProfile
  /** ДД.ММ.ГГГГ: what the reference check compares access dates with. */
  today: string
  /** The body size the fixer sets where a size is wrong. */
  bodySize: number
  /** Paragraphs whose text the fixer changed (a caption's wording, a heading's number, a reference's punctuation). */
  textChanged: Set<number>
  /** Parts parsed for editing, by their path in the zip; each is written back. */
  edited: Map<string, TXmlNode>
  /** Parts the fixer adds or rewrites as text ([Content_Types].xml, relationships, a new footer). */
  written: Map<string, string>
  /** The element holding a body element (read from the document as uploaded; moves keep their parent). */
  parentOf: (node: TXmlNode) => TXmlNode | undefined
}

/** A lookup of each element's parent in `root`, built on first use. */
export function parentLookup(root: TXmlNode): (node: TXmlNode) => TXmlNode | undefined {
  let map: Map<TXmlNode, TXmlNode> | undefined
  return (node) => {
    if (!map) {
      const m = new Map<TXmlNode, TXmlNode>()
      const walk = (n: TXmlNode) => {
        for (const c of n.children) {
          if (typeof c === 'string') continue
          m.set(c, n)
          // Runs and their text never hold a paragraph or a table.
          if (c.name !== 'w:p') walk(c)
        }
      }
      walk(root)
      map = m
    }
    return map.get(node)
  }
}

/** A part parsed for editing (the same tree on every call), or undefined when the file has none. */
export function editPart(ctx: TFixContext, name: string): TXmlNode | undefined {
  const have = ctx.edited.get(name)
  if (have) return have
  const xml = ctx.tree.parts.part(name)
  if (xml === undefined) return undefined
  const root = parseXml(xml)
  ctx.edited.set(name, root)
  return root
}
