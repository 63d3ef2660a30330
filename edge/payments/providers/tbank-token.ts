// T-Bank's request and notification signature: SHA-256 over the sorted root scalar values plus the terminal password.
import { sha256Hex } from '../../auth/secrets'

/**
 * The documented recipe: take the root parameters only (nested objects such as Receipt and DATA, and arrays, are
 * left out), drop Token, add Password, sort by key, concatenate the values (booleans as "true"/"false").
 */
export function tbankTokenSource(params: Record<string, unknown>, password: string): string {
  const pairs = Object.entries({ ...params, Password: password }).filter(
    ([key, value]) => key !== 'Token' && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'),
  )
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return pairs.map(([, value]) => String(value)).join('')
}

export const tbankToken = (params: Record<string, unknown>, password: string) => sha256Hex(tbankTokenSource(params, password))
