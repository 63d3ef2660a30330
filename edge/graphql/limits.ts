// Size limits for GraphQL documents, checked before validation so a hostile query costs little to refuse.
import { Kind, visit, type DocumentNode, type SelectionSetNode } from 'graphql'

export const MAX_QUERY_CHARS = 20_000
export const MAX_TOKENS = 5_000
export const MAX_DEPTH = 12
export const MAX_FIELDS = 1_000
// Brackets nested deeper than this are refused before parsing: the parser recurses per level, and a document
// nested ~2 000 deep overflowed its stack before the depth check could run. A real query stays far below.
export const MAX_NESTING = 64
// Aliases let one small document ask for the same costly field many times over.
export const MAX_ALIASES = 50

/** The deepest nesting of {, ( and [ in the text, outside strings and comments; linear and without recursion. */
export function bracketNesting(query: string): number {
  let depth = 0
  let deepest = 0
  for (let i = 0; i < query.length; i++) {
    const ch = query[i]
    if (ch === '#') {
      while (i < query.length && query[i] !== '\n' && query[i] !== '\r') i++
    } else if (ch === '"') {
      if (query.startsWith('"""', i)) {
        const end = query.indexOf('"""', i + 3)
        i = end === -1 ? query.length : end + 2
      } else {
        i++
        while (i < query.length && query[i] !== '"' && query[i] !== '\n') i += query[i] === '\\' ? 2 : 1
      }
    } else if (ch === '{' || ch === '(' || ch === '[') {
      depth++
      if (depth > deepest) deepest = depth
    } else if (ch === '}' || ch === ')' || ch === ']') depth = Math.max(0, depth - 1)
  }
  return deepest
}

/** What a parsed document holds beyond its shape: aliases, introspection fields and string literals. */
export function scanDocument(document: DocumentNode): { aliases: number; introspection: boolean; strings: string[] } {
  let aliases = 0
  let introspection = false
  const strings: string[] = []
  visit(document, {
    Field(node) {
      if (node.alias) aliases++
      if (node.name.value === '__schema' || node.name.value === '__type') introspection = true
    },
    StringValue(node) {
      strings.push(node.value)
    },
  })
  return { aliases, introspection, strings }
}

type Measure = { depth: number; fields: number }

/**
 * Deepest field nesting and total fields of the largest operation, with fragments expanded
 * (introspection subtrees count as depth 1).
 * Fragment results are memoised, so fragments spreading each other many times stay linear to measure;
 * a fragment cycle counts as empty here and validation rejects it afterwards.
 */
export function measureDocument(document: DocumentNode): Measure {
  const fragments = new Map<string, SelectionSetNode>()
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def.selectionSet)
  }
  const memo = new Map<string, Measure>()
  const visiting = new Set<string>()

  const ofFragment = (name: string): Measure => {
    const known = memo.get(name)
    if (known) return known
    const set = fragments.get(name)
    if (!set || visiting.has(name)) return { depth: 0, fields: 0 }
    visiting.add(name)
    const m = ofSelections(set)
    visiting.delete(name)
    memo.set(name, m)
    return m
  }

  const ofSelections = (set: SelectionSetNode | undefined): Measure => {
    let depth = 0
    let fields = 0
    for (const sel of set?.selections ?? []) {
      let m: Measure
      if (sel.kind === Kind.FIELD) {
        const inner = ofSelections(sel.selectionSet)
        // Introspection walks the in-memory schema, not the database, and tools nest ofType 8 levels deep.
        const introspection = sel.name.value === '__schema' || sel.name.value === '__type'
        m = { depth: introspection ? 1 : inner.depth + 1, fields: inner.fields + 1 }
      } else if (sel.kind === Kind.INLINE_FRAGMENT) m = ofSelections(sel.selectionSet)
      else m = ofFragment(sel.name.value)
      depth = Math.max(depth, m.depth)
      fields += m.fields
    }
    return { depth, fields }
  }

  const result: Measure = { depth: 0, fields: 0 }
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue
    const m = ofSelections(def.selectionSet)
    result.depth = Math.max(result.depth, m.depth)
    result.fields = Math.max(result.fields, m.fields)
  }
  return result
}
