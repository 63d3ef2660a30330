// createAiReferatOrder (route /ecosystem/referat?partnerAiReferatId=…): the client's own version of a catalogue referat,
// or (`copy`, the catalogue page's «Скачать DOCX», issue 33) that referat itself, bought as it is.
// A client has one open (not canceled) order of each kind per catalogue referat: a second call, or a race of two,
// returns it. A new written order starts the justification at once (CREATED → JUSTIFICATION_GENERATING); a copy takes
// the published outline, text, references and writer, and is ready to pay for at once (CREATED → COMPLETED).
import type { AppDeps } from '../../context'
import { asCaller, type Caller, refusesAnalytics } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { assertAllowed } from '../../auth/assert-allowed'
import { createOrder } from '../../orders/create-order'
import { transition } from '../../orders/transition'
import { REFERAT_ORDER_STATUSES } from '../../../domain/referat/order-statuses'
import { REFERAT_ORDER_MESSAGES, ZOrderId } from '../../../domain/referat/order-input'
import { REFERAT_ORDER_COLUMNS, toReferatOrder, type TReferatOrder, type TReferatOrderRow } from './referat-order-row'
import { REFERAT_ORDER_MACHINE } from './referat-order-machine'

/** A referat of the catalogue has 8 pages (edge/referats/write-referat.ts); the client's version keeps them. */
const REFERAT_ORDER_PAGES = 8

type TCatalogueText = { outline: unknown; references: string[]; characters_count: number; sections: unknown; ai_provider: string }

export async function createAiReferatOrder(o: { deps: AppDeps; caller: Caller; partnerAiReferatId: unknown; copy?: boolean | null }): Promise<TReferatOrder> {
  const copy = o.copy === true
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
        where user_id = $1 and partner_referat_id = $2::bigint and status <> $3 and catalogue_copy = $4 order by id desc limit 1`,
      [userId, referatId, REFERAT_ORDER_STATUSES.ids.CANCELED, copy],
    )
    if (open) return toReferatOrder(open)
    // The h1 is the topic unless an editor shortened it below the order's 10 characters.
    const topic = referat.title.trim().length >= 10 ? referat.title.trim() : referat.topic
    const base = { topic, partner_referat_id: referatId, number_of_pages: REFERAT_ORDER_PAGES }
    if (copy) {
      const [text] = await tx.query<TCatalogueText>(
        `select r.outline, r."references", r.characters_count, t.sections, t.ai_provider
           from public.referats r join private.referat_texts t on t.referat_id = r.id where r.id = $1::bigint`,
        [referatId],
      )
      if (!text) throw new AppError('NOT_FOUND', REFERAT_ORDER_MESSAGES.partnerUnknown)
      const created = await createOrder(tx, REFERAT_ORDER_MACHINE, {
        noAnalytics: refusesAnalytics(o.caller),
        owner: { userId, guestFingerprint: null },
        text: topic,
        status: 'CREATED',
        values: { ...base, catalogue_copy: true },
      })
      return transition(tx, o.deps.realtime, REFERAT_ORDER_MACHINE, {
        orderId: created.id,
        name: 'catalogue-copied',
        by: 'client',
        set: {
          outline: text.outline ?? [],
          reference_list: text.references ?? [],
          content: text.sections ?? [],
          characters_count: Number(text.characters_count),
          ai_provider: text.ai_provider,
        },
      })
    }
    const created = await createOrder(tx, REFERAT_ORDER_MACHINE, {
      noAnalytics: refusesAnalytics(o.caller),
      owner: { userId, guestFingerprint: null },
      text: topic,
      status: 'CREATED',
      values: base,
    })
    return transition(tx, o.deps.realtime, REFERAT_ORDER_MACHINE, { orderId: created.id, name: 'justification-requested', by: 'client' })
  })
}
