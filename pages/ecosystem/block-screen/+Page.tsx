// Block screen (route ecosystem-common__block-screen, base layout): why the account is restricted and until when; the
// island reads the restriction of the signed-in user and sends a user without one to the cabinet.
import { Island } from '../../../islands/island'
import BlockScreen from '../../../islands/block-screen/block-screen.island'
import './block-screen.css'

export default function Page() {
  return (
    <section className="card block-screen" data-route-name="ecosystem-common__block-screen">
      <Island name="block-screen" component={BlockScreen} props={{}} />
    </section>
  )
}
