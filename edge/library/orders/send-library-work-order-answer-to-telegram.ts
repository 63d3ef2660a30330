// SendLibraryWorkOrderAnswerToTelegram (orders.md §7): the paid answer's PDF into the client's chat with the bot,
// through the delivery port (the dev outbox locally). Without Telegram attached, or with the bot blocked, the client
// gets a plain Russian error that says what to do.
import type { AppDeps } from '../../context'
import { asService, type Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { libraryAnswerPdf } from './library-answer-file'

const NOT_LINKED = 'Телеграм не привязан: привяжи его в профиле, и мы пришлём решение туда'
const BLOCKED = 'Бот Кампуса заблокирован в Телеграме: разблокируй его и попробуй ещё раз'

export async function sendLibraryWorkOrderAnswerToTelegram(o: { deps: AppDeps; caller: Caller; orderId: unknown }): Promise<boolean> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы отправить решение в Телеграм')
  const userId = o.caller.userId
  const file = await libraryAnswerPdf({ deps: o.deps, caller: o.caller, libraryWorkOrderId: o.orderId })
  const [user] = await asService(o.deps.db, (tx) => tx.query<{ telegram_id: string | null }>(`select telegram_id::text from public.users where id = $1`, [userId]))
  if (!user?.telegram_id) throw new AppError('CONFLICT', NOT_LINKED, { reason: 'telegram-not-linked' })
  let sent: { blocked: boolean }
  try {
    sent = await o.deps.ports.delivery.telegramDocument({ chatId: user.telegram_id, fileName: file.fileName, bytes: file.bytes, contentType: 'application/pdf', caption: 'Полное решение из библиотеки Кампуса 📄' })
  } catch (e) {
    o.deps.log.warn('library: telegram send failed', { orderId: String(o.orderId), error: (e as Error).message })
    throw new AppError('CONFLICT', 'Не получилось отправить решение в Телеграм, попробуй позже')
  }
  if (sent.blocked) {
    await asService(o.deps.db, (tx) => tx.query(`update public.users set telegram_bot_is_blocked = true where id = $1`, [userId]))
    throw new AppError('CONFLICT', BLOCKED, { reason: 'telegram-bot-blocked' })
  }
  return true
}
