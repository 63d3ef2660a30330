// CreateAiEssayOrder (orders.md §7, flow step 1): topic and workTypeId required. The order and its unified order are
// created together, and the AI's suggestion of idea and goal is enqueued (status 2); the same create repeated while the
// first is still fresh returns the first order instead.
import type { AppDeps } from '../../context'
import { asCaller, type Caller, refusesAnalytics } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { ZCreateEssayOrder, defaultPages } from '../../../domain/essay/requirements'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from './essay-order-row'
import { ownerOf } from '../../orders/owner'
import { assertAllowed } from '../../auth/assert-allowed'
import { suggestRequirementsJob } from '../requirements/suggest-essay-requirements'
import { createOrder } from '../../orders/create-order'
import { ESSAY_MACHINE } from './essay-machine'
import { parseOrderInput } from '../../orders/parse-order-input'
import { takeGuestAiLimit } from '../../orders/guest-limits'

/** A create with the same topic and type this soon after the last one is the same click arriving twice. */
const REPEATED_CREATE_WINDOW_SECONDS = 30

export async function createAiEssayOrder(o: { deps: AppDeps; caller: Caller; ip: string | null; topic: unknown; workTypeId: unknown; workbookFile?: { path: string; name: string } | null }): Promise<TEssayOrder> {
  const input = parseOrderInput(ZCreateEssayOrder, { topic: o.topic, workTypeId: o.workTypeId })
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
    await takeGuestAiLimit(tx, { owner, ip: o.ip, settings: o.deps.settings })
    return createOrder(tx, ESSAY_MACHINE, {
      noAnalytics: refusesAnalytics(o.caller),
      owner,
      text: input.topic,
      status: 'extendedDescriptionGeneration',
      values: { topic: input.topic, work_type_id: input.workTypeId, number_of_pages: defaultPages(input.workTypeId), workbook_file: o.workbookFile ?? null },
      job: suggestRequirementsJob.name,
    })
  })
}
