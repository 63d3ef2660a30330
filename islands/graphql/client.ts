// Browser GraphQL client: posts a generated typed document to /graphql with the stored token and fingerprint.
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core'
import { getApiToken, getFingerprint } from './credentials'
import { GENERIC_ERROR } from '../../domain/errors'

export const GRAPHQL_URL = '/graphql'

export type GqlError = {
  message: string
  locations?: { line: number; column: number }[]
  path?: (string | number)[]
  extensions?: { code?: string; [key: string]: unknown }
}

/** Errors come together with data, as the server sends them; `errors` is empty when there are none. */
export type GqlResult<TResult> = { data: TResult | null; errors: GqlError[] }

// Documents without variables may be called without the argument; others require it.
type VariablesArg<TVariables> = TVariables extends Record<string, never> ? [variables?: TVariables] : [variables: TVariables]

/** Throws only when no GraphQL answer arrived (network down, non-JSON reply), with the generic Russian message. */
export async function gqlRequest<TResult, TVariables>(
  // Structural, so the typed documents of every area's generated module are accepted.
  document: DocumentTypeDecoration<TResult, TVariables> & { toString(): string },
  ...[variables]: VariablesArg<TVariables>
): Promise<GqlResult<TResult>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-fingerprint': getFingerprint() }
  const token = getApiToken()
  if (token) headers.authorization = `Bearer ${token}`
  let payload: unknown
  try {
    const res = await globalThis.fetch(GRAPHQL_URL, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    })
    payload = await res.json()
  } catch (cause) {
    throw new Error(GENERIC_ERROR, { cause })
  }
  return toResult<TResult>(payload)
}

function toResult<TResult>(payload: unknown): GqlResult<TResult> {
  if (payload && typeof payload === 'object') {
    const p = payload as { data?: unknown; errors?: unknown; error?: { code?: unknown; message?: unknown } }
    if ('data' in p || Array.isArray(p.errors)) {
      return { data: (p.data ?? null) as TResult | null, errors: Array.isArray(p.errors) ? (p.errors as GqlError[]) : [] }
    }
    // Middleware in front of GraphQL (body limit) answers in the REST shape { error: { code, message } }.
    if (p.error && typeof p.error.message === 'string') {
      return { data: null, errors: [{ message: p.error.message, extensions: { code: String(p.error.code ?? 'INTERNAL') } }] }
    }
  }
  throw new Error(GENERIC_ERROR)
}
