// «Подготовиться к защите» on a finished work (issue 15 part 5): a training task whose tutor asks what a committee
// would about this text (topic, goal, methods, sources, conclusions) and ends with a report. POST
// /training-mode/v1/tasks {essay_unified_order_id} → the chat page. No subscription or trials → the subscription popup
// (orders.md §6, §8), a subscriber short of tokens → the refill popup, a guest → sign-in back here. Hidden while the
// training-mode-3210 flag is off (the training API answers 404 then).
import { useEffect, useState } from 'react'
import { GENERIC_ERROR } from '../../domain/errors'
import { ApiError } from '../graphql/api-error'
import { getApiToken } from '../graphql/credentials'
import { openPopup } from '../popups/popup-store'
import { trainingAvailable, startDefenseTraining } from '../tutor/defense-training-api'
import type { TEssayOrder } from './essay-api'
import { openRefillIfShort } from '../money/pay-from-balance'

const here = () => location.pathname + location.search

export function DefenseTraining({ order }: { order: TEssayOrder }) {
  const [available, setAvailable] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    void trainingAvailable().then((on) => live && setAvailable(on))
    return () => {
      live = false
    }
  }, [])

  async function start(unifiedOrderId: string) {
    if (!getApiToken()) return openPopup('auth', { redirect: here() })
    setBusy(true)
    setError(null)
    try {
      const { task_uuid } = await startDefenseTraining(unifiedOrderId)
      location.assign(`/ecosystem/training/${encodeURIComponent(task_uuid)}`)
      return
    } catch (e) {
      const code = e instanceof ApiError ? e.code : null
      if (code === 'UNAUTHENTICATED') openPopup('auth', { redirect: here() })
      else if (code === 'SUBSCRIPTION_REQUIRED') openPopup('buy-subscription', { reason: e instanceof ApiError ? e.message : null, returnTo: here(), refillUnlocks: false })
      else if (!openRefillIfShort(e)) setError(e instanceof ApiError && e.code !== 'NETWORK' ? e.message : GENERIC_ERROR)
    }
    setBusy(false)
  }

  const unifiedOrderId = order.unifiedOrderId
  if (!available || !unifiedOrderId) return null
  return (
    <section className="essay-mock-defense" data-mock-defense={busy ? 'starting' : error ? 'failed' : 'ready'}>
      <div className="essay-mock-defense__text">
        <h3>Пробная защита</h3>
        <p>Репетитор задаст вопросы, как комиссия, — о теме, цели, методах, источниках и выводах именно твоей работы, сверит ответы с текстом и в конце скажет, что получилось и что подтянуть.</p>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="button" className="btn btn--secondary" data-action="defense-training" onClick={() => void start(unifiedOrderId)} disabled={busy}>
        {busy ? 'Готовим вопросы…' : 'Подготовиться к защите'}
      </button>
    </section>
  )
}

