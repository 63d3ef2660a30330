// The task page (route ecosystem-task__order, login required; orders.md §4 Task order): the question and subject, a
// live «Ищем похожие решения…» while the library is searched, then the matching ready works, each with «Получить полное
// решение» (a library order), and the AI panel beside them. A removed order opens the «deleted task solver» popup.
import { useEffect, useRef, useState } from 'react'
import { AUTH_PATH } from '../../domain/routes'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { getApiToken } from '../graphql/credentials'
import { BindTaskOrderDocument, OrderMatchedWorkDocument } from '../graphql/generated/task-orders/graphql'
import { openPopup } from '../popups/popup-store'
import { toast } from '../toasts/toast-store'
import { AiPanel } from './ai-panel'
import { MatchList, Searching, TaskQuestion, taskShell } from './task-parts'
import { OrderPageShell } from '../orders/order-page-shell'
import { taskErrorText } from '../orders/task-failure'
import { useTaskOrder, type TTaskOrderData } from './use-task-order'
import './task-solver.css'

export type TaskOrderProps = { unifiedOrderId: string }

function signIn() {
  location.replace(`${AUTH_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`)
}

function Matches({ order }: { order: TTaskOrderData }) {
  const [busy, setBusy] = useState<string | null>(null)
  async function getFull(workId: string) {
    setBusy(workId)
    try {
      const { createLibraryWorkOrderByReadyWorkId: o } = await gql(OrderMatchedWorkDocument, { libraryWorkId: workId })
      location.assign(`/ecosystem/library/${o.unifiedOrderId}`)
    } catch (e) {
      if (e instanceof ApiError && e.code === 'UNAUTHENTICATED') return signIn()
      toast.error(taskErrorText(e), { id: 'task:get-full' })
      setBusy(null)
    }
  }
  // `lw_open_first` (orders.md §2): the first library work found opens at once. Dropped from the address first, so coming
  // back to the task does not open it again.
  const first = order.matches[0]?.libraryWork.id
  useEffect(() => {
    if (!first || !new URLSearchParams(location.search).has('lw_open_first')) return
    const url = new URL(location.href)
    url.searchParams.delete('lw_open_first')
    history.replaceState(history.state, '', url.pathname + url.search + url.hash)
    void getFull(first)
  }, [first])
  return (
    <MatchList
      order={order}
      title={(m) => <a href={m.libraryWork.href}>{m.libraryWork.title}</a>}
      more={(m) => (
        <div className="ts-actions">
          <button type="button" className="btn" data-action="get-full" onClick={() => void getFull(m.libraryWork.id)} disabled={busy !== null}>
            {busy === m.libraryWork.id ? 'Открываем…' : m.isBought ? 'Открыть решение' : 'Получить полное решение'}
          </button>
        </div>
      )}
    />
  )
}

export default function TaskOrder({ unifiedOrderId }: TaskOrderProps) {
  const signedIn = typeof window !== 'undefined' && Boolean(getApiToken())
  const { state, refetch } = useTaskOrder(unifiedOrderId, signedIn)
  const bound = useRef(false)

  useEffect(() => {
    if (!getApiToken()) signIn()
  }, [])

  // An order this browser made before signing in, seen now by its fingerprint: it becomes the client's.
  useEffect(() => {
    if (state.status !== 'ready' || !state.order.isGuestOrder || bound.current) return
    bound.current = true
    void gql(BindTaskOrderDocument, { unifiedOrderId })
      .then(() => refetch())
      .catch(() => null)
  }, [state, unifiedOrderId, refetch])

  useEffect(() => {
    if (state.status === 'deleted') openPopup('deleted-task-solver')
    if (state.status === 'failed' && state.code === 'UNAUTHENTICATED') signIn()
  }, [state])

  return (
    <OrderPageShell {...taskShell(state, 'Возможно, оно создано в другом аккаунте.')} className="ts ts-note" onRetry={() => void refetch()}>
      {(order) => (
        <div className="ts" data-status={order.status}>
          <TaskQuestion order={order} />
          <div className="ts-grid">
            <div className="ts-main">{order.status === 'SEARCHING' ? <Searching /> : <Matches order={order} />}</div>
            <aside className="ts-side">
              <AiPanel unifiedOrderId={Number(order.unifiedOrderId)} subjectId={order.subject.id} isGuest={false} />
            </aside>
          </div>
        </div>
      )}
    </OrderPageShell>
  )
}
