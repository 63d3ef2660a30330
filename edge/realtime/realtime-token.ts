// The token a browser joins Supabase Realtime private channels with: role anon (it grants nothing the public
// publishable key does not) plus `realtime_rooms`, the rooms room-access.ts allowed. It is the one thing this app signs
// for Supabase: with the project's asymmetric signing key when set (ES256/RS256, `kid` in the header, checked by
// Supabase against the project's JWKS), else with the project's legacy JWT secret (HS256). The app's own tokens are
// signed with APP_JWT_SECRET and never with these, so none of them is a Supabase Data API token; and this one has no
// `sub` nor the app's audience, so the app's API takes it for a guest (edge/auth/caller.ts).
import { sign } from 'hono/utils/jwt/jwt'
import { parseSigningJwk, type TSigningJwk } from './signing-key'

/**
 * The claim the realtime.messages policy reads (docs/deployment.md, "Cloudflare Workers + Supabase"; the policy in
 * supabase/migrations/20261129000100_supabase_storage_realtime.sql): the tests spell it out as that policy does.
 */
const REALTIME_ROOMS_CLAIM = 'realtime_rooms'

export type TRoomTokenKey = { secret: string } | { jwk: TSigningJwk }

/** What signs room tokens under these settings; null when neither is set (realtime then runs on Postgres). */
export function roomTokenKey(settings: { SUPABASE_JWT_SIGNING_KEY?: string; SUPABASE_JWT_SECRET?: string }): TRoomTokenKey | null {
  if (settings.SUPABASE_JWT_SIGNING_KEY) {
    const jwk = parseSigningJwk(settings.SUPABASE_JWT_SIGNING_KEY)
    // edge/settings.ts refused a bad key at start-up; this is for settings assembled by hand.
    if (typeof jwk === 'string') throw new Error(`SUPABASE_JWT_SIGNING_KEY: ${jwk}`)
    return { jwk }
  }
  return settings.SUPABASE_JWT_SECRET ? { secret: settings.SUPABASE_JWT_SECRET } : null
}

export async function issueRealtimeToken(opts: { rooms: string[]; key: TRoomTokenKey; ttlSeconds: number; now?: number }) {
  const iat = Math.floor((opts.now ?? Date.now()) / 1000)
  const exp = iat + opts.ttlSeconds
  const claims = { role: 'anon', [REALTIME_ROOMS_CLAIM]: opts.rooms, iat, exp }
  // hono signs a JWK with its own `alg` and puts its `kid` in the header (WebCrypto: Workers and Node alike).
  const token = 'jwk' in opts.key ? await sign(claims, opts.key.jwk, opts.key.jwk.alg) : await sign(claims, opts.key.secret, 'HS256')
  return { token, expiresAt: exp }
}
