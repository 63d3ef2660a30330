// The guest's preview of a task (route ecosystem-task__preview, open; orders.md §4 Task order): the question, the
// matches with their shortened answers only, and «Войти, чтобы увидеть решение», which opens the registration popup
// and brings the guest back here. Signed in, the order is bound (tryToBindClientToUnifiedOrder) and the browser goes on
// to the task page; another browser's order is not found.
import { useEffect, useState } from 'react'
import { taskOrderPath, taskPreviewPath } from '../../domain/task/order-statuses'
import { gql } from '../graphql/client'
import { getApiToken } from '../graphql/credentials'
import { BindTaskOrderDocument } from '../graphql/generated/task-orders/graphql'
import { openPopup } from '../popups/popup-store'
import { AiPanel } from './ai-panel'
import { MatchList, Searching, TaskQuestion, taskShell } from './task-parts'
import { OrderPageShell } from '../orders/order-page-shell'
import { useTaskOrder, type TTaskOrderData } from './use-task-order'
import './task-solver.css'

export type TaskPreviewProps = { unifiedOrderId: string }

const SIGN_IN_TO_SEE = 'Войти, чтобы увидеть решение'

function SignInButton({ unifiedOrderId, wide = false }: { unifiedOrderId: string; wide?: boolean }) {
  return (
    <button type="button" className={`btn${wide ? ' ts-wide' : ''}`} data-action="sign-in" onClick={() => openPopup('auth', { redirect: taskPreviewPath(unifiedOrderId) })}>
      {SIGN_IN_TO_SEE}
    </button>
  )
}

function PreviewMatches({ order }: { order: TTaskOrderData }) {
  return (
    <MatchList
      order={order}
      title={(m) => m.libraryWork.title}
      more={(m) => (
        <>
          <div className="ts-short" data-answer="short">
            <p>{m.libraryWork.shortenedAnswer}</p>
            <div className="ts-short__fade" aria-hidden="true" />
          </div>
          <div className="ts-actions">
            <SignInButton unifiedOrderId={order.unifiedOrderId} />
          </div>
        </>
      )}
    />
  )
}

export default function TaskPreview({ unifiedOrderId }: TaskPreviewProps) {
  const [signedIn] = useState(() => typeof window !== 'undefined' && Boolean(getApiToken()))
  // A client: bind the order if this browser made it, then the task page; otherwise read it as the guest it is.
  const [moving, setMoving] = useState(signedIn)
  const { state } = useTaskOrder(unifiedOrderId, !moving)

  useEffect(() => {
    if (!signedIn) return
    gql(BindTaskOrderDocument, { unifiedOrderId })
      .then((r) => (r.tryToBindClientToUnifiedOrder ? location.replace(taskOrderPath(unifiedOrderId)) : setMoving(false)))
      .catch(() => setMoving(false))
  }, [signedIn, unifiedOrderId])

  useEffect(() => {
    if (state.status === 'deleted') openPopup('deleted-task-solver')
  }, [state])

  // The preview offers no retry: a read that failed shows the not-found note.
  const shown = moving ? ({ status: 'loading' } as const) : state.status === 'failed' ? ({ status: 'missing' } as const) : state
  return (
    <OrderPageShell {...taskShell(shown, 'Его создали в другом браузере или аккаунте.')} className="ts ts-note">
      {(order) => (
        <div className="ts ts--preview" data-status={order.status}>
          <TaskQuestion order={order}>
            <div className="ts-register" data-popup="registration">
              <p>Зарегистрируйся или войди — полное решение откроется в твоём аккаунте, а задание сохранится.</p>
              <SignInButton unifiedOrderId={unifiedOrderId} wide />
            </div>
          </TaskQuestion>
          <div className="ts-grid">
            <div className="ts-main">{order.status === 'SEARCHING' ? <Searching /> : <PreviewMatches order={order} />}</div>
            <aside className="ts-side">
              <AiPanel unifiedOrderId={Number(order.unifiedOrderId)} subjectId={order.subject.id} isGuest />
            </aside>
          </div>
        </div>
      )}
    </OrderPageShell>
  )
}
