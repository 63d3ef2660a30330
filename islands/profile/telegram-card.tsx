// The profile's Telegram card (platform spec §3 User: telegramIsAttached, telegramBotIsBlocked): attach the bot by its
// deep link, see it attached the moment the bot takes /start (user-changed in the client's room, with a slow look as a
// fallback), and what to do when the bot is blocked. «Отправить в Телеграм» everywhere needs what this card sets up.
import { useEffect, useRef, useState } from 'react'
import { userRoom } from '../../domain/realtime'
import { gql } from '../graphql/client'
import { ProfileDocument, RequestTelegramAttachLinkDocument } from '../graphql/generated/profile/graphql'
import { sharedRealtime } from '../realtime/shared'
import { devTelegramId } from './dev-telegram'
import { toast } from '../toasts/toast-store'
import type { TProfile } from './profile-api'

type Props = {
  me: TProfile
  onChanged: (me: TProfile) => void
  /** Outside production without a bot token: the link's bot does not exist, /dev/telegram/start plays Start. */
  devBot: boolean
}

/** An attach link lives 10 minutes (edge/auth/telegram-link.ts); the card stops looking after that. */
const WAIT_MS = 10 * 60_000
const LOOK_EVERY_MS = 4000

const TELEGRAM_TEXT = {
  title: 'Телеграм',
  attached: 'Телеграм подключён: готовые работы и уведомления придут в бот Кампуса.',
  blocked: 'Бот Кампуса заблокирован в Телеграме, поэтому мы не можем ничего прислать. Открой бота и нажми «Перезапустить».',
  detached: 'Подключи Телеграм, чтобы получать готовые работы, презентации и уведомления в боте.',
  attach: 'Подключить Телеграм',
  openBot: 'Открыть бота',
  waiting: 'Нажми «Start» в боте — карточка обновится сама.',
  done: 'Телеграм подключён',
  dev: 'Локальный режим: настоящего бота нет. Нажатие «Start» сыграет',
} as const

export function TelegramCard({ me, onChanged, devBot }: Props) {
  const [link, setLink] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const waitingSince = useRef<number | null>(null)
  const wasAttached = useRef(me.telegramIsAttached)

  // The bot attached the account (or the person blocked or restarted it): read the profile again.
  useEffect(() => {
    const refresh = () =>
      void gql(ProfileDocument)
        .then((data) => data.me && onChanged(data.me))
        .catch(() => {})
    const rt = sharedRealtime()
    const room = userRoom(me.id)
    rt.join(room)
    const off = rt.on('user-changed', (m) => m.room === room && refresh())
    const timer = setInterval(() => {
      if (waitingSince.current !== null && Date.now() - waitingSince.current < WAIT_MS) refresh()
    }, LOOK_EVERY_MS)
    const onFocus = () => waitingSince.current !== null && refresh()
    window.addEventListener('focus', onFocus)
    return () => {
      off()
      clearInterval(timer)
      window.removeEventListener('focus', onFocus)
    }
  }, [me.id, onChanged])

  useEffect(() => {
    if (me.telegramIsAttached && !wasAttached.current && waitingSince.current !== null) {
      toast.success(TELEGRAM_TEXT.done)
      waitingSince.current = null
      setLink(null)
    }
    wasAttached.current = me.telegramIsAttached
  }, [me.telegramIsAttached])

  async function attach() {
    // The tab opens inside the click, before the await, so the popup blocker lets it through.
    const tab = devBot ? null : window.open('about:blank', '_blank')
    setBusy(true)
    try {
      const { bot_link } = (await gql(RequestTelegramAttachLinkDocument)).requestClientBotLink
      setLink(bot_link)
      waitingSince.current = Date.now()
      if (tab) tab.location.href = bot_link
    } catch (e) {
      tab?.close()
      toast.error((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const state = me.telegramIsAttached ? (me.telegramBotIsBlocked ? 'blocked' : 'attached') : 'detached'
  const payload = link ? new URL(link).searchParams.get('start') : null
  return (
    <section className="card profile-card" id="telegram" aria-labelledby="telegram-title" data-telegram={state}>
      <h2 id="telegram-title">{TELEGRAM_TEXT.title}</h2>
      <p className={state === 'blocked' ? 'profile-telegram__warn' : undefined}>{TELEGRAM_TEXT[state]}</p>
      {state !== 'attached' && (
        <button type="button" className="btn" onClick={() => void attach()} disabled={busy} data-action="attach-telegram">
          {state === 'blocked' ? TELEGRAM_TEXT.openBot : TELEGRAM_TEXT.attach}
        </button>
      )}
      {link && (
        <p className="field__hint" role="status">
          {TELEGRAM_TEXT.waiting}{' '}
          {devBot && payload ? (
            <>
              {TELEGRAM_TEXT.dev}{' '}
              <a href={`/dev/telegram/start?payload=${encodeURIComponent(payload)}&from=${devTelegramId(me.id)}`} target="_blank" rel="noreferrer">
                /dev/telegram/start
              </a>
              .
            </>
          ) : (
            <a href={link} target="_blank" rel="noreferrer">
              {link}
            </a>
          )}
        </p>
      )}
    </section>
  )
}
