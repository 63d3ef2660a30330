// AI referat order start (route ecosystem-referat__new, login required): the island creates or reuses the client's
// order for partnerAiReferatId and moves to /ecosystem/referat/{unifiedOrderId}.
import { Island } from '../../../islands/island'
import ReferatOrder from '../../../islands/referat/referat-order.island'

export default function Page() {
  return (
    <div data-route-name="ecosystem-referat__new">
      <Island name="referat-order" component={ReferatOrder} props={{ unifiedOrderId: null }} />
    </div>
  )
}
