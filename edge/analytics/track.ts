// Server-side track(): the events the server knows best (an order created, a payment applied) recorded with the
// caller's context. Never throws and never delays the answer beyond one insert.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { isEventName } from '../../domain/analytics/user-context'
import { recordEvent } from './record-event'
import { callerIdentity, mayTrack } from './request-context'

export type TTrackContext = {
  deps: Pick<AppDeps, 'db' | 'log'>
  caller: Caller
  /** The request's headers when there is one (bot and consent checks, page and browser); none for a bank callback. */
  headers?: { get(name: string): string | null } | null
  /** The account the event is about when the caller is not it (a bank callback names the payer). */
  userId?: string | null
}

export async function track(ctx: TTrackContext, event: string, props: Record<string, unknown> = {}): Promise<boolean> {
  if (!isEventName(event)) {
    ctx.deps.log.warn('analytics: not an event name', { event })
    return false
  }
  if (ctx.headers && !mayTrack(ctx.headers)) return false
  const who = callerIdentity(ctx.caller)
  const userId = ctx.userId ?? who.userId
  const context: Record<string, unknown> = { user_id: userId, fingerprint: who.fingerprint, source: 'server' }
  if (ctx.headers) {
    const url = ctx.headers.get('referer')
    if (url) context.url = url.slice(0, 2000)
    context.user_agent = (ctx.headers.get('user-agent') ?? '').slice(0, 500)
  }
  return recordEvent({ ...ctx.deps, name: event, props, userId, fingerprint: who.fingerprint, context })
}
