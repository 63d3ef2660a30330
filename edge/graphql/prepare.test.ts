import { buildSchema, parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { MAX_DEPTH, measureDocument } from './limits'
import { createPreparer, Lru } from './prepare'

const schema = buildSchema('type Node { id: ID!, child: Node } type Query { node: Node }')
const nested = (n: number): string => (n === 1 ? 'id' : `child { ${nested(n - 1)} }`)

describe('createPreparer', () => {
  it('reuses the validated document for an identical query', () => {
    const prepare = createPreparer(schema)
    const first = prepare('{ node { id } }')
    const second = prepare('{ node { id } }')
    expect(first.ok && second.ok && first.document === second.document).toBe(true)
    const other = prepare('{ node { child { id } } }')
    expect(other.ok && first.ok && other.document !== first.document).toBe(true)
  })

  it('does not cache invalid documents', () => {
    const prepare = createPreparer(schema)
    const a = prepare('{ nope }')
    const b = prepare('{ nope }')
    expect(a.ok || b.ok).toBe(false)
    if (!a.ok && !b.ok) expect(a.errors[0]).not.toBe(b.errors[0])
  })

  it('allows exactly MAX_DEPTH levels and refuses one more', () => {
    const prepare = createPreparer(schema)
    // `node` is level 1, so the nested part gets MAX_DEPTH - 1 levels.
    expect(prepare(`{ node { ${nested(MAX_DEPTH - 1)} } }`).ok).toBe(true)
    const tooDeep = prepare(`{ node { ${nested(MAX_DEPTH)} } }`)
    expect(tooDeep.ok).toBe(false)
    if (!tooDeep.ok) expect(tooDeep.errors[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX')
  })

  it('refuses an oversized query before parsing it', () => {
    const prepare = createPreparer(schema)
    const r = prepare(`{ node { id } } #${'x'.repeat(20_000)}`)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors[0]?.message).toMatch(/слишком большой/)
  })
})

describe('measureDocument', () => {
  it('counts depth through fragments and inline fragments', () => {
    const doc = parse('query { node { ...F } } fragment F on Node { child { ... on Node { child { id } } } }')
    expect(measureDocument(doc)).toEqual({ depth: 4, fields: 4 })
  })

  it('measures a fragment bomb quickly and reports its expanded size', () => {
    const levels = 40
    const frags = Array.from({ length: levels }, (_, i) => `fragment F${i} on Node { a: child { ...F${i + 1} } b: child { ...F${i + 1} } }`).join('\n')
    const doc = parse(`query { node { ...F0 } } ${frags} fragment F${levels} on Node { id }`)
    // CPU time, not the wall clock (a busy machine slows both): expanding 2^40 fields would never finish.
    const started = process.cpuUsage()
    const m = measureDocument(doc)
    const spent = process.cpuUsage(started)
    expect((spent.user + spent.system) / 1000).toBeLessThan(1000)
    expect(m.fields).toBeGreaterThan(2 ** levels)
  })

  it('survives a fragment cycle (validation reports it later)', () => {
    const doc = parse('query { node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }')
    expect(measureDocument(doc).depth).toBeGreaterThan(0)
  })
})

describe('Lru', () => {
  it('evicts the least recently used entry', () => {
    const lru = new Lru<string, number>(2)
    lru.set('a', 1)
    lru.set('b', 2)
    lru.get('a')
    lru.set('c', 3)
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.size]).toEqual([1, undefined, 3, 2])
  })
})

describe('hostile documents', () => {
  const codeOf = (r: ReturnType<ReturnType<typeof createPreparer>>) => (r.ok ? 'ok' : r.errors[0]?.extensions.code)

  it('refuses a document nested ~2 000 deep before parsing it, with a Russian message', () => {
    const prepare = createPreparer(schema)
    const r = prepare('{node' + '{child'.repeat(2_000) + 'id' + '}'.repeat(2_001))
    expect(codeOf(r)).toBe('QUERY_TOO_COMPLEX')
    expect(!r.ok && r.errors[0]?.message).toMatch(/слишком глубокий/)
    expect(codeOf(prepare('{ node(id: ' + '['.repeat(3_000) + ']'.repeat(3_000) + ') { id } }'))).toBe('QUERY_TOO_COMPLEX')
    // Brackets inside strings and comments do not count.
    expect(codeOf(prepare(`# ${'{'.repeat(200)}\n{ node { id } }`))).toBe('ok')
  })

  it('caps aliases per document', () => {
    const prepare = createPreparer(schema)
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: node { id }`).join(' ')} }`
    expect(codeOf(prepare(aliased(50)))).toBe('ok')
    const r = prepare(aliased(51))
    expect(codeOf(r)).toBe('QUERY_TOO_COMPLEX')
    expect(!r.ok && r.errors[0]?.message).toMatch(/псевдонимов/)
  })

  it('refuses NUL and lone surrogates in string literals, and marks introspection', () => {
    const s = buildSchema('type Query { echo(text: String): String }')
    const prepare = createPreparer(s)
    expect(codeOf(prepare('{ echo(text: "a\\u0000b") }'))).toBe('BAD_REQUEST')
    // graphql-js itself already refuses lone surrogates (escaped or raw) as syntax errors; an escaped NUL is ours to refuse.
    expect(codeOf(prepare('{ echo(text: "\\ud800") }'))).not.toBe('ok')
    expect(codeOf(prepare('{ echo(text: "\ud800") }'))).not.toBe('ok')
    expect(codeOf(prepare('{ echo(text: "\\ud83d\\ude00") }'))).toBe('ok')
    const intro = prepare('{ __schema { queryType { name } } }')
    expect(intro.ok && intro.introspection).toBe(true)
    const plain = prepare('{ echo }')
    expect(plain.ok && plain.introspection).toBe(false)
  })
})
