// The influencer's payment form text (platform.md §3 Influencer.paymentFormText, §7 getInfluencerByAppEntryTitle): a
// visitor who came from a blogger (the session's `entry`) sees the blogger's note by the payment form. When the blogger
// has a promo code, only while that code is the visitor's offer (the address's or the saved one, which the subscription
// island applies), so the note never speaks of a discount the form does not show. Renders nothing on the server, for
// other visitors, and when the look-up fails.
import { useEffect, useState } from 'react'
import { STORAGE_KEYS } from '../../domain/query-params'
import { gqlRequest } from '../graphql/client'
import { InfluencerPaymentFormDocument } from '../graphql/generated/referrals/graphql'
import { Icon } from '../icons'
import './referrals.css'

function stored(storage: 'local' | 'session', key: string): string | null {
  try {
    return (storage === 'local' ? localStorage : sessionStorage).getItem(key)
  } catch {
    return null
  }
}

type TPromo = { code: string; urlKey: string; isActive: boolean } | null | undefined

/** The blogger's code is the offer in use: by its address key or its code, in any letter case. */
function offerIsBloggers(promo: TPromo): boolean {
  if (!promo) return true
  const offer = (new URLSearchParams(location.search).get('offer') ?? stored('local', STORAGE_KEYS.promoCode))?.trim().toLowerCase()
  return promo.isActive && Boolean(offer) && (offer === promo.urlKey.toLowerCase() || offer === promo.code.toLowerCase())
}

export default function InfluencerNote() {
  const [text, setText] = useState<string | null>(null)

  useEffect(() => {
    const title = stored('session', STORAGE_KEYS.entry)?.trim()
    if (!title) return
    gqlRequest(InfluencerPaymentFormDocument, { title })
      .then(({ data }) => {
        const influencer = data?.getInfluencerByAppEntryTitle
        setText(influencer && offerIsBloggers(influencer.promoCode) ? influencer.paymentFormText?.trim() || null : null)
      })
      .catch(() => setText(null))
  }, [])

  if (!text) return null
  return (
    <p className="influencer-note" data-influencer-note>
      <Icon name="gift" size={20} />
      <span>{text}</span>
    </p>
  )
}
