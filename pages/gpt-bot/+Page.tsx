// Telegram bot landing /gpt-bot/{id} (route gpt-bot, guest content, no JavaScript): what the bot does and the deep link
// that opens it with the page's id as the start parameter.
import { useData } from 'vike-react/useData'
import { Icon } from '../../islands/icons'
import type { TGptBotData } from './+data'
import './gpt-bot.css'

const FEATURES = [
  { title: 'Объяснит задачу', text: 'Пришли условие текстом или фото — бот разберёт решение по шагам и объяснит, почему так.' },
  { title: 'Поможет с текстом', text: 'Подскажет план реферата или доклада, источники и как оформить работу по ГОСТу.' },
  { title: 'Напомнит о заказах', text: 'Сообщит, когда работа в Кампусе готова, и пришлёт код для входа в аккаунт.' },
]

export default function Page() {
  const { botUsername, deepLink } = useData<TGptBotData>()
  return (
    <div className="landing gpt-bot" data-route-name="gpt-bot">
      <section className="hero">
        <div className="container gpt-bot__hero">
          <p className="badge badge--primary hero__eyebrow">Телеграм-бот Кампуса</p>
          <h1>ИИ-помощник для учёбы прямо в Телеграме</h1>
          <p className="hero__lead">
            Задай вопрос по учёбе в чате: бот объяснит решение, подскажет план работы и источники. Он учит разбираться, а
            не делает работу за тебя.
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
