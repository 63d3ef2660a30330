// CreateAiEssayOrderReference / UpdateAiEssayOrderReference / RemoveAiEssayOrderReference (orders.md §5 Sources): the
// client adds a source of their own (file, title, author, integer publication year ≥ 1900, and the place and publisher
// when known), corrects it or takes a
// source out of the offer. At most 30 of their own per work («Достигнут лимит по количеству источников»).
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { ESSAY_LIMITS } from '../../../domain/essay/requirements'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { SOURCE_MESSAGES, ZAddSourceInput, ZSourceRecord } from '../../../domain/sources/reference'
import { parseOrderInput } from '../../orders/parse-order-input'
import { withOwnOrder } from '../../orders/with-own-order'
import { logOrderEvent } from '../../orders/log-order-event'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { toReferenceData } from '../../sources/reference-data'
import type { TEssayReference } from '../order/list-order-details'
import { rowId } from '../order/essay-order-row'

const FILE_REQUIRED = 'Прикрепи файл источника'
const REFERENCE_NOT_FOUND = 'Такого источника нет'

type TReferenceFields = { title: unknown; author: unknown; publicationYear: unknown; city?: unknown; publisher?: unknown }

function recordOf(fields: TReferenceFields) {
  const input = parseOrderInput(ZAddSourceInput, fields)
  return ZSourceRecord.parse({ kind: 'book', authors: input.author, title: input.title, year: input.publicationYear, city: input.city, publisher: input.publisher })
}

type TRow = { id: string; status: string; data: unknown }
const toReference = (r: TRow): TEssayReference => ({ id: r.id, status: r.status, addedByClient: true, data: typeof r.data === 'string' ? JSON.parse(r.data) : (r.data as TEssayReference['data']) })

export async function createAiEssayOrderReference(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; fileId: unknown } & TReferenceFields): Promise<TEssayReference> {
  const record = recordOf(o)
  const fileId = rowId(o.fileId)
  if (!fileId) throw new AppError('BAD_REQUEST', FILE_REQUIRED)
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'edit-own-sources' }, async (tx, order) => {
    const [{ n }] = (await tx.query<{ n: number }>(
      `select count(*)::int as n from public.ai_essay_order_references where ai_essay_order_id = $1::bigint and added_by_client and status <> 'removed'`,
      [order.id],
    )) as [{ n: number }]
    if (n >= ESSAY_LIMITS.references.max) throw new AppError('LIMIT', SOURCE_MESSAGES.limitReached, { limit: ESSAY_LIMITS.references.max })
    const [file] = await tx.query<{ id: string; name: string; size: number }>(
      `select f.id::text as id, f.name, f.size from private.essay_reference_files f
        where f.id = $1::bigint and f.ai_essay_order_id = $2::bigint
          and not exists (select 1 from public.ai_essay_order_references r where r.file_id = f.id)`,
      [fileId, order.id],
    )
    if (!file) throw new AppError('BAD_REQUEST', FILE_REQUIRED)
    const data = { ...toReferenceData(record, { why: 'Источник, добавленный тобой' }), file: { id: file.id, name: file.name, size: Number(file.size) } }
    const [row] = await tx.query<TRow>(
      `insert into public.ai_essay_order_references (ai_essay_order_id, status, position, data, added_by_client, file_id)
       values ($1::bigint, 'uploaded', (select coalesce(min(position), 0) - 1 from public.ai_essay_order_references where ai_essay_order_id = $1::bigint), $2::text::jsonb, true, $3::bigint)
       returning id::text as id, status, data`,
      [order.id, JSON.stringify(data), file.id],
    )
    await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'reference-added')
    return toReference(row!)
  })
}

export async function updateAiEssayOrderReference(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; referenceId: unknown } & TReferenceFields): Promise<TEssayReference> {
  const record = recordOf(o)
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'edit-own-sources' }, async (tx, order) => {
    const [current] = await tx.query<TRow>(
      `select id::text as id, status, data from public.ai_essay_order_references
        where ai_essay_order_id = $1::bigint and id = $2::bigint and added_by_client and status <> 'removed' for update`,
      [order.id, rowId(o.referenceId) ?? '0'],
    )
    if (!current) throw new AppError('NOT_FOUND', REFERENCE_NOT_FOUND)
    const before = toReference(current).data as { file?: unknown; why?: string | null }
    const data = { ...toReferenceData(record, { why: before.why ?? null }), file: before.file }
    const [row] = await tx.query<TRow>(`update public.ai_essay_order_references set data = $2::text::jsonb where id = $1::bigint returning id::text as id, status, data`, [current.id, JSON.stringify(data)])
    await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'reference-updated')
    return toReference(row!)
  })
}

export async function removeAiEssayOrderReference(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; referenceId: unknown }): Promise<boolean> {
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'edit-own-sources' }, async (tx, order) => {
    const removed = await tx.query<{ id: string }>(
      // In a finished work an approved source is cited by the text: it leaves through the changed choice (and the
      // rewrite of the sections citing it), not by removal.
      `update public.ai_essay_order_references set status = 'removed'
        where ai_essay_order_id = $1::bigint and id = $2::bigint and status <> 'removed' and ($3::int <> ${ESSAY_STATUS.completed} or status <> 'approved')
        returning id::text as id`,
      [order.id, rowId(o.referenceId) ?? '0', order.status],
    )
    if (!removed.length) throw new AppError('NOT_FOUND', REFERENCE_NOT_FOUND)
    await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'reference-removed')
    return true
  })
}
