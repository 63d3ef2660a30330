// CreateOrUpdateAiEssayOrderTitlePageData and lastAiEssayOrderTitlePageData: the title page is kept on the order and
// becomes the client's saved title page (edge/accounts, read by every product's title form). Saving needs a signed-in
// owner (orders.md §6: an API token).
import type { AppDeps } from '../../context'
import { asCaller, type Caller, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { ZEssayTitlePageData, type TEssayTitlePageData } from '../../../domain/essay/title-page'
import { parseOrderInput } from '../../orders/parse-order-input'
import { withOwnOrder } from '../../orders/with-own-order'
import { logOrderEvent } from '../../orders/log-order-event'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { rememberTitlePage } from '../../accounts/save-title-page-data'
import { savedFromEssayTitlePage } from '../../../domain/auth/title-page'

export async function createOrUpdateAiEssayOrderTitlePageData(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; data: unknown }): Promise<TEssayTitlePageData & { aiEssayOrderId: string }> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы сохранить титульный лист')
  const data = parseOrderInput(ZEssayTitlePageData, o.data ?? {})
  const userId = o.caller.userId
  const orderId = await withOwnOrder(ESSAY_MACHINE, { deps: o.deps, caller: o.caller, id: o.aiEssayOrderId }, async (tx, order) => {
    // A guest order of this browser not yet bound to the account is not the client's to sign.
    if (order.userId !== userId) throw new AppError('NOT_FOUND', ESSAY_MACHINE.notFound)
    await tx.query(`update public.ai_essay_orders set title_page_data = $2::text::jsonb where id = $1::bigint`, [order.id, JSON.stringify(data)])
    await rememberTitlePage(tx, userId, savedFromEssayTitlePage(data))
    await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'title-page-saved')
    return order.id
  })
  return { ...data, aiEssayOrderId: orderId }
}

export async function lastAiEssayOrderTitlePageData(o: { db: Db; caller: Caller }): Promise<(TEssayTitlePageData & { aiEssayOrderId: string }) | null> {
  if (o.caller.role !== 'authenticated') return null
  const [row] = await asCaller(o.db, o.caller, (tx) =>
    tx.query<{ id: string; title_page_data: unknown }>(
      `select id::text as id, title_page_data from public.ai_essay_orders
        where user_id = auth.uid() and title_page_data is not null
        order by updated_at desc, id desc limit 1`,
    ),
  )
  if (!row) return null
  const raw = typeof row.title_page_data === 'string' ? JSON.parse(row.title_page_data) : row.title_page_data
  const parsed = ZEssayTitlePageData.safeParse(raw)
  return parsed.success ? { ...parsed.data, aiEssayOrderId: row.id } : null
}
