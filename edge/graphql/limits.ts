// Size limits for GraphQL documents, checked before validation so a hostile query costs little to refuse.
import { Kind, type DocumentNode, type SelectionSetNode } from 'graphql'

export const MAX_QUERY_CHARS = 20_000
export const MAX_TOKENS = 5_000
export const MAX_DEPTH = 12
export const MAX_FIELDS = 1_000

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
