// createAiReferatOrder (route /ecosystem/referat?partnerAiReferatId=…): the client's own version of a catalogue referat.
// A client has one open (not canceled) order per catalogue referat: a second call, or a race of two, returns it. A new
// order starts the justification at once (CREATED → JUSTIFICATION_GENERATING).
import type { AppDeps } from '../../context'
import { asCaller, type Caller, refusesAnalytics } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { assertAllowed } from '../../auth/assert-allowed'
import { createOrder } from '../../orders/create-order'
import { transition } from '../../orders/transition'
import { REFERAT_ORDER_STATUS } from '../../../domain/referat/order-statuses'
import { REFERAT_ORDER_MESSAGES, ZOrderId } from '../../../domain/referat/order-input'
import { REFERAT_ORDER_COLUMNS, toReferatOrder, type TReferatOrder, type TReferatOrderRow } from './referat-order-row'
import { REFERAT_ORDER_MACHINE } from './referat-order-machine'

/** A referat of the catalogue has 8 pages (edge/referats/write-referat.ts); the client's version keeps them. */
const REFERAT_ORDER_PAGES = 8

export async function createAiReferatOrder(o: { deps: AppDeps; caller: Caller; partnerAiReferatId: unknown }): Promise<TReferatOrder> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  const userId = o.caller.userId
  const parsed = ZOrderId.safeParse(typeof o.partnerAiReferatId === 'number' ? String(o.partnerAiReferatId) : o.partnerAiReferatId)
  if (!parsed.success) throw new AppError('BAD_REQUEST', REFERAT_ORDER_MESSAGES.partnerMissing)
  const referatId = parsed.data
  await assertAllowed(o.deps.db, userId, 'orders')
  return asCaller(o.deps.db, SERVICE, async (tx) => {
    const [referat] = await tx.query<{ id: string; title: string; topic: string }>(`select id::text as id, title, topic from public.referats where id = $1::bigint and status = 'published'`, [referatId])
    if (!referat) throw new AppError('NOT_FOUND', REFERAT_ORDER_MESSAGES.partnerUnknown)
    // Serialises this client's creates of this referat, so two racing clicks cannot both insert.
    await tx.query(`select pg_advisory_xact_lock(hashtextextended('referat-order-create:' || $1 || ':' || $2, 0))`, [userId, referatId])
    const [open] = await tx.query<TReferatOrderRow>(
      `select ${REFERAT_ORDER_COLUMNS} from public.ai_referat_orders
        where user_id = $1 and partner_referat_id = $2::bigint and status <> $3 order by id desc limit 1`,
      [userId, referatId, REFERAT_ORDER_STATUS.CANCELED],
    )
    if (open) return toReferatOrder(open)
    // The h1 is the topic unless an editor shortened it below the order's 10 characters.
    const topic = referat.title.trim().length >= 10 ? referat.title.trim() : referat.topic
    const created = await createOrder(tx, REFERAT_ORDER_MACHINE, {
      noAnalytics: refusesAnalytics(o.caller),
      owner: { userId, guestFingerprint: null },
      text: topic,
      status: 'CREATED',
      values: { topic, partner_referat_id: referatId, number_of_pages: REFERAT_ORDER_PAGES },
    })
    return transition(tx, o.deps.realtime, REFERAT_ORDER_MACHINE, { orderId: created.id, name: 'justification-requested', by: 'client' })
  })
}
