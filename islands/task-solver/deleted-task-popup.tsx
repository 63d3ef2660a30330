// Body of the «deleted task solver» popup (orders.md §2): the task is gone; a new question is one click away.
import type { PopupBodyProps } from '../popups/popup-props'

export default function DeletedTaskPopup({ close }: PopupBodyProps<'deleted-task-solver'>) {
  return (
    <div className="popup-placeholder" data-popup-body="deleted-task-solver">
      <p className="popup-placeholder__text">Это задание удалено или его больше нет. Задай вопрос заново — мы поищем решение.</p>
      <a className="popup-button" href="/ecosystem/task-solver">
        Задать новый вопрос
      </a>
      <button type="button" className="btn btn--secondary" onClick={close}>
        Закрыть
      </button>
    </div>
  )
}
