// «Баланс и подписка» of the subscription page (platform.md §3 Balance, Subscription; §4 Subscription actions): the
// balance in tokens, the current subscription's state (type, endsAt, refillScheduledAt; renewing, cancelled or frozen)
// and its actions — cancel through the «subscription cancel» popup, reactivate while the paid period runs, freeze for
// the summer when the rule allows. A frozen check that is not a boolean shows the generic error toast.
import { useCallback, useEffect, useState } from 'react'
import { formatRubles } from '../../domain/money/format'
import { gql } from '../graphql/client'
import { ReactivateSubscriptionDocument, FreezeSubscriptionDocument, SubscriptionFrozenDocument } from '../graphql/generated/money/graphql'
import { openPopup } from '../popups/popup-store'
import { toast } from '../toasts/toast-store'
import { refreshAccount } from './account-store'
import { formatDate, tokensLabel, type TMoneyAccount } from './money-api'
import { canFreezeForSummer } from '../../domain/money/summer-freeze'

const SUBSCRIPTION_REACTIVATED = 'Подписка снова будет продлеваться'
const SUBSCRIPTION_FROZEN = 'Подписка заморожена на лето'

type TFrozen = boolean | 'unknown' | 'loading'

/** Spec §4: anything but a boolean (or a failed call) is an error. */
async function loadFrozen(): Promise<boolean> {
  const value: unknown = (await gql(SubscriptionFrozenDocument)).isFrozenCurrentSubscription
  if (typeof value !== 'boolean') throw new Error('not a boolean')
  return value
}

export function SubscriptionStatus({ me }: { me: TMoneyAccount }) {
  const current = me.userCurrentSubscription && !me.userCurrentSubscription.isAlreadyEnded ? me.userCurrentSubscription : null
  const [frozen, setFrozen] = useState<TFrozen>('loading')
  const [busy, setBusy] = useState(false)

  const checkFrozen = useCallback(() => {
    loadFrozen().then(setFrozen, () => {
      setFrozen('unknown')
      toast.error()
    })
  }, [])

  const hasCurrent = Boolean(current)
  useEffect(() => {
    if (hasCurrent) checkFrozen()
  }, [hasCurrent, checkFrozen])

  async function act(run: () => Promise<unknown>, done: string) {
    if (busy) return
    setBusy(true)
    try {
      await run()
      await refreshAccount()
      checkFrozen()
      toast.success(done)
    } catch (e) {
      toast.error((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const isFrozen = frozen === true
  const state = !current ? 'none' : isFrozen ? 'frozen' : current.isRenewable ? 'renewing' : 'cancelled'
  const showFreeze = current != null && typeof frozen === 'boolean' && canFreezeForSummer({ isRenewable: current.isRenewable, isFrozen }, new Date())
  const { balance } = me

  return (
    <section className="card money-card money-account" aria-label="Баланс и подписка">
      <div className="money-account__balance">
        <span className="money-account__label">Баланс</span>
        <strong className="money-account__tokens" data-balance-tokens={balance.balanceTokens}>
          {tokensLabel(balance.balanceTokens)}
        </strong>
        {balance.balanceBonuses > 0 && <span className="badge">{balance.balanceBonuses} бонусов</span>}
        {balance.balanceCoins > 0 && <span className="badge">{formatRubles(balance.balanceCoins)}</span>}
      </div>
      <div className="money-account__sub" data-subscription={current ? 'active' : 'none'} data-subscription-state={state}>
        {current ? (
          <>
            <span className="money-account__badges">
              <span className="badge badge--success">Подписка активна</span>
              {state === 'cancelled' && <span className="badge badge--warning">Продление отменено</span>}
              {state === 'frozen' && <span className="badge badge--primary">Заморожена на лето</span>}
            </span>
            <p>
              «{current.type.title}», {tokensLabel(current.type.tokensPerMonth)} в месяц. Действует до <b data-ends-at>{formatDate(current.endsAt)}</b>
              {state === 'renewing' && ', продлится автоматически'}
              {state === 'cancelled' && ', потом не продлится'}.
            </p>
            {current.refillScheduledAt && state !== 'frozen' && (
              <p className="money-note" data-refill-at>
                Следующее начисление токенов: {formatDate(current.refillScheduledAt)}
              </p>
            )}
            {state === 'frozen' && <p className="money-note">Летом токены не начисляются и подписка не продлевается.</p>}
            <span className="money-account__actions">
              {current.isRenewable && (
                <button type="button" className="btn btn--ghost btn--sm" disabled={busy} onClick={() => openPopup('subscription-cancel', { endsAt: current.endsAt })}>
                  Отменить подписку
                </button>
              )}
              {!current.isRenewable && (
                <button type="button" className="btn btn--soft btn--sm" disabled={busy} onClick={() => void act(() => gql(ReactivateSubscriptionDocument), SUBSCRIPTION_REACTIVATED)}>
                  Возобновить подписку
                </button>
              )}
              {showFreeze && (
                <button type="button" className="btn btn--secondary btn--sm" disabled={busy} onClick={() => void act(() => gql(FreezeSubscriptionDocument), SUBSCRIPTION_FROZEN)}>
                  Заморозить на лето
                </button>
              )}
            </span>
          </>
        ) : me.latestSubscription ? (
          <p>Подписка «{me.latestSubscription.type.title}» закончилась {formatDate(me.latestSubscription.endsAt)}. Выбери тариф ниже, чтобы продолжить.</p>
        ) : (
          <p>Подписки пока нет: выбери тариф ниже, чтобы получать токены каждый месяц.</p>
        )}
      </div>
      <button type="button" className="btn btn--secondary" onClick={() => openPopup('refill-balance')}>
        Пополнить баланс
      </button>
    </section>
  )
}
