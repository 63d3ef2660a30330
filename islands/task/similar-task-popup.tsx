// Body of the «similar task order» popup (orders.md §2 popups, §4 Task order): the signed-in client already has a task or
// library order with the same text, in progress or completed — open it, or create the new one anyway.
import type { PopupBodyProps } from '../popups/popup-props'

const STATUS_LABEL: Record<string, string> = { IN_PROGRESS: 'В работе', COMPLETED: 'Готово' }

export default function SimilarTaskPopup({ orders, onCreate, close }: PopupBodyProps<'similar-task-order'>) {
  return (
    <div className="task-popup" data-popup-body="similar-task-order">
      <p className="task-popup__lead">Ты уже задавал этот вопрос. Открой готовое задание или создай новое.</p>
      <ul className="task-popup__list">
        {orders.map((o) => (
          <li key={o.id}>
            <a className="task-popup__order" href={o.href} data-similar-order={o.id}>
              <span className="task-popup__text">{o.text}</span>
              <span className="task-popup__status">
                №{o.id} · {STATUS_LABEL[o.status] ?? o.status}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <div className="task-popup__actions">
        {orders[0] && (
          <a className="popup-button" href={orders[0].href}>
            Открыть задание
          </a>
        )}
        <button
          type="button"
          className="popup-button popup-button--ghost"
          data-action="create-anyway"
          onClick={() => {
            close()
            onCreate()
          }}
        >
          Создать новое
        </button>
      </div>
    </div>
  )
}
