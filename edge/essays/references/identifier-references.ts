// A source added by DOI, ISBN or link (connected mode, orders.md §5 Sources): resolveAiEssayOrderReference looks the
// identifier up and answers the real record for the client to approve, adding nothing; addAiEssayOrderReferenceByIdentifier
// looks it up again on the server (so the list holds the provider's data, not the browser's) and adds it as the
// client's own source, within the limit of 30 and never twice. Both lookups count against the lookup rate limits
// (edge/sources/lookup-rate-limit.ts), per account and per address.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { ESSAY_LIMITS } from '../../../domain/essay/requirements'
import { SOURCE_MESSAGES, type TSourceRecord } from '../../../domain/sources/reference'
import { sameWork } from '../../../domain/sources/same-work'
import { resolveSourceIdentifier } from '../../sources/resolve-identifier'
import { getAiEssayOrderById } from '../order/get-ai-essay-order-by-id'
import { withOwnOrder } from '../../orders/with-own-order'
import { logOrderEvent } from '../../orders/log-order-event'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { statusesOfSteps } from '../../orders/order-machine'
import type { TEssayReference } from '../order/list-order-details'
import { toReferenceData, type TReferenceData } from '../../sources/reference-data'

const ORDER_NOT_FOUND = 'Заказ не найден'
const ALREADY_ADDED = 'Этот источник уже есть в списке'

type TLookUpInput = { deps: AppDeps; caller: Caller; ip: string | null; aiEssayOrderId: unknown; identifier: unknown }

async function lookUp(o: TLookUpInput): Promise<TSourceRecord> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы добавить свой источник')
  const order = await getAiEssayOrderById({ db: o.deps.db, caller: o.caller, id: o.aiEssayOrderId })
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND)
  // Checked before the look-up (a slow outside call) as well as under the lock when the source is added.
  if (!statusesOfSteps(ESSAY_MACHINE, ['edit-own-sources']).includes(ESSAY_MACHINE.statusName(order.status))) throw new AppError('STALE_STEP', undefined, { status: order.status })
  return resolveSourceIdentifier({ settings: o.deps.settings, requester: { db: o.deps.db, caller: o.caller, ip: o.ip }, identifier: o.identifier })
}

export async function resolveAiEssayOrderReference(o: TLookUpInput): Promise<TReferenceData> {
  return toReferenceData(await lookUp(o))
}

type TRow = { id: string; status: string; data: unknown }

export async function addAiEssayOrderReferenceByIdentifier(o: TLookUpInput): Promise<TEssayReference> {
  const record = await lookUp(o)
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'edit-own-sources' }, async (tx, order) => {
    const rows = await tx.query<{ data: unknown; added_by_client: boolean }>(
      `select data, added_by_client from public.ai_essay_order_references where ai_essay_order_id = $1::bigint and status <> 'removed'`,
      [order.id],
    )
    const listed = rows.map((r) => ({ own: r.added_by_client, data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as { record?: TSourceRecord } }))
    if (listed.filter((r) => r.own).length >= ESSAY_LIMITS.references.max) throw new AppError('LIMIT', SOURCE_MESSAGES.limitReached, { limit: ESSAY_LIMITS.references.max })
    if (listed.some((r) => r.data.record && sameWork(r.data.record, record))) throw new AppError('CONFLICT', ALREADY_ADDED)
    const data = toReferenceData(record, { why: 'Источник, добавленный тобой' })
    const [row] = await tx.query<TRow>(
      `insert into public.ai_essay_order_references (ai_essay_order_id, status, position, data, added_by_client)
       values ($1::bigint, 'uploaded', (select coalesce(min(position), 0) - 1 from public.ai_essay_order_references where ai_essay_order_id = $1::bigint), $2::text::jsonb, true)
       returning id::text as id, status, data`,
      [order.id, JSON.stringify(data)],
    )
    await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'reference-added')
    const r = row!
    return { id: r.id, status: r.status, addedByClient: true, data: typeof r.data === 'string' ? JSON.parse(r.data) : (r.data as TEssayReference['data']) }
  })
}
