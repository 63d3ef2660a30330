// The wheel of fortune's rules (WHEEL_RULES_PATH, orders.md §5 «rules document at a public docs path»): the prizes, the
// win and loss sets, where spins come from, the server's draw with the published odds, partner promo codes, free questions.
import { useData } from 'vike-react/useData'
import { DOCS_INDEX_PATH } from '../../../../domain/legal/documents'
import { LOSS_PRIZE_IDS, WHEEL_PRIZES, WIN_PRIZE_IDS } from '../../../../domain/wheel/prizes'
import { WHEEL_SPIN_RULES_TEXT } from '../../../../domain/wheel/spin-rules'
import type { TWheelRulesData } from './+data'
import '../docs.css'

const PERCENT = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1, minimumFractionDigits: 1 })
const titles = (ids: readonly number[]) => WHEEL_PRIZES.filter((p) => ids.includes(p.id)).map((p) => `«${p.title}»`).join(', ')

export default function Page() {
  const { odds, legalName, siteUrl } = useData<TWheelRulesData>()
  return (
    <article className="legal-doc card" data-route-name="ecosystem-common__docs-wheel-rules">
      <p className="legal-doc__back">
        <a href={DOCS_INDEX_PATH}>← Все документы</a>
      </p>
      <h1>Правила колеса фортуны</h1>
      <div className="legal-text">
        <h2>1. Что это</h2>
        <p>
          Колесо фортуны — бесплатная игра для зарегистрированных пользователей сервиса Кампус ({siteUrl}). Её проводит {legalName}. За
          вращения не нужно платить, и купить их нельзя.
        </p>

        <h2>2. Призы</h2>
        <p>На колесе одиннадцать секторов:</p>
        <ul>
          {WHEEL_PRIZES.map((p) => (
            <li key={p.id}>{p.title}</li>
          ))}
        </ul>
        <p>Выигрыш — {titles(WIN_PRIZE_IDS)}.</p>
        <p>Проигрыш — {titles(LOSS_PRIZE_IDS)}.</p>

        <h2>3. Откуда берутся вращения</h2>
        <p>{WHEEL_SPIN_RULES_TEXT}</p>

        <h2>4. Как выбирается приз</h2>
        <p>
          Приз выбирает сервер случайным образом, с криптографически стойким генератором случайных чисел, ещё до того как колесо
          начнёт крутиться: анимация лишь показывает уже выпавший сектор. Вероятность каждого приза задаёт его вес; сейчас они такие:
        </p>
        <table className="wheel-odds">
          <thead>
            <tr>
              <th scope="col">Приз</th>
              <th scope="col">Вероятность</th>
            </tr>
          </thead>
          <tbody>
            {odds.map((o) => (
              <tr key={o.id} data-prize-id={o.id}>
                <td>{o.title}</td>
                <td data-percent>{PERCENT.format(o.percent)} %</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Если свободных промокодов нужного номинала не осталось, этот приз в розыгрыше не участвует, и вероятности остальных призов
          пропорционально растут.
        </p>

        <h2>5. Промокоды</h2>
        <p>
          Промокоды на 50, 100 и 1&nbsp;000 ₽ — это коды нашего партнёра: ими можно оплатить часть покупки в сервисе партнёра на его условиях.
          Оплатить ими подписку или токены Кампуса нельзя. Выпавший код показывается сразу и сохраняется в истории вращений.
        </p>

        <h2>6. Бесплатные вопросы</h2>
        <p>
          Бесплатные вопросы — это пробные кредиты на твоём балансе. Ими оплачиваются ответы ИИ без токенов и без подписки. Они
          начисляются сразу после вращения, один раз за каждый выигрыш.
        </p>

        <h2>7. Прочее</h2>
        <p>
          Каждое вращение засчитывается и начисляется один раз, даже если нажать «Крутить» несколько раз подряд. Когда вращения
          заканчиваются, колесо сообщает «Вращения закончились», и ничего не списывается. Вопросы по игре — в поддержку Кампуса.
        </p>
      </div>
    </article>
  )
}
