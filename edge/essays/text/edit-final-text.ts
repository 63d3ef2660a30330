// SaveEditedAiEssayOrderFinalText and ResetAiEssayOrderFinalText (orders.md §4 flow 6, §5): the editor saves one
// section at a time (at most 10000 characters); reset brings back the text as it was generated. Each change is a version
// of the edit history (edge/essays/history), written in the same transaction.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { ZEditorText, ZEssayTextOrigin } from '../../../domain/essay/requirements'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from '../order/essay-order-row'
import { parseOrderInput } from '../../orders/parse-order-input'
import { withOwnOrder } from '../../orders/with-own-order'
import { logOrderEvent } from '../../orders/log-order-event'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { recordTextVersion } from '../history/record-text-version'

const SECTION_NOT_FOUND = 'Такого раздела в работе нет'

export async function saveEditedAiEssayOrderFinalText(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; sectionKey: unknown; text: unknown; origin?: unknown }): Promise<TEssayOrder> {
  const text = parseOrderInput(ZEditorText, o.text)
  const origin = parseOrderInput(ZEssayTextOrigin, o.origin ?? 'EDIT')
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'edit-final-text' }, async (tx, order) => {
    const sections = order.finalText ?? []
    const index = sections.findIndex((s) => s.key === o.sectionKey)
    if (index < 0) throw new AppError('BAD_REQUEST', SECTION_NOT_FOUND)
    // Saving the same text again changes nothing and adds no version.
    if (sections[index]!.text === text) return order
    const next = sections.map((s, i) => (i === index ? { ...s, text } : s))
    const [row] = await tx.query<TEssayOrderRow>(`update public.ai_essay_orders set final_text = $2::text::jsonb where id = $1::bigint returning ${ESSAY_ORDER_COLUMNS}`, [order.id, JSON.stringify(next)])
    await recordTextVersion(tx, { orderId: order.id, sectionKey: sections[index]!.key, text, kind: origin, caller: o.caller })
    await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'final-text-edited', { section: o.sectionKey, origin })
    return toEssayOrder(row!)
  })
}

export async function resetAiEssayOrderFinalText(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown }): Promise<TEssayOrder> {
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'edit-final-text' }, async (tx, order) => {
    const [row] = await tx.query<TEssayOrderRow>(
      `update public.ai_essay_orders set final_text = generated_final_text where id = $1::bigint and generated_final_text is not null returning ${ESSAY_ORDER_COLUMNS}`,
      [order.id],
    )
    if (!row) throw new AppError('CONFLICT', 'Что-то пошло не так. Попробуй еще раз')
    // A RESET version for each section the reset changed; «Вернуть» (undoAiEssayOrderFinalTextReset) reads them back.
    const before = new Map((order.finalText ?? []).map((s) => [s.key, s.text]))
    for (const s of toEssayOrder(row).finalText ?? []) {
      if (before.get(s.key) !== s.text) await recordTextVersion(tx, { orderId: order.id, sectionKey: s.key, text: s.text, kind: 'RESET', caller: o.caller })
    }
    await logOrderEvent(tx, ESSAY_MACHINE, order.id, 'final-text-reset')
    return toEssayOrder(row)
  })
}
