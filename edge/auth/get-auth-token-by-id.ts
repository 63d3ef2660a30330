// getAuthTokenById: trades the auth_token_id from an OAuth redirect for an API token, once. The guest's rows are bound
// only for the browser that started the flow (it shows the sign-in state whose hash the token carries); any other
// browser, and a browser signed in to another account, gets CONFIRMATION_REQUIRED until the person confirms.
import type { AppDeps } from '../context'
import { asCaller, type Caller } from '../db/port'
import { AppError } from '../http/errors'
import { accountLabel, SIGN_IN_STATE_PATTERN, type TSignInConfirmation, type TSignInConfirmReason } from '../../domain/auth/sign-in-state'
import { linkExpired } from './auth-errors'
import { RESTRICTION_COLUMNS, type TRestrictionRow } from './restriction'
import { completeSignIn, tokenFor, type TSignInOutcome } from './complete-sign-in'
import { SERVICE } from './service-caller'
import { constantTimeEqual, sha256Hex } from './secrets'

type TokenRow = TRestrictionRow & {
  id: string
  sign_in_state_hash: string | null
  guest_fingerprint: string | null
  name: string | null
  email: string | null
  phone: string | null
}

type TExchangeInput = { authTokenId: unknown; signInState?: unknown; confirmed?: unknown }

export async function getAuthTokenById(opts: { deps: AppDeps; caller: Caller; input: TExchangeInput }): Promise<{ token: string }> {
  const { deps, caller } = opts
  const id = typeof opts.input.authTokenId === 'string' ? opts.input.authTokenId.trim() : ''
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(id)) throw linkExpired()
  const hash = await sha256Hex(id)
  const state = opts.input.signInState
  const stateHash = typeof state === 'string' && SIGN_IN_STATE_PATTERN.test(state) ? await sha256Hex(state) : null
  const confirmed = opts.input.confirmed === true

  const outcome = await asCaller(deps.db, SERVICE, async (tx): Promise<(TSignInOutcome & { startedHere: boolean }) | TSignInConfirmation | null> => {
    // Locked: two tabs racing with the same id cannot both win; an unconfirmed look leaves the token unused.
    const [row] = await tx.query<TokenRow>(
      `select u.id::text, t.sign_in_state_hash, t.guest_fingerprint, u.name, u.email, u.phone,
              ${RESTRICTION_COLUMNS.replace(/(\w+)/g, 'u.$1')}
         from private.auth_tokens t join public.users u on u.id = t.user_id
        where t.token_hash = $1 and t.consumed_at is null and t.expires_at > now()
          for update of t`,
      [hash],
    )
    if (!row) return null
    const startedHere = stateHash !== null && row.sign_in_state_hash !== null && constantTimeEqual(stateHash, row.sign_in_state_hash)
    const currentUserId = caller.role === 'authenticated' && caller.userId !== row.id ? caller.userId : null
    const reasons: TSignInConfirmReason[] = [...(startedHere ? [] : ['NOT_STARTED_HERE' as const]), ...(currentUserId ? ['OTHER_ACCOUNT' as const] : [])]
    if (reasons.length > 0 && !confirmed) {
      const [current] = currentUserId
        ? await tx.query<{ name: string | null; email: string | null; phone: string | null }>('select name, email, phone from public.users where id = $1::uuid', [currentUserId])
        : []
      return { reasons, accountName: accountLabel(row), currentName: current ? accountLabel(current) : null }
    }
    await tx.query('update private.auth_tokens set consumed_at = now() where token_hash = $1', [hash])
    // A browser that did not start the flow never gets its guest rows bound, confirmed or not.
    const callerFingerprint = caller.role === 'service_role' ? null : (caller.fingerprint ?? null)
    const fingerprints = startedHere ? [row.guest_fingerprint, callerFingerprint] : []
    return { ...(await completeSignIn(tx, { user: { ...row, created: false }, fingerprints })), startedHere }
  })
  if (!outcome) throw linkExpired()
  if ('reasons' in outcome) throw new AppError('CONFIRMATION_REQUIRED', undefined, { authError: 'Default', ...outcome })
  // Nor later: the token of a foreign hand-off carries no guest identity of this browser.
  return tokenFor(deps.settings, outcome, { noGuestBinding: !outcome.startedHere })
}
