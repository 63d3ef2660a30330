// The small popups of issue 16: the thanks after feedback, and «Приложение уже в пути» (the native apps are not out yet:
// the installable web-app and the Telegram bot instead).
import type { PopupBodyProps } from '../popups/popup-props'
import './support.css'

export function FeedbackSuccessPopup({ close }: PopupBodyProps<'feedback-success'>) {
  return (
    <div className="support-popup" data-state="thanks">
      <p>Мы читаем каждый отзыв и учитываем его, когда решаем, что делать дальше.</p>
      <button type="button" className="btn btn--primary btn--block" onClick={close}>
        Хорошо
      </button>
    </div>
  )
}

export function AppsInProgressPopup({ telegramUrl }: PopupBodyProps<'apps-in-progress'>) {
  return (
    <div className="support-popup" data-state="apps">
      <p>Приложения для iPhone и Android ещё в работе. А пока Кампус можно поставить на телефон как веб-приложение.</p>
      <p className="support-popup__note">
        На iPhone: открой сайт в Safari, нажми «Поделиться» и выбери «На экран „Домой“». На Android: меню браузера → «Установить приложение».
      </p>
      <a className="btn btn--primary btn--block" href="/webapp">
        Открыть веб-приложение
      </a>
      {telegramUrl && (
        <a className="btn btn--secondary btn--block" href={telegramUrl} target="_blank" rel="noopener">
          Открыть бота в Телеграме
        </a>
      )}
    </div>
  )
}
