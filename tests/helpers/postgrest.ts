// A request to Supabase's Data API, made the way PostgREST makes it. Real PostgREST is not available on these machines
// (no network, no binary in the registries we reach), so this does what PostgREST documents for every request
// (docs.postgrest.org "Authentication"): verify the bearer JWT with the project's secret (HS256) — an invalid, expired
// or foreign token is answered 401 before the database is touched —, take the `role` claim (none: the anonymous role),
// then run the request's SQL in one transaction after `set local role <role>` and `request.jwt.claims` = the claims.
import { sign, verify } from 'hono/utils/jwt/jwt'
import type { Db, Tx } from '../../edge/db/port'

export type TDataApiAnswer<T> = { status: 200; value: T } | { status: 401 | 403 | 400 | 500; code?: string; message: string }

/** The legacy anon key: a JWT with role anon signed with the project's secret, public by design. */
export const anonKey = (projectSecret: string) =>
  sign({ role: 'anon', iss: 'supabase', iat: 1_700_000_000, exp: 4_100_000_000 }, projectSecret, 'HS256')

/** What Supabase Auth issues to anyone who signs up on a project whose sign-ups are open: role authenticated, own sub. */
export const supabaseAuthToken = (projectSecret: string, sub: string) => {
  const iat = Math.floor(Date.now() / 1000)
  return sign({ role: 'authenticated', aud: 'authenticated', sub, iat, exp: iat + 3600 }, projectSecret, 'HS256')
}

class RolledBack<T> {
  constructor(readonly rows: T[]) {}
}

/**
 * Runs `sql` (one statement) as PostgREST would for a request bearing `token` (none: the anon role). The transaction is
 * always rolled back (PostgREST's `Prefer: tx=rollback`), so a probe that gets through changes nothing for the next.
 */
export async function dataApi<T = Record<string, unknown>>(
  db: Db,
  projectSecret: string,
  token: string | null,
  sql: string,
  params: unknown[] = [],
  /** Further transaction-local settings the service sets beside the claims (Realtime: `realtime.topic`). */
  settings: Record<string, string> = {},
): Promise<TDataApiAnswer<T[]>> {
  let claims: Record<string, unknown> = { role: 'anon' }
  if (token) {
    try {
      claims = await verify(token, projectSecret, 'HS256')
    } catch (e) {
      return { status: 401, code: 'PGRST301', message: (e as Error).name }
    }
  }
  const role = typeof claims.role === 'string' ? claims.role : 'anon'
  if (!['anon', 'authenticated', 'service_role'].includes(role)) return { status: 401, code: 'PGRST301', message: 'role' }
  try {
    await db.transaction(async (tx: Tx) => {
      await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, JSON.stringify(claims)])
      for (const [name, value] of Object.entries(settings)) await tx.query(`select set_config($1, $2, true)`, [name, value])
      throw new RolledBack(await tx.query<T>(sql, params))
    })
    throw new Error('unreachable')
  } catch (e) {
    if (e instanceof RolledBack) return { status: 200, value: e.rows as T[] }
    const code = (e as { code?: string }).code
    // PostgREST answers 401 for permission denied to the anonymous role and 403 to a signed-in one.
    const status = code === '42501' ? (role === 'anon' ? 401 : 403) : code?.startsWith('23') || code?.startsWith('22') ? 400 : 500
    return { status, code, message: (e as Error).message }
  }
}
