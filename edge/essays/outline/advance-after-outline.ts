// After the outline is approved (orders.md §4 flow 3): a client who can pay (subscription or enough tokens) goes on to
// the reference search; anyone else stays on outline approval, which shows the Payment step with a fake introduction.
import type { Tx } from '../../db/port'
import type { RealtimeHub } from '../../realtime/hub'
import { transition } from '../../orders/transition'
import type { TEssayOrder } from '../order/essay-order-row'
import { payerState } from '../order/payer-state'
import { ESSAY_MACHINE } from '../order/essay-machine'

export async function advanceAfterOutline(tx: Tx, realtime: RealtimeHub, order: TEssayOrder): Promise<TEssayOrder> {
  const payer = await payerState(tx, order.userId)
  if (order.isPaid || payer.canPay) {
    // A new search replaces what an earlier one offered; the client's own uploads stay.
    await tx.query(`delete from public.ai_essay_order_references where ai_essay_order_id = $1::bigint and status = 'found'`, [order.id])
    return transition(tx, realtime, ESSAY_MACHINE, {
      orderId: order.id,
      name: 'references-search-started',
      by: 'client',
      set: { reference_search_status: 'pending', error_message: null },
    })
  }
  return transition(tx, realtime, ESSAY_MACHINE, {
    orderId: order.id,
    name: 'payment-needed',
    by: 'client',
    set: { should_generate_fake_introduction: true },
    // One teaser per order: a second visit to the Payment step finds the same job.
    job: { key: `essay-fake-introduction:${order.id}` },
  })
}
