// Text-work start (route ecosystem-text-copilot__start, open): the start island under the cabinet layout. The topic and
// work type come prefilled from the address (topic, text-topic, custom_text_title or order_title, workTypeId; orders.md
// §2 query parameters), or from a failed work's own (retryOrderId); shouldCreateOrder creates the work from them at once.
import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { PriceLine } from '../../components/price-line'
import { Island } from '../../../islands/island'
import TextCopilotStart from '../../../islands/essay/text-copilot-start.island'
import { workTypeById } from '../../../domain/essay/work-types'

export default function Page() {
  const { search } = usePageContext().urlParsed
  const { prices, aiIsDemo } = useData<Data>()
  const props = {
    topic: (search.topic ?? search['text-topic'] ?? search.custom_text_title ?? search.order_title ?? '').slice(0, 300),
    workTypeId: workTypeById(search.workTypeId)?.id ?? null,
    createAtOnce: search.shouldCreateOrder != null && search.shouldCreateOrder !== 'false' && search.shouldCreateOrder !== '0',
    retryOrderId: /^\d{1,18}$/.test(search.retryOrderId ?? '') ? search.retryOrderId! : null,
  }
  return (
    <>
      <div className="cabinet-top" data-route-name="ecosystem-text-copilot__start">
        <h1>Создать текст</h1>
        <p>Реферат, доклад, курсовая или эссе: тема → требования → план → источники → готовая работа по ГОСТу</p>
        <PriceLine tokens={prices.essay} demoFree={aiIsDemo} />
      </div>
      <Island name="text-copilot-start" component={TextCopilotStart} props={props} />
    </>
  )
}
