// Records one analytics event in private.analytics_events: the port every area sends its analytics through.
import type { Db } from '../db/port'
import type { Logger } from '../log'
import { storeEvents } from './store-events'
import { isEventName } from '../../domain/analytics/user-context'

export type TRecordEventOptions = {
  db: Db
  log: Logger
  name: string
  props?: Record<string, unknown>
  fingerprint?: string | null
  userId?: string | null
  /** The spec's user context, as far as the server knows it. */
  context?: Record<string, unknown>
  sessionId?: string | null
}

/**
 * Never throws: analytics must not break what the visitor is doing (a redirect, a page).
 * Resolves to whether the event was stored. The name follows the browser's rule (snake_case, ≤ 100 characters), so
 * server and browser events meet under one spelling.
 */
export async function recordEvent({ db, log, name, props = {}, fingerprint = null, userId = null, context = {}, sessionId = null }: TRecordEventOptions): Promise<boolean> {
  if (!isEventName(name)) {
    log.warn('analytics event not recorded', { name, error: 'the name is not snake_case of at most 100 characters' })
    return false
  }
  try {
    await storeEvents(db, [{ name, props, context, fingerprint, userId, sessionId }])
    return true
  } catch (error) {
    log.warn('analytics event not recorded', { name, error: String(error) })
    return false
  }
}
