// aiEssayOrderSectionHistory and aiEssayOrderWorkHistory: the versions of one section, and of the whole work newest
// first, page by page. Read as the caller, so row-level security shows a version only to the order's owner.
import type { AppDeps } from '../../context'
import { asCaller, type Caller, type Tx } from '../../db/port'
import { AppError } from '../../http/errors'
import { getAiEssayOrderById } from '../order/get-ai-essay-order-by-id'
import { rowId, type TEssayOrder } from '../order/essay-order-row'
import { TEXT_HISTORY_LIMITS, TEXT_VERSION_AUTHORS, TEXT_VERSION_KINDS, textVersionAuthor } from '../../../domain/essay/text-history'
import { TEXT_VERSION_COLUMNS, toTextVersion, type TTextVersion, type TTextVersionRow } from './text-version-row'

const ORDER_NOT_FOUND = 'Заказ не найден'
const kindsBy = (author: string) => TEXT_VERSION_KINDS.filter((k) => textVersionAuthor(k) === author)
const OWN_KINDS = kindsBy(TEXT_VERSION_AUTHORS.client)
const AI_KINDS = kindsBy(TEXT_VERSION_AUTHORS.aiEditor)
const GENERATED_KINDS = kindsBy(TEXT_VERSION_AUTHORS.generated)

async function ownOrder(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown }): Promise<TEssayOrder> {
  const order = await getAiEssayOrderById({ db: o.deps.db, caller: o.caller, id: o.aiEssayOrderId })
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND)
  return order
}

async function newestIds(tx: Tx, orderId: string): Promise<Set<string>> {
  const rows = await tx.query<{ id: string }>(
    `select distinct on (v.section_key) v.id::text as id from public.ai_essay_order_text_versions v
      where v.ai_essay_order_id = $1::bigint order by v.section_key, v.id desc`,
    [orderId],
  )
  return new Set(rows.map((r) => r.id))
}

export async function aiEssayOrderSectionHistory(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; sectionKey: string }): Promise<TTextVersion[]> {
  const order = await ownOrder(o)
  return asCaller(o.deps.db, o.caller, async (tx) => {
    const rows = await tx.query<TTextVersionRow>(
      `select ${TEXT_VERSION_COLUMNS} from public.ai_essay_order_text_versions v
        where v.ai_essay_order_id = $1::bigint and v.section_key = $2 order by v.id desc`,
      [order.id, o.sectionKey],
    )
    const newest = await newestIds(tx, order.id)
    return rows.map((r) => toTextVersion(r, order.finalText ?? [], newest))
  })
}

export type TWorkHistoryPage = { versions: TTextVersion[]; hasMore: boolean; totals: { own: number; aiEditor: number; generated: number } }

/** Newest first; `after` is the last id of the previous page. `onlyOwn` keeps the student's own changes. */
export async function aiEssayOrderWorkHistory(o: {
  deps: AppDeps
  caller: Caller
  aiEssayOrderId: unknown
  first?: number | null
  after?: string | null
  onlyOwn?: boolean | null
}): Promise<TWorkHistoryPage> {
  const order = await ownOrder(o)
  const limits = TEXT_HISTORY_LIMITS.workHistoryPage
  const first = Math.min(Math.max(1, Math.trunc(o.first ?? limits.default)), limits.max)
  const after = o.after == null ? null : rowId(o.after)
  if (o.after != null && !after) throw new AppError('BAD_REQUEST')
  return asCaller(o.deps.db, o.caller, async (tx) => {
    const rows = await tx.query<TTextVersionRow>(
      `select ${TEXT_VERSION_COLUMNS} from public.ai_essay_order_text_versions v
        where v.ai_essay_order_id = $1::bigint and ($2::bigint is null or v.id < $2::bigint) and ($3::text[] is null or v.kind = any($3::text[]))
        order by v.id desc limit $4`,
      [order.id, after, o.onlyOwn ? OWN_KINDS : null, first + 1],
    )
    const [totals] = await tx.query<{ own: number; ai_editor: number; generated: number }>(
      `select count(*) filter (where kind = any($2::text[]))::int as own,
              count(*) filter (where kind = any($3::text[]))::int as ai_editor,
              count(*) filter (where kind = any($4::text[]))::int as generated
         from public.ai_essay_order_text_versions where ai_essay_order_id = $1::bigint`,
      [order.id, OWN_KINDS, AI_KINDS, GENERATED_KINDS],
    )
    const newest = await newestIds(tx, order.id)
    return {
      versions: rows.slice(0, first).map((r) => toTextVersion(r, order.finalText ?? [], newest)),
      hasMore: rows.length > first,
      totals: { own: totals?.own ?? 0, aiEditor: totals?.ai_editor ?? 0, generated: totals?.generated ?? 0 },
    }
  })
}
