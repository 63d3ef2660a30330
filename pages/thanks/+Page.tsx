// Thank-you pages /thanks and /thanks/personal-1…5 (landing layout, no JavaScript): what the thanks is for and the way
// back into the product (domain/landings/thanks.ts).
import { usePageContext } from 'vike-react/usePageContext'
import { matchRoute } from '../../domain/route-match'
import { thanksPage } from '../../domain/landings/thanks'
import { Icon } from '../../islands/icons'
import './thanks.css'

export default function Page() {
  const page = thanksPage(matchRoute(usePageContext().urlPathname)?.route.name)
  // The route function admits only the thank-you routes.
  if (!page) return null
  return (
    <section className="container">
      <div className="card thanks" data-route-name={page.routeName}>
        <span className="thanks__mark" aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <h1>{page.heading}</h1>
        <p>{page.text}</p>
        <p className="thanks__links">
          {page.links.map((l, i) => (
            <a key={l.href} className={`btn ${i === 0 ? 'btn--primary' : 'btn--secondary'}`} href={l.href}>
              {l.label}
            </a>
          ))}
        </p>
      </div>
    </section>
  )
}
