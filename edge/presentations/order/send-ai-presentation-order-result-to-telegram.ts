// sendAiPresentationOrderResultToTelegram: sends the finished PPTX into the client's chat with the bot. False when the
// client has no Telegram attached or has blocked the bot, or the send failed (the spec's store calls answer false).
import type { AppDeps } from '../../context'
import { asCaller, type Caller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { presentationRowId } from './presentation-order-row'
import { PRESENTATION_MESSAGES } from '../../../domain/presentation/input'
import { buildPresentationOrderFile, downloadablePresentationOrder } from './build-presentation-order-file'

export async function sendAiPresentationOrderResultToTelegram(o: { deps: AppDeps; caller: Caller; orderId: unknown }): Promise<boolean> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы отправить презентацию в Телеграм')
  const userId = o.caller.userId
  const id = presentationRowId(o.orderId)
  if (!id) throw new AppError('NOT_FOUND', PRESENTATION_MESSAGES.orderNotFound)
  const order = await downloadablePresentationOrder({ deps: o.deps, caller: o.caller, id })
  const [user] = await asCaller(o.deps.db, SERVICE, (tx) => tx.query<{ telegram_id: string | null }>(`select telegram_id::text from public.users where id = $1`, [userId]))
  if (!user?.telegram_id) return false
  const file = await buildPresentationOrderFile({ deps: o.deps, caller: o.caller, id, kind: 'pptx', order })
  try {
    const sent = await o.deps.ports.delivery.telegramDocument({ chatId: user.telegram_id, fileName: file.fileName, bytes: file.bytes, contentType: file.contentType, caption: 'Твоя презентация готова 📊' })
    if (sent.blocked) {
      await asCaller(o.deps.db, SERVICE, (tx) => tx.query(`update public.users set telegram_bot_is_blocked = true where id = $1`, [userId]))
      return false
    }
    return true
  } catch (e) {
    o.deps.log.warn('presentation: telegram send failed', { orderId: id, error: (e as Error).message })
    return false
  }
}
