// About payment (route ecosystem-common__docs-about-payment, content page): how paying works (platform.md §1 Payment
// information); the spec's {phone} and {email} are the support contacts from the settings.
import { useData } from 'vike-react/useData'
import { legalDocPath } from '../../../../domain/legal/documents'
import type { THelpData } from './+data'
import './about-payment.css'

export default function Page() {
  const { facts } = useData<THelpData>()
  return (
    <article className="about-payment card" data-route-name="ecosystem-common__docs-about-payment">
      <h1>Об оплате</h1>
      <section>
        <h2>Как оплатить</h2>
        <p>
          Оплатить подписку, пакет токенов или отдельное задание можно банковской картой. Платеж проходит через один из двух
          банков-партнёров: после нажатия «Оплатить» откроется защищённая страница банка, где нужно ввести данные карты.
          Кампус не видит и не хранит номер карты.
        </p>
        <p>Принимаем карты платежных систем:</p>
        <ul className="about-payment__cards">
          <li>МИР</li>
          <li>Visa</li>
          <li>MasterCard</li>
          <li>JCB</li>
        </ul>
        <p>После оплаты ты вернёшься в Кампус: токены и подписка появятся на балансе, как только банк подтвердит платеж.</p>
      </section>
      <section>
        <h2>Возврат денег</h2>
        <p>
          Деньги возвращаются только на ту карту, с которой была оплата. Срок зачисления зависит от банка, выпустившего
          карту.
        </p>
      </section>
      <section>
        <h2>Кто принимает платежи</h2>
        <p data-company>
          Расчёты по платежам ведёт отдельное юридическое лицо — {facts.legalName} (ИНН {facts.legalInn}). Условия покупки токенов и подписки, автопродления и
          возврата — в <a href={legalDocPath('offer')}>публичной оферте</a>; как мы обращаемся с данными — в{' '}
          <a href={legalDocPath('privacy-policy')}>политике обработки персональных данных</a>.
        </p>
      </section>
      <section>
        <h2>Если что-то пошло не так</h2>
        <p>
          Напиши в поддержку: телефон <a href={facts.supportPhoneHref}>{facts.supportPhone}</a>, почта{' '}
          <a href={`mailto:${facts.supportEmail}`}>{facts.supportEmail}</a>. Мы отвечаем {facts.hours.support}.
        </p>
      </section>
      <p>
        <a className="btn btn--secondary" href="/ecosystem/subscription">
          К тарифам
        </a>
      </p>
    </article>
  )
}
