// Browser GraphQL client: posts a generated typed document to /graphql with the stored token and fingerprint.
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core'
import { ApiError, restErrorAsGraphql, type GqlError } from './api-error'
import { authHeaders } from './credentials'

const GRAPHQL_URL = '/graphql'

/** Errors come together with data, as the server sends them; `errors` is empty when there are none. */
export type GqlResult<TResult> = { data: TResult | null; errors: GqlError[] }

// Structural, so the typed documents of every area's generated module are accepted.
type TypedDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string }

// Documents without variables may be called without the argument; others require it.
type VariablesArg<TVariables> = TVariables extends Record<string, never> ? [variables?: TVariables] : [variables: TVariables]

/** The common case: the data, or an ApiError with the first error's code, text and data. */
export async function gql<TResult, TVariables>(document: TypedDocument<TResult, TVariables>, ...[variables]: VariablesArg<TVariables>): Promise<TResult> {
  const { data, errors } = await post<TResult>(document, variables)
  if (errors.length || data == null) throw ApiError.fromGraphql(errors)
  return data
}

/**
 * For the calls that answer data together with an errors list (orders.md §8) and want both. Throws an ApiError
 * NETWORK only when no GraphQL answer arrived (network down, a reply that is not JSON).
 */
export async function gqlRequest<TResult, TVariables>(document: TypedDocument<TResult, TVariables>, ...[variables]: VariablesArg<TVariables>): Promise<GqlResult<TResult>> {
  return post<TResult>(document, variables)
}

async function post<TResult>(document: { toString(): string }, variables: unknown): Promise<GqlResult<TResult>> {
  let payload: unknown
  try {
    const res = await globalThis.fetch(GRAPHQL_URL, {
      method: 'POST',
      headers: authHeaders('application/json'),
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    })
    payload = await res.json()
  } catch (cause) {
    throw ApiError.network(cause)
  }
  return toResult<TResult>(payload)
}

function toResult<TResult>(payload: unknown): GqlResult<TResult> {
  if (payload && typeof payload === 'object') {
    const p = payload as { data?: unknown; errors?: unknown }
    if ('data' in p || Array.isArray(p.errors)) {
      return { data: (p.data ?? null) as TResult | null, errors: Array.isArray(p.errors) ? (p.errors as GqlError[]) : [] }
    }
    // Middleware in front of GraphQL (body limit) answers in the REST shape { error: { code, message, ...data } }.
    const rest = restErrorAsGraphql(payload)
    if (rest) return { data: null, errors: [rest] }
  }
  throw ApiError.network()
}
