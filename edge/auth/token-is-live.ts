// Whether a correctly signed, unexpired API token still stands: its user exists, its version is the user's current
// one, it was not signed out, and no login restriction is in force. Runs once per authenticated request, before any
// work is done as the caller, so a revoked token never reaches asCaller.
import type { Caller, Db } from '../db/port'
import { activeRestriction, RESTRICTION_COLUMNS, type TRestrictionRow } from './restriction'

export type TTokenRef = { userId: string; tokenVersion: number; jti: string }

/** The token behind a client caller made by callerFromRequest; null for anyone else. */
export function tokenRefOf(caller: Caller): TTokenRef | null {
  if (caller.role !== 'authenticated') return null
  const { tv, jti } = caller.claims ?? {}
  return typeof tv === 'number' && typeof jti === 'string' ? { userId: caller.userId, tokenVersion: tv, jti } : null
}

type TRow = TRestrictionRow & { token_version: number; revoked: boolean }

export async function tokenIsLive(db: Db, ref: TTokenRef): Promise<boolean> {
  // Two primary-key probes in one statement, on the pool itself (see eslint.config.js): one round trip, where
  // asService would add begin, set role and commit to every authenticated request.
  const [row] = await db.query<TRow>(
    `select token_version, ${RESTRICTION_COLUMNS},
            exists (select 1 from private.revoked_api_tokens where jti = $2::uuid) as revoked
       from public.users where id = $1::uuid`,
    [ref.userId, ref.jti],
  )
  if (!row || row.revoked || Number(row.token_version) !== ref.tokenVersion) return false
  // The version trigger already ended these sessions; this also covers a restriction whose dates were edited by hand.
  const restriction = activeRestriction(row)
  return !restriction || restriction.canLogin
}
