// The job step of a task search order: find the library's best ready works for the question, keep them as the
// order's matches and end the search (statusBySearch 1 → 2, published by the kernel on the order's room). A repeat, or a
// run that finds the order removed meanwhile, changes nothing.
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import { tryTransition } from '../orders/transition'
import { TASK_ORDER_STATUSES } from '../../domain/task/order-statuses'
import { TASK_ORDER_COLUMNS, searchTextOf, toTaskOrder, type TTaskOrderRow } from './task-order-row'
import { TASK_ORDER_MACHINE } from './task-order-machine'
import { rankLibraryMatches } from './rank-library-matches'

export type TTaskSearchOutcome = 'searched' | 'skipped'

/** `giveUp`: the last attempt after failed searches ends the search with no matches, so the page never waits forever. */
export async function searchTaskOrderLibrary(o: { deps: Pick<AppDeps, 'db' | 'realtime'>; orderId: string; giveUp?: boolean }): Promise<TTaskSearchOutcome> {
  const [row] = await asService(o.deps.db, (tx) => tx.query<TTaskOrderRow>(`select ${TASK_ORDER_COLUMNS} from public.task_orders where id = $1::bigint`, [o.orderId]))
  if (!row) return 'skipped'
  const order = toTaskOrder(row)
  if (order.status !== TASK_ORDER_STATUSES.ids.searching) return 'skipped'
  // Ranked outside the write transaction: the order's row lock is held only for the short write below.
  const matches = o.giveUp ? [] : await asService(o.deps.db, (tx) => rankLibraryMatches(tx, { text: searchTextOf(order), subjectId: order.subjectId }))
  return asService(o.deps.db, async (tx) => {
    const moved = await tryTransition(tx, o.deps.realtime, TASK_ORDER_MACHINE, { orderId: o.orderId, name: 'searched', by: 'job', set: { searched_at: new Date() }, detail: { matches: matches.length, ...(o.giveUp && { gaveUp: true }) } })
    if (!moved.ok) return 'skipped'
    for (const [i, m] of matches.entries()) {
      await tx.query(`insert into public.task_order_matches (task_order_id, position, library_work_id, score, snippet) values ($1::bigint, $2, $3::bigint, $4, $5)`, [
        o.orderId,
        i + 1,
        m.libraryWorkId,
        m.score,
        m.snippet,
      ])
    }
    return 'searched'
  })
}
