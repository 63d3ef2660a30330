// /ui-kit (login required): the components of the visual system in one place, for designers and developers.
import { Island } from '../../islands/island'
import UiKitDemo from '../../islands/ui-kit-demo.island'
import { WidgetHosts } from '../components/page-widgets'
import './ui-kit.css'

const BUTTONS = [
  ['btn', 'Основная'],
  ['btn btn--secondary', 'Вторичная'],
  ['btn btn--soft', 'Мягкая'],
  ['btn btn--ghost', 'Прозрачная'],
  ['btn btn--danger', 'Опасное действие'],
] as const

const BADGES = [
  ['badge', 'Черновик'],
  ['badge badge--primary', 'В работе'],
  ['badge badge--success', 'Готово'],
  ['badge badge--warning', 'Ждёт оплаты'],
  ['badge badge--danger', 'Ошибка'],
] as const

export default function Page() {
  return (
    <div className="ui-kit" data-route-name="ui-kit">
      <h1>UI-кит</h1>
      <p className="ui-kit-lead">Кнопки, поля, карточки, значки, уведомления и окна — так, как их видят студенты.</p>

      <section className="card ui-kit-section" aria-labelledby="uk-buttons">
        <h2 id="uk-buttons">Кнопки</h2>
        {(['btn--sm', '', 'btn--lg'] as const).map((size) => (
          <div className="ui-kit-row" key={size || 'md'}>
            {BUTTONS.map(([cls, label]) => (
              <button key={cls} type="button" className={`${cls} ${size}`.trim()}>
                {label}
              </button>
            ))}
            <button type="button" className={`btn ${size}`.trim()} disabled>
              Недоступна
            </button>
          </div>
        ))}
      </section>

      <section className="card ui-kit-section" aria-labelledby="uk-fields">
        <h2 id="uk-fields">Поля</h2>
        <div className="ui-kit-grid">
          <label className="field">
            <span className="field__label">Тема работы</span>
            <input className="input" placeholder="Например, «Экономика Древнего Рима»" />
            <span className="field__hint">Чем точнее тема, тем лучше источники</span>
          </label>
          <label className="field">
            <span className="field__label">Почта</span>
            <input className="input" defaultValue="student@" aria-invalid="true" aria-describedby="uk-email-error" />
            <span className="field__error" id="uk-email-error">
              Кажется ты ввел неверную почту
            </span>
          </label>
        </div>
      </section>

      <section className="card ui-kit-section" aria-labelledby="uk-badges">
        <h2 id="uk-badges">Значки и карточки</h2>
        <div className="ui-kit-row">
          {BADGES.map(([cls, label]) => (
            <span key={cls} className={cls}>
              {label}
            </span>
          ))}
        </div>
        <div className="cards">
          <article className="card">
            <h3>Карточка</h3>
            <p>Короткое описание раздела или работы.</p>
          </article>
          <div className="empty-state">
            <p className="empty-state__title">Пока пусто</p>
            <p className="empty-state__text">Здесь появятся твои задания</p>
          </div>
          <div className="skeleton ui-kit__skeleton" aria-hidden="true" />
        </div>
      </section>

      <Island name="ui-kit-demo" component={UiKitDemo} props={{}} />
      <WidgetHosts />
    </div>
  )
}
