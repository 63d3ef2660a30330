// Body of the «text recognition unauthorised» popup (orders.md §2 popups, §6): recognition needs a signed-in client, so a
// guest who attaches a photo is offered sign-in and comes back to the same start page, what was typed carried in the
// address (`redirect`, made by the form).
import { openPopup } from '../popups/popup-store'
import type { PopupBodyProps } from '../popups/popup-props'

export default function RecognitionUnauthorisedPopup({ redirect, close }: PopupBodyProps<'text-recognition-unauthorised'>) {
  return (
    <div className="task-popup" data-popup-body="text-recognition-unauthorised">
      <p className="task-popup__lead">Текст с фото и из файлов распознаём для тех, кто вошёл. Это бесплатно и займёт минуту. А пока можно написать вопрос текстом.</p>
      <div className="task-popup__actions">
        <button type="button" className="popup-button" data-action="sign-in" onClick={() => openPopup('auth', { redirect: redirect ?? location.pathname + location.search })}>
          Войти
        </button>
        <button type="button" className="popup-button popup-button--ghost" onClick={close}>
          Напишу текстом
        </button>
      </div>
    </div>
  )
}
