// Telegram bot landing /gpt-bot/{id} (route gpt-bot, guest content, no JavaScript): what the bot does and the deep link
// that opens it with the page's id as the start parameter.
import { useData } from 'vike-react/useData'
import { Icon } from '../../islands/icons'
import type { TGptBotData } from './+data'
import './gpt-bot.css'

// What the bot does today (edge/auth/handle-telegram-update.ts and the Telegram notification channel), nothing more.
const FEATURES = [
  { title: 'Код для входа', text: 'Входи в Кампус без пароля: бот пришлёт код подтверждения прямо в чат.' },
  { title: 'Работы в чате', text: 'Привяжи Телеграм в профиле, и готовый текст можно отправить себе в чат одним нажатием.' },
  { title: 'ИИ-помощник на сайте', text: 'Задачи, рефераты и презентации — в кабинете Кампуса: помощник объясняет шаги и подбирает источники.' },
]

export default function Page() {
  const { botUsername, deepLink } = useData<TGptBotData>()
  return (
    <div className="landing gpt-bot" data-route-name="gpt-bot">
      <section className="hero">
        <div className="container gpt-bot__hero">
          <p className="badge badge--primary hero__eyebrow">Телеграм-бот Кампуса</p>
          <h1>Кампус с ИИ-помощником — в Телеграме</h1>
          <p className="hero__lead">
            Бот присылает коды для входа и готовые тексты в чат. Помощник объясняет и подсказывает, а работу ты
            делаешь сам.
          </p>
          {deepLink ? (
            <div className="hero__actions">
              <a className="btn btn--primary btn--lg" href={deepLink} rel="noopener" data-deep-link>
                Открыть бота в Телеграме
              </a>
            </div>
          ) : (
            <p className="card gpt-bot__off">Бот сейчас недоступен. Загляни чуть позже или воспользуйся Кампусом на сайте.</p>
          )}
          {botUsername && <p className="gpt-bot__username">@{botUsername}</p>}
        </div>
      </section>
      <section className="section" aria-labelledby="bot-features">
        <div className="container">
          <h2 id="bot-features">Что умеет бот</h2>
          <ul className="gpt-bot__features">
            {FEATURES.map((f) => (
              <li key={f.title} className="card">
                <h3>
                  <Icon name="check" size={18} /> {f.title}
                </h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
          <p className="gpt-bot__web">
            Удобнее на сайте? <a href="/ecosystem">Открой кабинет Кампуса</a>
          </p>
        </div>
      </section>
    </div>
  )
}
