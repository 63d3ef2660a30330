// Body of the «library search» popup (platform.md §2 popups), opened by the task start's
// librarySearchAiPopup=openLibrarySearch: the question searched among the ready works of /biblioteka/ (a GET form, so
// it works as a plain link too), or back to the form to ask the AI.
import { useState } from 'react'
import type { PopupBodyProps } from '../popups/popup-props'

export default function LibrarySearchPopup({ query = '', close }: PopupBodyProps<'library-search'>) {
  const [q, setQ] = useState(query)
  return (
    <form className="task-popup" data-popup-body="library-search" action="/biblioteka/" method="get">
      <p className="task-popup__lead">Поищи среди готовых работ: вдруг такую задачу уже решили.</p>
      <label className="field">
        <span className="field__label">Что ищем</span>
        <input className="input" name="q" value={q} maxLength={200} onChange={(e) => setQ(e.target.value)} placeholder="Например, «период маятника»" />
      </label>
      <div className="task-popup__actions">
        <button type="submit" className="popup-button" disabled={!q.trim()}>
          Искать в библиотеке
        </button>
        <button type="button" className="popup-button popup-button--ghost" onClick={close}>
          Спросить в форме
        </button>
      </div>
    </form>
  )
}
