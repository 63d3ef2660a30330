// SendCombinedAiOrderAnswerToTelegram (orders.md §7, queryId + type): the paid answer (one assistant message, by its
// id; the order's last one when the id is the unified order's) as text into the client's chat with the bot, through the
// delivery port (the dev outbox locally). Without Telegram attached, or with the bot blocked, a plain Russian error.
import type { AppDeps } from '../context'
import { asService, type Caller } from '../db/port'
import { AppError } from '../http/errors'
import { orderRowId } from '../orders/parse-order-input'
import { AI_MESSAGE_ROLE, AI_ORDER_MESSAGES } from '../../domain/ai-order/ai-order-input'
import { getAiOrder } from './get-ai-order'

const NOT_LINKED = 'Телеграм не привязан: привяжи его в профиле, и мы пришлём ответ туда'
const BLOCKED = 'Бот Кампуса заблокирован в Телеграме: разблокируй его и попробуй ещё раз'
/** Telegram refuses messages longer than 4096 characters. */
const TELEGRAM_MAX = 4000

export async function sendCombinedAiOrderAnswerToTelegram(o: { deps: AppDeps; caller: Caller; queryId: unknown; type?: unknown }): Promise<boolean> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы отправить ответ в Телеграм')
  if (o.type != null && o.type !== 'AI') throw new AppError('BAD_REQUEST', 'Неизвестный тип ответа: ожидается AI')
  const messageId = orderRowId(o.queryId)
  if (!messageId) throw new AppError('NOT_FOUND', AI_ORDER_MESSAGES.orderNotFound)
  const userId = o.caller.userId
  const [msg] = await asService(o.deps.db, (tx) =>
    tx.query<{ unified_order_id: string; content: string }>(
      `select o.unified_order_id::text as unified_order_id, m.content from public.ai_order_messages m join public.ai_orders o on o.id = m.ai_order_id
        where m.id = $1::bigint and m.role = $2 and m.state = 'done'`,
      [messageId, AI_MESSAGE_ROLE.assistant],
    ),
  )
  // Ownership under the caller's row-level security: another client's answer is simply not found.
  const order = msg ? await getAiOrder({ db: o.deps.db, caller: o.caller, unifiedOrderId: msg.unified_order_id }) : null
  if (!msg || !order) throw new AppError('NOT_FOUND', 'Ответ не найден')
  if (!order.isPaid) throw new AppError('CONFLICT', 'Отправить можно оплаченный ответ', { reason: 'unpaid' })
  const [user] = await asService(o.deps.db, (tx) => tx.query<{ telegram_id: string | null }>(`select telegram_id::text from public.users where id = $1`, [userId]))
  if (!user?.telegram_id) throw new AppError('CONFLICT', NOT_LINKED, { reason: 'telegram-not-linked' })
  const text = `Ответ ИИ из Кампуса 🤖\n\n${msg.content}`
  let sent: { blocked: boolean }
  try {
    sent = await o.deps.ports.delivery.telegram({ chatId: user.telegram_id, text: text.length > TELEGRAM_MAX ? `${text.slice(0, TELEGRAM_MAX - 1)}…` : text })
  } catch (e) {
    o.deps.log.warn('ai order: telegram send failed', { messageId, error: (e as Error).message })
    throw new AppError('CONFLICT', 'Не получилось отправить ответ в Телеграм, попробуй позже')
  }
  if (sent.blocked) {
    await asService(o.deps.db, (tx) => tx.query(`update public.users set telegram_bot_is_blocked = true where id = $1`, [userId]))
    throw new AppError('CONFLICT', BLOCKED, { reason: 'telegram-bot-blocked' })
  }
  return true
}
