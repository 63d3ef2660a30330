// Task preview (route ecosystem-task__preview, open): the guest's task with the shortened answers and the sign-in.
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../../../islands/island'
import TaskPreview from '../../../../../islands/task-solver/task-preview.island'

export default function Page() {
  const { routeParams } = usePageContext()
  return (
    <div data-route-name="ecosystem-task__preview">
      <Island name="task-preview" component={TaskPreview} props={{ unifiedOrderId: routeParams.unifiedOrderId ?? '' }} />
    </div>
  )
}
