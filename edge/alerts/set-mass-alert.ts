// Service-side switch for the mass alert: writes it and announces `mass-alert-changed` in the same transaction.
import type { TMassAlert } from '../../domain/banners'
import { ZSetMassAlertInput, type TSetMassAlertInput } from '../../domain/mass-alert-input'
import { asCaller, type Db } from '../db/port'
import type { RealtimeHub } from '../realtime/hub'
import { invalidateMassAlert } from './mass-alert-cache'
import { switchMassAlert } from './switch-mass-alert'

/**
 * `isActive` (default true) with `text` replaces the current alert; `isActive: false` takes it down.
 * Returns what visitors now see; the event carries the same, or `{ isActive: false, text }` of the
 * alert just taken down, so open pages hide it. A rolled-back write announces nothing.
 */
export async function setMassAlert({ db, realtime, input }: { db: Db; realtime: RealtimeHub; input: TSetMassAlertInput }): Promise<TMassAlert | null> {
  const { text, isActive } = ZSetMassAlertInput.parse(input)
  const { current } = await asCaller(db, { role: 'service_role' }, (tx) => switchMassAlert(tx, { realtime, text, isActive }))
  // This process renders the next page with the new alert without waiting for the NOTIFY round trip.
  invalidateMassAlert(db)
  return current ? { isActive: current.isActive, text: current.text } : null
}
