// Slots for realtime streams opened without sign-in: an SSE stream holds a connection and a subscription for as long
// as the client likes, so anonymous ones are capped per client address and in all. A stream frees its slot on close.
import type { TSettings } from '../settings'
import { AppError } from '../http/errors'
import { addressKey } from '../auth/client-ip'
import type { RealtimeHub } from './hub'

type TLimits = Pick<TSettings, 'REALTIME_ANON_STREAMS_PER_IP' | 'REALTIME_ANON_STREAMS_TOTAL'>
type TCounts = { total: number; byIp: Map<string, number> }

/** A client that hit the cap should come back later, not at once: its realtime client backs off on any error. */
const RETRY_AFTER_SECONDS = 30

// Counted per hub: the streams a hub serves are the ones that share the process (and its sockets).
const countsByHub = new WeakMap<RealtimeHub, TCounts>()

/**
 * Takes a slot for an anonymous stream from `ip`, counted under its addressKey (an IPv6 /64; an address the server
 * cannot know shares one key, capped like any other). Returns the release (safe to call more than once); throws
 * TOO_MANY_ATTEMPTS (429) when a cap is reached.
 */
export function takeAnonStreamSlot(hub: RealtimeHub, ip: string | null, limits: TLimits): () => void {
  let counts = countsByHub.get(hub)
  if (!counts) countsByHub.set(hub, (counts = { total: 0, byIp: new Map() }))
  const key = addressKey(ip)
  const mine = counts.byIp.get(key) ?? 0
  if (mine >= limits.REALTIME_ANON_STREAMS_PER_IP) {
    throw new AppError('TOO_MANY_ATTEMPTS', `Слишком много открытых обновлений с этого адреса (не больше ${limits.REALTIME_ANON_STREAMS_PER_IP}): закрой лишние вкладки или войди в аккаунт`, { retryAfterSeconds: RETRY_AFTER_SECONDS })
  }
  if (counts.total >= limits.REALTIME_ANON_STREAMS_TOTAL) {
    throw new AppError('TOO_MANY_ATTEMPTS', 'Сейчас слишком много открытых обновлений без входа: попробуй позже или войди в аккаунт', { retryAfterSeconds: RETRY_AFTER_SECONDS })
  }
  const held = counts
  held.total++
  held.byIp.set(key, mine + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    held.total--
    const left = (held.byIp.get(key) ?? 1) - 1
    if (left > 0) held.byIp.set(key, left)
    else held.byIp.delete(key)
  }
}

/** How many anonymous streams the hub serves right now (for tests and diagnostics). */
export const anonStreamsOpen = (hub: RealtimeHub): number => countsByHub.get(hub)?.total ?? 0
