// newby (orders.md §2): a newly registered client's welcome trial credits, NEWBY_TRIALS of them (the spec gives no
// amount), once: the ledger key `newby:<user>` makes a repeat — another visit with ?newby, two tabs at once — credit
// nothing. Only an account registered in the last NEWBY_WINDOW_DAYS days qualifies, so an old account cannot claim
// them by adding ?newby to an address.
import type { AppDeps } from '../context'
import { requireClient } from '../accounts/require-client'
import { checkAllowed } from '../auth/assert-allowed'
import { asService, type Caller } from '../db/port'
import { userRoom } from '../../domain/realtime'

const NEWBY_WINDOW_DAYS = 7

/** How many trials this call granted (0 when granted before, switched off, or the account is not new). */
export async function claimNewbyTrials(o: { deps: Pick<AppDeps, 'db' | 'realtime' | 'settings'>; caller: Caller }): Promise<{ trialsGranted: number }> {
  const { userId } = requireClient(o.caller)
  const amount = o.deps.settings.NEWBY_TRIALS
  if (amount <= 0) return { trialsGranted: 0 }
  return asService(o.deps.db, async (tx) => {
    const [user] = await tx.query<{ is_new: boolean }>(`select created_at > now() - make_interval(days => $2) as is_new from public.users where id = $1::uuid`, [userId, NEWBY_WINDOW_DAYS])
    if (!user?.is_new) return { trialsGranted: 0 }
    // Granted before (perhaps of another amount, before the setting changed): nothing more.
    if ((await tx.query(`select 1 from private.ledger_entries where idempotency_key = $1`, [`newby:${userId}`])).length) return { trialsGranted: 0 }
    await checkAllowed(tx, userId, 'orders')
    const [row] = await tx.query<{ replayed: boolean }>(`select replayed from private.credit($1::uuid, 'trials', $2, 'newby', $3, null)`, [userId, amount, `newby:${userId}`])
    if (row!.replayed) return { trialsGranted: 0 }
    await o.deps.realtime.publish(tx, { room: userRoom(userId), event: 'user-changed', data: { reason: 'newby' } })
    return { trialsGranted: amount }
  })
}
