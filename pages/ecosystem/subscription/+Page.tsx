// Subscription page (route ecosystem-common__subscription, login required): the subscription island under the cabinet
// layout. The initial tariff is the address's `subscription` or `selectedTariffId`, read as a number (platform.md §2).
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../islands/island'
import Subscription from '../../../islands/money/subscription.island'
import InfluencerNote from '../../../islands/referrals/influencer-note.island'

function tariffId(...values: (string | undefined)[]): number | null {
  for (const v of values) {
    const n = Number(v)
    if (v && Number.isInteger(n) && n > 0) return n
  }
  return null
}

export default function Page() {
  const { search } = usePageContext().urlParsed
  const props = {
    tariffGroup: search.tariffGroup ?? null,
    initialTariffId: tariffId(search.subscription, search.selectedTariffId),
    offer: search.offer ?? null,
    gbFeature: search.gbFeature ?? null,
  }
  return (
    <>
      <div className="cabinet-top" data-route-name="ecosystem-common__subscription">
        <h1>Подписка</h1>
        <p>Токены каждый месяц и бонусы за покупку</p>
      </div>
      <Island name="influencer-note" component={InfluencerNote} props={{}} />
      <Island name="subscription" component={Subscription} props={props} />
    </>
  )
}
