// AI start (route ecosystem-ai__start, open): the same start form, asking the AI straight away
// (POST /api/unified-order/create), then the AI order page /ecosystem/ai/{unifiedOrderId}.
import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { PriceLine } from '../../components/price-line'
import { Island } from '../../../islands/island'
import TaskStart from '../../../islands/task/task-start.island'
import { parseTaskStartParams } from '../../../domain/task/task-form'

export default function Page() {
  const { search } = usePageContext().urlParsed
  const { prices, aiIsDemo } = useData<Data>()
  return (
    <>
      <div className="cabinet-top" data-route-name="ecosystem-ai__start">
        <h1>Спросить ИИ</h1>
        <p>Задай вопрос или сфотографируй задачу — ИИ-репетитор объяснит решение по шагам, а уточнить можно прямо в чате</p>
        <PriceLine tokens={prices.ai} per="за ответ" demoFree={aiIsDemo} />
      </div>
      <Island name="task-start" component={TaskStart} props={{ mode: 'ai' as const, params: parseTaskStartParams(search) }} />
    </>
  )
}
