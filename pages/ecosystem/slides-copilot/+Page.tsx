// Presentation start (routes ecosystem-slides-copilot__start and webapp-presentations-start, open to guests): the start
// island under the cabinet layout; ?topic prefills the topic (orders.md §2 query parameters).
import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { PriceLine } from '../../components/price-line'
import { matchRoute } from '../../../domain/route-match'
import { Island } from '../../../islands/island'
import PresentationStart from '../../../islands/presentation/presentation-start.island'

export default function Page() {
  const { urlPathname, urlParsed } = usePageContext()
  const { prices, aiIsDemo } = useData<Data>()
  const routeName = matchRoute(urlPathname)?.route.name ?? 'ecosystem-slides-copilot__start'
  return (
    <>
      <div className="cabinet-top" data-route-name={routeName}>
        <h1>Создать презентацию</h1>
        <p>Тема → основа → структура → титульный слайд → готовые слайды в PPTX с заметками докладчика</p>
        <PriceLine tokens={prices.presentation} note={aiIsDemo ? undefined : 'первая презентация — бесплатно'} demoFree={aiIsDemo} />
      </div>
      <Island name="presentation-start" component={PresentationStart} props={{ topic: (urlParsed.search.topic ?? '').slice(0, 300) }} />
    </>
  )
}
