// The landing notice by the address's message_id 2–5 (orders.md §9 «Landing notifications»; platform.md §2 lists
// message_id among the site-wide query parameters): on the main landing and the marketing landings alike.
import { usePageContext } from 'vike-react/usePageContext'
import { Icon } from '../../islands/icons'
import { landingNotice } from '../../domain/landings/marketing'
import './landing-notice.css'

export function LandingNotice() {
  const messageId = usePageContext().urlParsed.search.message_id
  const notice = landingNotice(messageId)
  if (!notice) return null
  return (
    <p className="marketing__notice" role="note" data-message-id={messageId}>
      <Icon name="shield" size={20} /> <span>{notice}</span>
    </p>
  )
}
