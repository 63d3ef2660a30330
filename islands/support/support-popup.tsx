// Body of the support popup (the header's «Поддержка», every data-support link): in working hours with a help-desk
// configured, «Открыть чат» loads the help-desk widget (after cookie consent, only on that press); otherwise, or when the
// widget fails, the messenger fallback: Telegram, e-mail, phone and the hours. «Оставить отзыв» opens the feedback form.
import { useState } from 'react'
import { COOKIE_NOTICE_ID } from '../inline/cookie-notice'
import { consentFor, COOKIE_CONSENT_KEY, COOKIES_ACCEPTED_KEY } from '../../domain/cookie-consent'
import { isSupportOpen, nextOpeningText, SUPPORT_HOURS_TEXT } from '../../domain/support'
import type { PopupBodyProps } from '../popups/popup-props'
import { openPopup } from '../popups/popup-store'
import './support.css'

function consented(): boolean {
  try {
    return localStorage.getItem(COOKIES_ACCEPTED_KEY) === 'true'
  } catch {
    return false
  }
}

/**
 * The press on «Принять cookie и открыть чат» is consent to the chat's cookies, not to analytics or marketing: the
 * notice's own «Только необходимые» records it when the notice is shown, and the same necessary-only choice is stored
 * when it is not (opt-in, issue 33).
 */
function giveConsent() {
  const accept = document.getElementById(COOKIE_NOTICE_ID)?.querySelector<HTMLElement>('button[value="necessary"]')
  if (accept) accept.click()
  else {
    try {
      localStorage.setItem(COOKIES_ACCEPTED_KEY, 'true')
      localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consentFor('necessary')))
    } catch {
      // Blocked storage: the chat still opens for this press.
    }
  }
}

export default function SupportPopup({ helpDeskUrl, telegramUrl, email, phone, phoneHref, close }: PopupBodyProps<'support'>) {
  const [now] = useState(() => new Date())
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const [hasConsent, setConsent] = useState(consented)
  const open = isSupportOpen(now)
  const chat = open && helpDeskUrl && state !== 'failed'

  const startChat = () => {
    if (!helpDeskUrl) return
    if (!hasConsent) {
      giveConsent()
      setConsent(true)
    }
    setState('loading')
    import('./open-chat')
      .then((m) => m.openChat(helpDeskUrl))
      .then(close, () => setState('failed'))
  }

  return (
    <div className="support-popup" data-state={chat ? 'chat' : 'fallback'}>
      {chat ? (
        <>
          <p>Напиши нам в чат — ответим в течение рабочего дня.</p>
          {!hasConsent && <p className="support-popup__note">Чат поддержки работает через сервис Usedesk и сохраняет cookie. Нажимая кнопку, ты соглашаешься с этим.</p>}
          <button type="button" className="btn btn--primary btn--block" onClick={startChat} disabled={state === 'loading'} data-open-chat>
            {state === 'loading' ? 'Открываем чат…' : hasConsent ? 'Открыть чат' : 'Принять cookie и открыть чат'}
          </button>
        </>
      ) : (
        <>
          <p>{open ? 'Напиши нам — ответим в течение рабочего дня.' : 'Сейчас поддержка не на связи. Напиши нам — ответим, как только начнётся рабочий день.'}</p>
          {state === 'failed' && (
            <p className="support-popup__note" role="alert">
              Чат не загрузился. Напиши нам в Телеграм или на почту.
            </p>
          )}
          {telegramUrl && (
            <a className="btn btn--primary btn--block" href={telegramUrl} target="_blank" rel="noopener" data-support-telegram>
              Написать в Телеграм
            </a>
          )}
          <ul className="support-popup__contacts">
            <li>
              <span>Почта</span>
              <a href={`mailto:${email}`} data-support-email>
                {email}
              </a>
            </li>
            <li>
              <span>Телефон</span>
              <a href={phoneHref} data-support-phone>
                {phone}
              </a>
            </li>
          </ul>
        </>
      )}
      <p className="support-popup__hours" data-open={open}>
        {SUPPORT_HOURS_TEXT}.{open ? '' : ` ${nextOpeningText(now)}.`}
      </p>
      <button type="button" className="btn btn--secondary btn--block" onClick={() => openPopup('feedback-form')} data-feedback>
        Оставить отзыв
      </button>
    </div>
  )
}
