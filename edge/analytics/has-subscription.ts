// The analytics context's has_subscription as the server knows it, for a batch from a page that never loaded the
// client's money account (the browser then sends null): one indexed look per batch, never a request of the page's own.
import { asService, type Db } from '../db/port'

/** Whether the client has a running, unfrozen subscription now (the rule training and the essays' payer state use). */
export async function hasRunningSubscription(db: Db, userId: string): Promise<boolean> {
  const [row] = await asService(db, (tx) =>
    tx.query<{ running: boolean }>(
      `select exists (select 1 from private.subscriptions where user_id = $1::uuid and ends_at > now() and frozen_at is null) as running`,
      [userId],
    ),
  )
  return Boolean(row?.running)
}
