// Cookie notice (platform.md §2 Banners): server markup, hidden until its inline script finds cookies not yet accepted.
import { COOKIE_CATEGORIES, COOKIE_NOTICE_TEXT, shouldShowCookieNotice } from '../../domain/cookie-consent'
import { COOKIE_NOTICE_ID, COOKIE_NOTICE_SCRIPT } from '../../islands/inline/cookie-notice'
import { InlineScript } from './inline-code'
import { legalDocPath } from '../../domain/legal/documents'
import './cookie-notice.css'

type Query = URLSearchParams | Record<string, string | readonly string[] | null | undefined>

/**
 * Place once per page, after the main content, in every layout. The route rules are applied here on
 * the server (the browser only checks whether cookies were accepted), so routes where the notice must
 * never appear get no markup and no script at all.
 */
export function CookieNotice({ routeName, query }: { routeName: string | null | undefined; query: Query }) {
  if (!shouldShowCookieNotice({ routeName, query, accepted: false })) return null
  return (
    <>
      <section id={COOKIE_NOTICE_ID} className="cookie-notice" aria-label={COOKIE_NOTICE_TEXT.label} hidden>
        <p className="cookie-notice__text">
          {COOKIE_NOTICE_TEXT.text} <a href={legalDocPath('cookie-policy')}>Подробнее</a>
        </p>
        <details className="cookie-notice__settings">
          <summary>{COOKIE_NOTICE_TEXT.settings}</summary>
          <ul className="cookie-notice__categories">
            {COOKIE_CATEGORIES.map((c) => (
              <li key={c.id}>
                <label className="cookie-notice__category">
                  {c.required ? <input type="checkbox" checked disabled readOnly /> : <input type="checkbox" name={c.id} defaultChecked />}
                  <span>
                    <strong>{c.title}</strong>
                    <small>{c.text}</small>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </details>
        <button type="button" className="cookie-notice__accept" data-accept="">
          {COOKIE_NOTICE_TEXT.accept}
        </button>
      </section>
      <InlineScript code={COOKIE_NOTICE_SCRIPT} />
    </>
  )
}
