// Task start (route ecosystem-task__start, open; also /ecosystem/library): the start form island under the cabinet
// layout, prefilled from the address (search, subject, order_subject_id; orders.md §2). showRefillBalancePopup of the
// short links /s/rb/a and /s/rb/l is read by the cabinet-wide balance-sidebar island.
import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { Island } from '../../../islands/island'
import { PriceLine } from '../../components/price-line'
import { formatTokens } from '../../../domain/money/format'
import TaskStart from '../../../islands/task/task-start.island'
import { parseTaskStartParams } from '../../../domain/task/task-form'

export default function Page() {
  const { search } = usePageContext().urlParsed
  const { trainingOn, prices, aiIsDemo } = useData<Data>()
  return (
    <>
      <div className="cabinet-top" data-route-name="ecosystem-task__start">
        <h1>Решить задачу</h1>
        <p>Напиши задачу или сфотографируй её: найдём готовое решение в библиотеке или объясним с ИИ по шагам</p>
        <PriceLine tokens={prices.ai} per="за ответ ИИ" note={`готовое решение из библиотеки — ${formatTokens(prices.library)}`} demoFree={aiIsDemo} />
      </div>
      <Island name="task-start" component={TaskStart} props={{ mode: 'task' as const, params: parseTaskStartParams(search), training: trainingOn }} />
    </>
  )
}
