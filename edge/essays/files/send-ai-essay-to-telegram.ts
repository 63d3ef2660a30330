// SendAiEssayToTelegram: sends the finished work as a DOCX into the client's chat with the bot. False when the client
// has no Telegram attached or has blocked the bot (the spec's store calls answer false rather than fail).
import type { AppDeps } from '../../context'
import { asCaller, type Caller } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { downloadEssayFile } from './download-essay-file'

export async function sendAiEssayToTelegram(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown }): Promise<boolean> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы отправить работу в Телеграм')
  const id = String(o.aiEssayOrderId ?? '')
  const file = await downloadEssayFile({ deps: o.deps, caller: o.caller, id, kind: 'docx' })
  const [user] = await asCaller(o.deps.db, SERVICE, (tx) => tx.query<{ telegram_id: string | null }>(`select telegram_id::text from public.users where id = $1`, [o.caller.role === 'authenticated' ? o.caller.userId : null]))
  if (!user?.telegram_id) return false
  try {
    const sent = await o.deps.ports.delivery.telegramDocument({ chatId: user.telegram_id, fileName: file.fileName, bytes: file.bytes, contentType: file.contentType, caption: 'Твоя работа готова 📄' })
    if (sent.blocked) {
      await asCaller(o.deps.db, SERVICE, (tx) => tx.query(`update public.users set telegram_bot_is_blocked = true where id = $1`, [o.caller.role === 'authenticated' ? o.caller.userId : null]))
      return false
    }
    return true
  } catch (e) {
    o.deps.log.warn('essay: telegram send failed', { orderId: id, error: (e as Error).message })
    return false
  }
}
