// Database port: one interface over PGlite (embedded) and postgres.js (real server).

/** Who runs a unit of work; maps to a Postgres role plus `request.jwt.claims`. */
export type Caller =
  | { role: 'anon'; fingerprint?: string | null; noAnalytics?: boolean }
  | { role: 'authenticated'; userId: string; fingerprint?: string | null; claims?: Record<string, unknown>; noAnalytics?: boolean }
  | { role: 'service_role' }

/**
 * The transaction-local setting that stops the server-side analytics facts (private.record_analytics_fact) of a
 * request whose visitor switched analytics off in the cookie notice.
 */
export const ANALYTICS_OFF_SETTING = 'analytics.off'

/** The caller's visitor switched analytics off in the cookie notice (set by the request's caller middleware). */
export const refusesAnalytics = (caller: Caller): boolean => caller.role !== 'service_role' && caller.noAnalytics === true

export interface Queryable {
  /** Runs one parameterised statement ($1, $2 …) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
}

export interface Tx extends Queryable {
  /** Multiple statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres'
  exec(sql: string): Promise<void>
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

const claimsOf = (caller: Caller): Record<string, unknown> => {
  switch (caller.role) {
    case 'anon':
      return { role: 'anon', fingerprint: caller.fingerprint ?? null }
    case 'authenticated':
      return { ...caller.claims, sub: caller.userId, role: 'authenticated', fingerprint: caller.fingerprint ?? null }
    case 'service_role':
      return { role: 'service_role' }
  }
}

/**
 * Runs `fn` in a transaction as `caller`: `set local role` plus `request.jwt.claims`,
 * so row-level security decides what the caller sees; a caller without analytics consent records no analytics facts.
 */
export async function asCaller<T>(db: Db, caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true), set_config($3, $4, true)`, [
      JSON.stringify(claimsOf(caller)),
      caller.role,
      ANALYTICS_OFF_SETTING,
      refusesAnalytics(caller) ? 'on' : '',
    ])
    return fn(tx)
  })
}

/**
 * Runs `fn` in a transaction as the server's own role (service_role): for a named business function whose step must
 * read or write private tables that grant nothing to API roles.
 */
export const asService = <T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> => asCaller(db, { role: 'service_role' }, fn)
