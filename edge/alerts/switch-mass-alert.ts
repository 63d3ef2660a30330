// The mass alert's switch inside a transaction the caller holds: the previous alert goes down, the new one (if any)
// goes up, and `mass-alert-changed` is queued in the same transaction (delivered only after commit). setMassAlert and
// the back-office's action (edge/admin/alerts) both switch through it.
import type { TMassAlert } from '../../domain/banners'
import { massAlertRoom } from '../../domain/realtime'
import type { Queryable } from '../db/port'
import type { RealtimeHub } from '../realtime/hub'

export type TMassAlertRow = { id: number; text: string }

export async function switchMassAlert(
  tx: Queryable,
  o: { realtime: RealtimeHub; text?: string; isActive: boolean; expect?: (previous: TMassAlertRow | null) => void },
): Promise<{ previous: TMassAlertRow | null; current: (TMassAlert & { id: number }) | null }> {
  // Serialises concurrent switches, so exactly one alert is ever active.
  await tx.query('lock table public.mass_alerts in exclusive mode')
  const [active] = await tx.query<{ id: string | number; text: string }>('select id, text from public.mass_alerts where is_active order by id desc limit 1')
  const previous = active ? { id: Number(active.id), text: active.text } : null
  o.expect?.(previous)
  await tx.query('update public.mass_alerts set is_active = false, updated_at = now() where is_active')
  let current: (TMassAlert & { id: number }) | null = null
  if (o.isActive && o.text) {
    const [row] = await tx.query<{ id: string | number }>('insert into public.mass_alerts (text) values ($1) returning id', [o.text])
    current = { id: Number(row!.id), isActive: true, text: o.text }
  }
  const data: TMassAlert = current ? { isActive: true, text: current.text } : { isActive: false, text: previous?.text ?? '' }
  await o.realtime.publish(tx, { room: massAlertRoom(), event: 'mass-alert-changed', data })
  return { previous, current }
}
