// POST /api/auth/handed-over-token: a ready API token handed over by another channel (the address's auth_token, from the
// bot or the app), traded after «Войти по ссылке?» for a token of this browser's own that carries `nb`. This browser did
// not sign in itself, so, as with a confirmed auth_token_id from elsewhere (get-auth-token-by-id.ts), its guest rows
// (by fingerprint) are never bound to that account, now or later (edge/auth/caller.ts).
//
// The handed-over token keeps working: it belongs to the channel that handed it over (the app may be signed in with it),
// and taking it back would let anyone who sees the link sign that channel out while protecting nothing from whoever
// already holds it. The new token ends when the old one does, so a trade never makes a token live longer.
import type { AppDeps } from '../context'
import { callerFromRequest } from './caller'
import { linkExpired } from './auth-errors'
import { issueToken } from './token'

/** A JWT of this app is a few hundred characters; anything far longer is not one. */
const TOKEN = /^[\w.-]{20,4096}$/

export async function exchangeHandedOverToken(opts: { deps: AppDeps; input: unknown }): Promise<{ token: string }> {
  const { deps } = opts
  const token = typeof opts.input === 'object' && opts.input !== null ? (opts.input as { token?: unknown }).token : undefined
  if (typeof token !== 'string' || !TOKEN.test(token)) throw linkExpired()
  // The very checks of every request: signature, issuer and audience, expiry, the account's token version, not signed
  // out, no login restriction.
  const handed = await callerFromRequest({ headers: new Headers({ authorization: `Bearer ${token}` }), jwtSecret: deps.settings.APP_JWT_SECRET, db: deps.db })
  if (handed.role !== 'authenticated') throw linkExpired()
  const { tv, exp, imp } = handed.claims ?? {}
  // An administrator's read-only look (`imp`, read-only.ts) is no sign-in: traded, it would lose its read-only mark.
  if (imp !== undefined || typeof tv !== 'number' || typeof exp !== 'number') throw linkExpired()
  const now = Date.now()
  const ttlSeconds = exp - Math.floor(now / 1000)
  if (ttlSeconds <= 0) throw linkExpired()
  return { token: await issueToken({ userId: handed.userId, tokenVersion: tv, secret: deps.settings.APP_JWT_SECRET, noGuestBinding: true, ttlSeconds, now }) }
}
