// Interactive part of /ui-kit: buttons that show every toast state and open every registered popup.
import { useState } from 'react'
import { toast } from './toasts/toast-store'
import { openPopup } from './popups/popup-store'
import { POPUP_NAMES, popupDef } from '../domain/popups'
import type { ToastPosition } from '../domain/toasts'
import { OnboardingTour, useOnboarding } from './onboarding/onboarding-tour'

/** A sample picture drawn on the spot, so the cropper demo needs no uploaded file. */
function sampleImage(): string {
  const canvas = document.createElement('canvas')
  canvas.width = 800
  canvas.height = 500
  const ctx = canvas.getContext('2d')
  if (ctx) {
    const g = ctx.createLinearGradient(0, 0, 800, 500)
    g.addColorStop(0, '#4b3df5')
    g.addColorStop(1, '#ffb020')
    ctx.fillStyle = g
    ctx.fillRect(0, 0, 800, 500)
    ctx.fillStyle = '#fff'
    ctx.font = 'bold 64px sans-serif'
    ctx.fillText('Кампус', 250, 270)
  }
  return canvas.toDataURL('image/png')
}

function open(name: (typeof POPUP_NAMES)[number]) {
  if (name === 'image-cropper') {
    openPopup('image-cropper', { src: sampleImage(), onDone: ({ blob }) => toast.success(`Готово: ${Math.round(blob.size / 1024)} КБ`) })
  } else {
    openPopup(name as never)
  }
}

const POSITIONS: ToastPosition[] = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right']

export default function UiKitDemo() {
  const [position, setPosition] = useState<ToastPosition>('bottom-center')
  const tour = useOnboarding({ group: 'ai-editor' })
  return (
    <div className="ui-kit-demo">
      <section className="card ui-kit-section" aria-labelledby="uk-onboarding">
        <h2 id="uk-onboarding">Подсказки</h2>
        <div className="ui-kit-row">
          <div className="card" data-onboarding="ai-editor">
            Редактор
          </div>
          <p data-onboarding="ai-editor-text">Фрагмент текста работы, который можно выделить.</p>
        </div>
        <div className="ui-kit-row">
          <button type="button" className="btn btn--secondary" onClick={() => !tour.start() && toast.show({ text: 'Все подсказки уже просмотрены', state: 'normal' })}>
            Показать подсказки
          </button>
        </div>
        <OnboardingTour tour={tour} />
      </section>
      <section className="card ui-kit-section" aria-labelledby="uk-toasts">
        <h2 id="uk-toasts">Уведомления</h2>
        <label className="field">
          <span className="field__label">Позиция</span>
          <select className="input" value={position} onChange={(e) => setPosition(e.target.value as ToastPosition)}>
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <div className="ui-kit-row">
          <button type="button" className="btn btn--secondary" onClick={() => toast.show({ text: 'Обычное уведомление', state: 'normal', position })}>
            Обычное
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => toast.success('Сохранено', { position })}>
            Успех
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => toast.alert('Проверь данные', { position })}>
            Внимание
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => toast.error(undefined, { position })}>
            Ошибка
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => toast.loading('Загружаем…', { position })}>
            Загрузка
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => toast.undo({ text: 'Пункт плана удалён', onUndo: () => toast.success('Вернули пункт') })}>
            С отменой
          </button>
        </div>
      </section>
      <section className="card ui-kit-section" aria-labelledby="uk-popups">
        <h2 id="uk-popups">Всплывающие окна</h2>
        <div className="ui-kit-row">
          {POPUP_NAMES.map((name) => (
            <button key={name} type="button" className="btn btn--soft btn--sm" data-popup={name} onClick={() => open(name)}>
              {popupDef(name).title}
            </button>
          ))}
        </div>
      </section>
    </div>
  )
}
