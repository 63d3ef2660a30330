// Unsubscribe from advertising mail (route email-unsubscribe, base layout, no JavaScript): confirm with a POST form,
// then the result. Service letters (codes, receipts, order news) keep coming: they are not advertising.
import { useData } from 'vike-react/useData'
import type { TUnsubscribeData } from './+data'
import './email-unsubscribe.css'

export default function Page() {
  const data = useData<TUnsubscribeData>()
  return (
    <section className="card unsubscribe" data-route-name="email-unsubscribe" data-state={data.state}>
      {data.state === 'no-link' && (
        <>
          <h1>Отписка от рассылки</h1>
          <p>
            Чтобы отписаться от рекламных писем Кампуса, открой ссылку «Отписаться» внизу любого нашего письма: она
            подписана и работает только для твоего адреса.
          </p>
          <a className="btn btn--secondary" href="/">
            На главную
          </a>
        </>
      )}
      {data.state === 'confirm' && (
        <>
          <h1>Отписаться от рекламных писем?</h1>
          <p>
            Адрес <strong className="unsubscribe__email">{data.email}</strong> больше не будет получать новости и
            предложения Кампуса.
          </p>
          <form method="post" action="/email-unsubscribe" className="unsubscribe__form">
            <input type="hidden" name="email" value={data.email} />
            <input type="hidden" name="sig" value={data.sig} />
            <button className="btn btn--primary btn--block" type="submit">
              Отписаться
            </button>
          </form>
          <p className="unsubscribe__note">Письма с кодами входа, чеками и новостями о твоих заказах продолжат приходить.</p>
        </>
      )}
      {data.state === 'done' && (
        <>
          <h1>Ты отписан от рассылки</h1>
          <p>
            Адрес <strong className="unsubscribe__email">{data.email}</strong> больше не получает рекламные письма
            Кампуса. Письма о заказах и входе в аккаунт продолжат приходить.
          </p>
          <a className="btn btn--secondary" href="/">
            На главную
          </a>
        </>
      )}
    </section>
  )
}
