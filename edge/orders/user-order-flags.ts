// The User's order flags (platform.md §3 User, local user data): what the cabinet and the wizards decide on, in one
// query under row-level security.
import { UNIFIED_STATUS, UNIFIED_TYPE } from '../../domain/orders/unified'
import { asCaller, type Caller, type Db } from '../db/port'

export type TUserOrderFlags = {
  /** A payment that went through (private.payments status `succeeded`). */
  hasSuccessPayIns: boolean
  /** An order neither paid nor finished (completed or canceled). */
  hasUnpaidOrder: boolean
  hasTextCopilotOrders: boolean
  hasTaskSolverOrders: boolean
  /** No presentation order of the client was paid yet (free or by tokens): the first one is free, also while it is in progress. */
  hasPresentationFreeAttempt: boolean
}

const NONE: TUserOrderFlags = { hasSuccessPayIns: false, hasUnpaidOrder: false, hasTextCopilotOrders: false, hasTaskSolverOrders: false, hasPresentationFreeAttempt: false }

/**
 * Reads the client's own rows only (`user_id = auth.uid()` uses the client's indexes; RLS would allow no other);
 * the payments view shows a client its own payments. A guest has none of these.
 */
export async function getUserOrderFlags(o: { db: Db; caller: Caller }): Promise<TUserOrderFlags> {
  if (o.caller.role !== 'authenticated') return NONE
  const mine = `from public.unified_orders where user_id = auth.uid()`
  const [row] = await asCaller(o.db, o.caller, (tx) =>
    tx.query<Record<keyof TUserOrderFlags, boolean>>(
      `select exists (select 1 from public.payments where user_id = auth.uid() and status = 'succeeded') as "hasSuccessPayIns",
              exists (select 1 ${mine} and not is_paid and status <> all($1::smallint[])) as "hasUnpaidOrder",
              exists (select 1 ${mine} and type_id = $2) as "hasTextCopilotOrders",
              exists (select 1 ${mine} and type_id = $3) as "hasTaskSolverOrders",
              not exists (select 1 from public.ai_presentation_orders where user_id = auth.uid() and is_paid and paid_with is distinct from 'demo') as "hasPresentationFreeAttempt"`,
      [[UNIFIED_STATUS.COMPLETED, UNIFIED_STATUS.CANCELED], UNIFIED_TYPE.TEXT_WORK, UNIFIED_TYPE.TASK_SOLVING],
    ),
  )
  return row ?? NONE
}
