// The dashboard's address flags (platform.md §2), loaded only when the address has one:
// ?loading=1 — back from a long action: «Загружаем твои данные…» until the client's data (the recent orders) is here,
// then the address loses the flag; completedOrder=<id>&flow=<flow> — the client's own order on top (completed-order.tsx).
import { useEffect, useState } from 'react'
import CompletedOrder from './completed-order'

export default function DashboardFlags({ waiting }: { waiting: boolean }) {
  const [flags] = useState(() => {
    const q = new URLSearchParams(location.search)
    return { loading: q.get('loading') === '1', completedOrder: q.has('completedOrder') }
  })
  useEffect(() => {
    if (!flags.loading || waiting) return
    const url = new URL(location.href)
    url.searchParams.delete('loading')
    history.replaceState(history.state, '', url.pathname + url.search + url.hash)
  }, [waiting])
  return (
    <>
      {flags.completedOrder && <CompletedOrder />}
      {flags.loading && waiting && (
        <p className="recent__loading" role="status" data-loading-flag>
          Загружаем твои данные…
        </p>
      )}
    </>
  )
}
