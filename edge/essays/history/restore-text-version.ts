// restoreAiEssayOrderSectionVersion and undoAiEssayOrderFinalTextReset: put an earlier version of a section back (a new
// RESTORE version, the history stays append-only), or every section the last reset changed, as it was before it.
import type { AppDeps } from '../../context'
import type { Caller, Tx } from '../../db/port'
import { AppError } from '../../http/errors'
import { TEXT_HISTORY_MESSAGES } from '../../../domain/essay/text-history'
import { ESSAY_ORDER_COLUMNS, rowId, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from '../order/essay-order-row'
import { withOwnOrder } from '../../orders/with-own-order'
import { logOrderEvent } from '../../orders/log-order-event'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { recordTextVersion } from './record-text-version'

const SECTION_NOT_FOUND = 'Такого раздела в работе нет'

type TVersionRef = { id: string; section_key: string; text: string }

/** Sets the given sections' texts and records each as a RESTORE of the version it came from. */
async function restoreSections(tx: Tx, caller: Caller, order: TEssayOrder, versions: readonly TVersionRef[]): Promise<TEssayOrder> {
  const sections = order.finalText ?? []
  for (const v of versions) if (!sections.some((s) => s.key === v.section_key)) throw new AppError('BAD_REQUEST', SECTION_NOT_FOUND)
  const byKey = new Map(versions.map((v) => [v.section_key, v.text]))
  const next = sections.map((s) => (byKey.has(s.key) ? { ...s, text: byKey.get(s.key)! } : s))
  const [row] = await tx.query<TEssayOrderRow>(`update public.ai_essay_orders set final_text = $2::text::jsonb where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`, [order.id, JSON.stringify(next)])
  for (const v of versions) await recordTextVersion(tx, { orderId: order.id, sectionKey: v.section_key, text: v.text, kind: 'RESTORE', caller, restoredFromId: v.id })
  return toEssayOrder(row!)
}

export async function restoreAiEssayOrderSectionVersion(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; versionId: unknown }): Promise<TEssayOrder> {
  const versionId = rowId(o.versionId)
  if (!versionId) throw new AppError('NOT_FOUND', TEXT_HISTORY_MESSAGES.versionNotFound)
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'restore-text-version' }, async (tx, order) => {
    const [version] = await tx.query<TVersionRef>(
      `select id::text as id, section_key, text from public.ai_essay_order_text_versions where id = $1::bigint and ai_essay_order_id = $2::bigint`,
      [versionId, order.id],
    )
    if (!version) throw new AppError('NOT_FOUND', TEXT_HISTORY_MESSAGES.versionNotFound)
    const restored = await restoreSections(tx, o.caller, order, [version])
    await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'final-text-restored', { section: version.section_key, version: version.id })
    return restored
  })
}

/**
 * «Вернуть» after «Сбросить»: valid while the reset is the work's last change. The reset's versions share its
 * transaction's time; each section goes back to the version it had just before. A reset that changed nothing wrote no
 * version, and the wizard offers no «Вернуть» for it (reset-text-popup.tsx).
 */
export async function undoAiEssayOrderFinalTextReset(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown }): Promise<TEssayOrder> {
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'restore-text-version' }, async (tx, order) => {
    const [last] = await tx.query<{ kind: string; created_at: Date | string }>(
      `select kind, created_at from public.ai_essay_order_text_versions where ai_essay_order_id = $1::bigint order by id desc limit 1`,
      [order.id],
    )
    if (last?.kind !== 'RESET') throw new AppError('CONFLICT', TEXT_HISTORY_MESSAGES.nothingToUndo)
    const before = await tx.query<TVersionRef>(
      `select p.id::text as id, p.section_key, p.text
         from public.ai_essay_order_text_versions r
         cross join lateral (select q.id, q.section_key, q.text from public.ai_essay_order_text_versions q
                              where q.ai_essay_order_id = r.ai_essay_order_id and q.section_key = r.section_key and q.id < r.id
                              order by q.id desc limit 1) p
        where r.ai_essay_order_id = $1::bigint and r.kind = 'RESET'
          and r.created_at = (select l.created_at from public.ai_essay_order_text_versions l where l.ai_essay_order_id = $1::bigint order by l.id desc limit 1)
        order by r.id`,
      [order.id],
    )
    const restored = await restoreSections(tx, o.caller, order, before)
    await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'final-text-reset-undone', { sections: before.length })
    return restored
  })
}
