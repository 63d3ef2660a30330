// The last step every sign-in shares: refuse a login-restricted user, bind the guest's rows, issue the API token.
import type { Queryable } from '../db/port'
import type { TSettings } from '../settings'
import type { TRestrictionInfo } from '../../domain/auth/errors'
import { activeRestriction } from './restriction'
import type { TSignInUser } from './find-or-create-user'
import { issueToken } from './token'
import { restricted } from './auth-errors'

export type TSignInOutcome =
  | { ok: true; userId: string; tokenVersion: number; created: boolean; boundRows: number }
  | { ok: false; restriction: TRestrictionInfo }

/** Runs inside the sign-in transaction (service role); binding happens only for a user who may log in. */
export async function completeSignIn(q: Queryable, opts: { user: TSignInUser; fingerprints: (string | null | undefined)[] }): Promise<TSignInOutcome> {
  const restriction = activeRestriction(opts.user)
  if (restriction && !restriction.canLogin) return { ok: false, restriction }
  let boundRows = 0
  for (const fingerprint of new Set(opts.fingerprints.filter((f): f is string => Boolean(f)))) {
    const [row] = await q.query<{ n: number }>('select private.bind_guest_rows($1, $2::uuid) as n', [fingerprint, opts.user.id])
    boundRows += Number(row?.n ?? 0)
  }
  // The token carries the version it was issued under; "sign out everywhere" and a login restriction bump it.
  const [version] = await q.query<{ token_version: number }>('select token_version from public.users where id = $1', [opts.user.id])
  return { ok: true, userId: opts.user.id, tokenVersion: Number(version?.token_version ?? 0), created: opts.user.created, boundRows }
}

/** After the transaction committed: the token, or the Restriction error the auth screens show. */
export async function tokenFor(settings: TSettings, outcome: TSignInOutcome, opts: { noGuestBinding?: boolean } = {}): Promise<{ token: string }> {
  if (!outcome.ok) throw restricted(outcome.restriction)
  return { token: await issueToken({ userId: outcome.userId, tokenVersion: outcome.tokenVersion, secret: settings.APP_JWT_SECRET, noGuestBinding: opts.noGuestBinding }) }
}
