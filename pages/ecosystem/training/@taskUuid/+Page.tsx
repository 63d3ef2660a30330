// Training chat (route ecosystem-training__task, login): the chat island for the address's task, loaded in the browser
// with the client's token (the server page knows no token, so nothing of the task is rendered here).
import { usePageContext } from 'vike-react/usePageContext'
import { Island } from '../../../../islands/island'
import TrainingChat from '../../../../islands/training/training-chat.island'

export default function Page() {
  const { routeParams } = usePageContext()
  return (
    <div data-route-name="ecosystem-training__task">
      <Island name="training-chat" component={TrainingChat} props={{ taskUuid: routeParams.taskUuid ?? '' }} />
    </div>
  )
}
