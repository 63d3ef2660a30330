// Task order (route ecosystem-task__order, login required): the task island for the address's unified order id.
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../../islands/island'
import TaskOrder from '../../../../islands/task-solver/task-order.island'

export default function Page() {
  const { routeParams } = usePageContext()
  return (
    <div data-route-name="ecosystem-task__order">
      <Island name="task-order" component={TaskOrder} props={{ unifiedOrderId: routeParams.unifiedOrderId ?? '' }} />
    </div>
  )
}
