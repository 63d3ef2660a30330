// The fake introduction (orders.md §4 flow 3): for a client without a subscription, a short introduction written
// before payment shows what the work will be like. Written once; nothing else about the order changes.
import type { AppDeps } from '../../context'
import { asCaller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import type { TAi } from '../../ai/port'
import { writeEssayPart } from '../../ai/essay-text'
import { ESSAY_ORDER_COLUMNS, loadEssayOrder, toEssayOrder, type TEssayOrderRow } from '../order/essay-order-row'
import { essayContext } from '../text/essay-context'
import { logOrderEvent } from '../../orders/log-order-event'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { publishEssayChanged } from '../order/publish-essay-changed'

const FAKE_INTRODUCTION_WORDS = 160

export async function createFakeIntroduction(o: { deps: AppDeps; ai: TAi; orderId: string }): Promise<'written' | 'skipped'> {
  const order = await loadEssayOrder(o.deps.db, o.orderId)
  if (!order) return 'skipped'
  if (order.fakeIntroduction || !order.shouldGenerateFakeIntroduction || order.isPaid || !order.outline) return 'skipped'
  const written = await writeEssayPart(o.ai, essayContext(order, []), { kind: 'introduction', words: FAKE_INTRODUCTION_WORDS })
  return asCaller(o.deps.db, SERVICE, async (tx) => {
    const [saved] = await tx.query<TEssayOrderRow>(
      `update public.ai_essay_orders set fake_introduction = $2 where id = $1::bigint and fake_introduction is null returning ${ESSAY_ORDER_COLUMNS}`,
      [order.id, written.text],
    )
    if (!saved) return 'skipped' as const
    await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'fake-introduction-written', { words: written.words })
    await publishEssayChanged(o.deps.realtime, tx, toEssayOrder(saved))
    return 'written' as const
  })
}
