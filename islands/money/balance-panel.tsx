// What the balance sidebar shows (platform.md §3 Balance): tokens by kind (subscription, permanent, temporary), bonuses,
// coins in rubles, free questions (trial credits: a trial key, ?newby, the wheel) and the subscription line. Loaded by
// the sidebar only once it is opened (the cabinet's JS budget); it fetches the account from account-store.ts each time
// it mounts, and again while open whenever the client's room says the user or a payment changed.
import { useEffect } from 'react'
import { useAtomValue } from 'jotai/react'
import { userRoom } from '../../domain/realtime'
import { sharedRealtime } from '../realtime/shared'
import { formatRubles } from '../../domain/money/format'
import { accountAtom, refreshAccount, type TAccountState } from './account-store'
import { BalancePlaceholder } from './balance-placeholder'
import { formatDate, tokensLabel } from './money-api'
import './balance-panel.css'
import { formatNumber } from '../../domain/money/format'

const SUBSCRIPTION_HREF = '/ecosystem/subscription'

/** The sidebar's body once opened: the shared account, refreshed on every opening. */
export default function LiveBalancePanel() {
  const account = useAtomValue(accountAtom)
  const userId = account.me?.id ?? null
  useEffect(() => {
    void refreshAccount()
  }, [])
  useEffect(() => {
    if (!userId) return
    const rt = sharedRealtime()
    const room = userRoom(userId)
    rt.join(room)
    const offs = ['user-changed', 'pay-in-success'].map((event) => rt.on(event, (m) => m.room === room && void refreshAccount()))
    return () => offs.forEach((off) => off())
  }, [userId])
  return <BalancePanel account={account} />
}

type Props = { account: TAccountState }

const num = (n: number) => formatNumber(n)

function BalancePanel({ account }: Props) {
  const { me, status } = account
  if (status === 'guest') {
    return (
      <div className="empty-state" data-balance-state="guest">
        <p className="empty-state__title">Здесь появится твой баланс</p>
        <p className="empty-state__text">
          Токены, бонусы и подписка видны только тебе. <a href={`/ecosystem/auth?redirect=${encodeURIComponent(SUBSCRIPTION_HREF)}`}>Войди</a>, чтобы их увидеть.
        </p>
      </div>
    )
  }
  if (!me) return <BalancePlaceholder failed={status === 'failed'} />
  const { balance } = me
  const d = balance.detailedBalance
  const sub = me.userCurrentSubscription && !me.userCurrentSubscription.isAlreadyEnded ? me.userCurrentSubscription : null
  return (
    <div className="balance-panel" data-balance-state="ready">
      <div className="balance-panel__total">
        <span className="balance-panel__label">Токены</span>
        <strong data-balance-total={balance.balanceTokens}>{tokensLabel(balance.balanceTokens)}</strong>
      </div>
      <dl className="balance-panel__rows">
        <div>
          <dt>По подписке</dt>
          <dd data-tokens-kind="subscription">{num(d.subscription_tokens)}</dd>
        </div>
        <div>
          <dt>Постоянные</dt>
          <dd data-tokens-kind="permanent">{num(d.permanent_tokens)}</dd>
        </div>
        <div>
          <dt>Временные</dt>
          <dd data-tokens-kind="temporary">{num(d.temporary_tokens)}</dd>
        </div>
        <div>
          <dt>Бонусы</dt>
          <dd data-balance-bonuses>{num(balance.balanceBonuses)}</dd>
        </div>
        {balance.balanceTrials > 0 && (
          <div>
            <dt>Пробные вопросы</dt>
            <dd data-balance-trials>{num(balance.balanceTrials)}</dd>
          </div>
        )}
        <div>
          <dt>На счёте</dt>
          <dd data-balance-coins>{formatRubles(balance.balanceCoins)}</dd>
        </div>
      </dl>
      <p className="balance-panel__sub" data-balance-subscription={sub ? 'active' : 'none'}>
        {sub ? (
          <>
            Подписка «{sub.type.title}» до {formatDate(sub.endsAt)}
            {sub.isRenewable ? '' : ', без продления'}. <a href={SUBSCRIPTION_HREF}>Управлять</a>
          </>
        ) : (
          <>
            Подписки нет. <a href={SUBSCRIPTION_HREF}>Оформить подписку</a>
          </>
        )}
      </p>
    </div>
  )
}
