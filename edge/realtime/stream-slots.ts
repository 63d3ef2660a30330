// Slots for realtime streams: an SSE stream holds a connection and a subscription for as long as the client likes, so
// anonymous ones are capped per client address and in all, and a signed-in client's per account (a token is cheap to
// keep using from a script). A stream frees its slot on close.
import type { TSettings } from '../settings'
import type { Caller } from '../db/port'
import { AppError } from '../http/errors'
import { addressKey } from '../auth/client-ip'
import type { RealtimeHub } from './hub'

type TLimits = Pick<TSettings, 'REALTIME_ANON_STREAMS_PER_IP' | 'REALTIME_ANON_STREAMS_TOTAL' | 'REALTIME_STREAMS_PER_USER'>
type TCounts = { total: number; byIp: Map<string, number>; byUser: Map<string, number> }

/** A client that hit the cap should come back later, not at once: its realtime client backs off on any error. */
const RETRY_AFTER_SECONDS = 30

// Counted per hub: the streams a hub serves are the ones that share the process (and its sockets).
const countsByHub = new WeakMap<RealtimeHub, TCounts>()

/**
 * Takes a slot for an anonymous stream from `ip`, counted under its addressKey (an IPv6 /64; an address the server
 * cannot know shares one key, capped like any other). Returns the release (safe to call more than once); throws
 * TOO_MANY_ATTEMPTS (429) when a cap is reached.
 */
function countsOf(hub: RealtimeHub): TCounts {
  let counts = countsByHub.get(hub)
  if (!counts) countsByHub.set(hub, (counts = { total: 0, byIp: new Map(), byUser: new Map() }))
  return counts
}

/** The streams a hub's process holds open now: anonymous ones and signed-in clients' (GET /metrics). */
export function openStreams(hub: RealtimeHub): { guest: number; client: number } {
  const counts = countsOf(hub)
  let client = 0
  for (const n of counts.byUser.values()) client += n
  return { guest: counts.total, client }
}

/** A slot for any stream route: a signed-in caller's counted per account, anyone else's per address and in all. */
export function takeStreamSlot(hub: RealtimeHub, caller: Caller, ip: string | null, limits: TLimits): () => void {
  if (caller.role === 'service_role') return () => {}
  if (caller.role === 'anon') return takeAnonStreamSlot(hub, ip, limits)
  const byUser = countsOf(hub).byUser
  const mine = byUser.get(caller.userId) ?? 0
  if (mine >= limits.REALTIME_STREAMS_PER_USER) {
    throw new AppError('TOO_MANY_ATTEMPTS', `Слишком много открытых обновлений в аккаунте (не больше ${limits.REALTIME_STREAMS_PER_USER}): закрой лишние вкладки`, { retryAfterSeconds: RETRY_AFTER_SECONDS })
  }
  byUser.set(caller.userId, mine + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const left = (byUser.get(caller.userId) ?? 1) - 1
    if (left > 0) byUser.set(caller.userId, left)
    else byUser.delete(caller.userId)
  }
}

function takeAnonStreamSlot(hub: RealtimeHub, ip: string | null, limits: TLimits): () => void {
  const counts = countsOf(hub)
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
