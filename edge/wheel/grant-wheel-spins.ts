// Grants spins for a reason once per user (public.wheel_spin_grants is unique on (user, reason)), in the caller's
// service transaction. The welcome spin is the one grant there is today (domain/wheel/spin-rules.ts).
import type { Queryable } from '../db/port'
import { WELCOME_SPIN_REASON, WELCOME_SPINS } from '../../domain/wheel/spin-rules'

/** True when this call granted the spins, false when the reason had been granted before. */
export async function grantWheelSpins(q: Queryable, g: { userId: string; reason: string; spins: number }): Promise<boolean> {
  const [row] = await q.query<{ granted: boolean }>('select private.grant_wheel_spins($1::uuid, $2, $3) as granted', [g.userId, g.reason, g.spins])
  return Boolean(row?.granted)
}

export const grantWelcomeSpin = (q: Queryable, userId: string) => grantWheelSpins(q, { userId, reason: WELCOME_SPIN_REASON, spins: WELCOME_SPINS })
