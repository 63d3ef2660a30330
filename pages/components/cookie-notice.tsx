// Cookie notice (platform.md §2 Banners): server markup, hidden until its inline script finds cookies not yet accepted.
import { COOKIE_CATEGORIES, COOKIE_NOTICE_TEXT, shouldShowCookieNotice, type CookieChoice } from '../../domain/cookie-consent'
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
                  {/* Opt-in: the optional categories start unticked (issue 33). */}
                  {c.required ? <input type="checkbox" checked disabled readOnly /> : <input type="checkbox" name={c.id} autoComplete="off" />}
                  <span>
                    <strong>{c.title}</strong>
                    <small>{c.text}</small>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <button type="button" className="cookie-notice__save" value={'chosen' satisfies CookieChoice}>
            {COOKIE_NOTICE_TEXT.save}
          </button>
        </details>
        <div className="cookie-notice__actions">
          <button type="button" className="cookie-notice__necessary" value={'necessary' satisfies CookieChoice}>
            {COOKIE_NOTICE_TEXT.necessary}
          </button>
          <button type="button" className="cookie-notice__accept" value={'all' satisfies CookieChoice}>
            {COOKIE_NOTICE_TEXT.accept}
          </button>
        </div>
      </section>
      <InlineScript code={COOKIE_NOTICE_SCRIPT} />
    </>
  )
}
