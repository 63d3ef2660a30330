// About payment (route ecosystem-common__docs-about-payment, content page): how paying works (platform.md §1 Payment
// information). Support contacts stay as the spec's {phone} and {email} placeholders until legal gives the real ones.
import './about-payment.css'

export default function Page() {
  return (
    <article className="about-payment card" data-route-name="ecosystem-common__docs-about-payment">
      <h1>Об оплате</h1>
      <section>
        <h2>Как оплатить</h2>
        <p>
          Оплатить подписку, пакет токенов или отдельное задание можно банковской картой. Платёж проходит через один из двух
          банков-партнёров: после нажатия «Оплатить» откроется защищённая страница банка, где нужно ввести данные карты.
          Кампус не видит и не хранит номер карты.
        </p>
        <p>Принимаем карты платёжных систем:</p>
        <ul className="about-payment__cards">
          <li>МИР</li>
          <li>Visa</li>
          <li>MasterCard</li>
          <li>JCB</li>
        </ul>
        <p>После оплаты ты вернёшься в Кампус: токены и подписка появятся на балансе, как только банк подтвердит платёж.</p>
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
        <p>
          Расчёты по платежам ведёт отдельное юридическое лицо; его реквизиты указаны в юридических документах сервиса
          (оферта и политика конфиденциальности).
        </p>
      </section>
      <section>
        <h2>Если что-то пошло не так</h2>
        <p>
          Напиши в поддержку: телефон {'{phone}'}, почта {'{email}'}. Мы отвечаем по будням с 10 до 19 по московскому времени.
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
