// «Отправить в Телеграм» under a finished work (the text work, the presentation): the bot sends it, or the client is told
// to link Telegram in the profile.
import { useState } from 'react'
import { toast } from '../toasts/toast-store'

const NOT_SENT = 'Не получилось отправить: привяжи Телеграм в профиле и не блокируй бота'

/** `send` answers whether the bot sent it; a refusal goes to `onError`. */
export function TelegramButton({ send, sentText, onError }: { send: () => Promise<boolean>; sentText: string; onError: (e: unknown) => void }) {
  const [sending, setSending] = useState(false)
  async function sendToTelegram() {
    setSending(true)
    try {
      if (await send()) toast.success(sentText)
      else toast.error(NOT_SENT)
    } catch (e) {
      onError(e)
    } finally {
      setSending(false)
    }
  }
  return (
    <button type="button" className="btn btn--ghost btn--sm" data-action="telegram" onClick={() => void sendToTelegram()} disabled={sending}>
      {sending ? 'Отправляем…' : 'Отправить в Телеграм'}
    </button>
  )
}
