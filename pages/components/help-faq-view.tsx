// The help FAQ as <details> blocks grouped by theme (no JavaScript), with the way to support below.
import { Icon } from '../../islands/icons'
import type { TFaqGroup } from './help-faq.server'
import type { TSiteFacts } from '../../domain/legal/site-facts'
import { InlineText } from './legal-text'
import './help.css'

export function HelpFaq({ faq, facts, routeName }: { faq: TFaqGroup[]; facts: TSiteFacts; routeName: string }) {
  return (
    <div className="help container" data-route-name={routeName}>
      <header className="help__head">
        <h1>Частые вопросы</h1>
        <p>Об оплате, токенах, подписке, источниках и личных данных. Не нашёл ответа — напиши нам.</p>
        <nav className="help__toc" aria-label="Темы">
          {faq.map((g) => (
            <a key={g.id} className="badge" href={`#${g.id}`}>
              {g.title}
            </a>
          ))}
        </nav>
      </header>
      {faq.map((g) => (
        <section key={g.id} id={g.id} className="help__group faq" aria-labelledby={`${g.id}-title`}>
          <h2 id={`${g.id}-title`}>{g.title}</h2>
          <div className="faq__list">
            {g.items.map((item) => (
              <details key={item.id} id={item.id} className="faq__item" data-faq={item.id}>
                <summary>
                  {item.q}
                  <Icon name="chevron" size={20} />
                </summary>
                <div className="faq__answer">
                  {item.a.map((p, i) => (
                    <p key={i}>
                      <InlineText parts={p} />
                    </p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
      <SupportCard facts={facts} />
    </div>
  )
}

/** Support contacts as a card: phone, e-mail, Telegram when there is a bot, and the hours. */
export function SupportCard({ facts, title = 'Остались вопросы?' }: { facts: TSiteFacts; title?: string }) {
  return (
    <section className="card help__support" aria-labelledby="support-title" data-support>
      <h2 id="support-title">{title}</h2>
      <ul className="help__contacts">
        <li>
          <span>Телефон</span>
          <a href={facts.supportPhoneHref} data-support-phone>
            {facts.supportPhone}
          </a>
        </li>
        <li>
          <span>Почта</span>
          <a href={`mailto:${facts.supportEmail}`} data-support-email>
            {facts.supportEmail}
          </a>
        </li>
        {facts.telegramUrl && (
          <li>
            <span>Telegram</span>
            <a href={facts.telegramUrl} rel="noopener" data-support-telegram>
              {facts.telegramName}
            </a>
          </li>
        )}
      </ul>
      <p className="help__hours">Поддержка работает {facts.hours.support}.</p>
    </section>
  )
}
