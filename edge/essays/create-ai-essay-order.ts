// CreateAiEssayOrder (orders.md §7, flow step 1): topic and workTypeId required. The order and its unified order are
// created together, and the AI's suggestion of idea and goal is enqueued (status 2); the same create repeated while the
// first is still fresh returns the first order instead.
import type { AppDeps } from '../context'
import { asCaller, type Caller } from '../db/port'
import { SERVICE } from '../auth/service-caller'
import { ZCreateEssayOrder, defaultPages } from '../../domain/essay/requirements'
import { ESSAY_STATUS } from '../../domain/essay/statuses'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from './essay-order-row'
import { ownerOf } from './owner'
import { assertAllowed } from '../auth/assert-allowed'
import { suggestRequirementsJob, SUGGEST_ATTEMPTS } from './suggest-essay-requirements'
import { parseEssayInput } from './parse-input'

/** A create with the same topic and type this soon after the last one is the same click arriving twice. */
export const REPEATED_CREATE_WINDOW_SECONDS = 30
export const TEXT_WORK_UNIFIED_TYPE_ID = 5

export async function createAiEssayOrder(o: { deps: AppDeps; caller: Caller; topic: unknown; workTypeId: unknown; workbookFile?: { path: string; name: string } | null }): Promise<TEssayOrder> {
  const input = parseEssayInput(ZCreateEssayOrder, { topic: o.topic, workTypeId: o.workTypeId })
  const owner = ownerOf(o.caller)
  if (owner.userId) await assertAllowed(o.deps.db, owner.userId, 'orders')
  return asCaller(o.deps.db, SERVICE, async (tx) => {
    // Serialises creates of one owner, so two racing clicks cannot both insert.
    await tx.query(`select pg_advisory_xact_lock(hashtextextended('essay-create:' || $1, 0))`, [owner.userId ?? `guest:${owner.guestFingerprint}`])
    const [recent] = await tx.query<TEssayOrderRow>(
      `select ${ESSAY_ORDER_COLUMNS} from public.ai_essay_orders
        where ${owner.userId ? 'user_id = $1' : 'user_id is null and guest_fingerprint = $1'}
          and topic = $2 and work_type_id = $3 and status <= $4
          and created_at > now() - make_interval(secs => $5)
        order by id desc limit 1`,
      [owner.userId ?? owner.guestFingerprint, input.topic, input.workTypeId, ESSAY_STATUS.requirementsDefinition, REPEATED_CREATE_WINDOW_SECONDS],
    )
    if (recent) return toEssayOrder(recent)
    const [unified] = await tx.query<{ id: string }>(
      `insert into public.unified_orders (user_id, guest_fingerprint, text, type_id)
       values ($1, $2, $3, $4) returning id::text as id`,
      [owner.userId, owner.userId ? null : owner.guestFingerprint, input.topic, TEXT_WORK_UNIFIED_TYPE_ID],
    )
    const [row] = await tx.query<TEssayOrderRow>(
      `insert into public.ai_essay_orders (user_id, guest_fingerprint, unified_order_id, status, topic, work_type_id, number_of_pages, workbook_file)
       values ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb)
       returning ${ESSAY_ORDER_COLUMNS}`,
      [
        owner.userId,
        owner.userId ? null : owner.guestFingerprint,
        unified!.id,
        ESSAY_STATUS.extendedDescriptionGeneration,
        input.topic,
        input.workTypeId,
        defaultPages(input.workTypeId),
        o.workbookFile ? JSON.stringify(o.workbookFile) : null,
      ],
    )
    await tx.query(`insert into public.ai_essay_order_logs (ai_essay_order_id, event) values ($1, 'created')`, [row!.id])
    await suggestRequirementsJob.enqueue(tx, { orderId: row!.id }, { key: `essay-requirements:${row!.id}`, maxAttempts: SUGGEST_ATTEMPTS })
    return toEssayOrder(row!)
  })
}
