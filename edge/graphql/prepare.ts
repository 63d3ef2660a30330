// Parses, size-checks and validates a query once; repeated identical queries reuse the validated document.
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql'
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../http/body'
import { bracketNesting, MAX_ALIASES, MAX_DEPTH, MAX_FIELDS, MAX_NESTING, MAX_QUERY_CHARS, MAX_TOKENS, measureDocument, scanDocument } from './limits'

/** `introspection`: the document asks for __schema or __type, which production refuses (the route decides). */
export type Prepared = { ok: true; document: DocumentNode; introspection: boolean } | { ok: false; errors: readonly GraphQLError[] }

const DOCUMENT_CACHE_SIZE = 200

/** A Map kept in use order: a hit moves to the back, the front is evicted when full. */
export class Lru<K, V> {
  readonly #map = new Map<K, V>()
  constructor(readonly max: number) {}
  get size() {
    return this.#map.size
  }
  get(key: K): V | undefined {
    const value = this.#map.get(key)
    if (value !== undefined) {
      this.#map.delete(key)
      this.#map.set(key, value)
    }
    return value
  }
  set(key: K, value: V) {
    this.#map.delete(key)
    this.#map.set(key, value)
    if (this.#map.size > this.max) this.#map.delete(this.#map.keys().next().value as K)
  }
}

const requestError = (message: string, code: string, from?: GraphQLError) =>
  new GraphQLError(message, { source: from?.source, positions: from?.positions, extensions: { code } })

/** One preparer per schema, so documents validated against one schema are never reused for another. */
export function createPreparer(schema: GraphQLSchema, cacheSize = DOCUMENT_CACHE_SIZE) {
  // Only valid documents are cached: invalid ones are cheap to refuse again and must not evict the good ones.
  const cache = new Lru<string, { document: DocumentNode; introspection: boolean }>(cacheSize)

  return function prepare(query: string): Prepared {
    const cached = cache.get(query)
    if (cached) return { ok: true, ...cached }
    if (query.length > MAX_QUERY_CHARS) {
      return { ok: false, errors: [requestError(`Запрос GraphQL слишком большой: не больше ${MAX_QUERY_CHARS} символов`, 'QUERY_TOO_LARGE')] }
    }
    const nesting = bracketNesting(query)
    if (nesting > MAX_NESTING) {
      return { ok: false, errors: [requestError(`Запрос GraphQL слишком глубокий: вложенность скобок ${nesting}, можно не больше ${MAX_NESTING}`, 'QUERY_TOO_COMPLEX')] }
    }
    let document: DocumentNode
    try {
      document = parse(query, { maxTokens: MAX_TOKENS })
    } catch (e) {
      if (!(e instanceof GraphQLError)) throw e
      const detail = e.message.replace(/^Syntax Error: /, '')
      return { ok: false, errors: [requestError(`Синтаксическая ошибка GraphQL: ${detail}`, 'GRAPHQL_PARSE_FAILED', e)] }
    }
    const { depth, fields } = measureDocument(document)
    if (depth > MAX_DEPTH) {
      return { ok: false, errors: [requestError(`Запрос GraphQL слишком глубокий: вложенность ${depth}, можно не больше ${MAX_DEPTH}`, 'QUERY_TOO_COMPLEX')] }
    }
    if (fields > MAX_FIELDS) {
      return { ok: false, errors: [requestError(`Запрос GraphQL слишком большой: ${fields} полей, можно не больше ${MAX_FIELDS}`, 'QUERY_TOO_COMPLEX')] }
    }
    const { aliases, introspection, strings } = scanDocument(document)
    if (aliases > MAX_ALIASES) {
      return { ok: false, errors: [requestError(`Слишком много псевдонимов в запросе GraphQL: ${aliases}, можно не больше ${MAX_ALIASES}`, 'QUERY_TOO_COMPLEX')] }
    }
    if (strings.some(hasUnstorableText)) return { ok: false, errors: [requestError(UNSTORABLE_TEXT_MESSAGE, 'BAD_REQUEST')] }
    const invalid = validate(schema, document, specifiedRules, { maxErrors: 20 })
    if (invalid.length > 0) {
      return {
        ok: false,
        errors: invalid.map((e) => new GraphQLError(`Ошибка в запросе GraphQL: ${e.message}`, { nodes: e.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })),
      }
    }
    cache.set(query, { document, introspection })
    return { ok: true, document, introspection }
  }
}
