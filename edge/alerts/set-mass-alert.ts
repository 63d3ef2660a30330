// Service-side switch for the mass alert: writes it and announces `mass-alert-changed` in the same transaction.
import type { TMassAlert } from '../../domain/banners'
import { ZSetMassAlertInput, type TSetMassAlertInput } from '../../domain/mass-alert-input'
import { massAlertRoom } from '../../domain/realtime'
import { asCaller, type Db } from '../db/port'
import type { RealtimeHub } from '../realtime/hub'
import { invalidateMassAlert } from './mass-alert-cache'

/**
 * `isActive` (default true) with `text` replaces the current alert; `isActive: false` takes it down.
 * Returns what visitors now see; the event carries the same, or `{ isActive: false, text }` of the
 * alert just taken down, so open pages hide it. A rolled-back write announces nothing.
 */
export async function setMassAlert({ db, realtime, input }: { db: Db; realtime: RealtimeHub; input: TSetMassAlertInput }): Promise<TMassAlert | null> {
  const { text, isActive } = ZSetMassAlertInput.parse(input)
  const result = await asCaller(db, { role: 'service_role' }, async (tx) => {
    // Serialises concurrent switches, so exactly one alert is ever active.
    await tx.query('lock table public.mass_alerts in exclusive mode')
    const previous = await tx.query<{ text: string }>(
      'update public.mass_alerts set is_active = false, updated_at = now() where is_active returning text',
    )
    let current: TMassAlert | null = null
    if (isActive && text) {
      await tx.query('insert into public.mass_alerts (text) values ($1)', [text])
      current = { isActive: true, text }
    }
    const data = current ?? { isActive: false, text: previous[0]?.text ?? '' }
    await realtime.publish(tx, { room: massAlertRoom(), event: 'mass-alert-changed', data })
    return current
  })
  // This process renders the next page with the new alert without waiting for the NOTIFY round trip.
  invalidateMassAlert(db)
  return result
}
