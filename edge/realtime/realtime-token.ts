// The token a browser joins Supabase Realtime private channels with: HS256, signed with the project's JWT secret,
// role anon (it grants nothing the public anon key does not) plus `realtime_rooms`, the rooms room-access.ts allowed.
// It has no `sub`, so this app's own API takes it for a guest without identity (edge/auth/caller.ts).
import { sign } from 'hono/utils/jwt/jwt'

/** The claim the realtime.messages policy reads (README, "Cloudflare Workers + Supabase"). */
export const REALTIME_ROOMS_CLAIM = 'realtime_rooms'

export async function issueRealtimeToken(opts: { rooms: string[]; secret: string; ttlSeconds: number; now?: number }) {
  const iat = Math.floor((opts.now ?? Date.now()) / 1000)
  const exp = iat + opts.ttlSeconds
  const token = await sign({ role: 'anon', [REALTIME_ROOMS_CLAIM]: opts.rooms, iat, exp }, opts.secret, 'HS256')
  return { token, expiresAt: exp }
}
