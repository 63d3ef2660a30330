// /admin/users/{id}: one user's card — profile, role, restriction (set or lift), balance, tokens with a reason, the
// read-only look at their cabinet, subscriptions, and the paged payments, ledger and orders.
import { useCallback, useEffect, useState } from 'react'
import { formatRussianPhone } from '../../../domain/auth/phone'
import { formatKopecks, formatNumber } from '../../../domain/money/format'
import type { TAdminUserCard } from '../../../domain/admin/people'
import { AdminGate } from '../admin-gate'
import { adminFetch } from '../api'
import { formatAdminTime } from '../data-table'
import { RestrictionPanel } from './restriction-form'
import { TokensForm } from './tokens-form'
import { ImpersonateButton } from './impersonate-button'
import { UserLists } from './user-lists'

/** A box of the card: its heading and its facts, a name and a value each. */
function FactsBox({ id, title, rows, testId }: { id: string; title: string; rows: [string, string][]; testId?: string }) {
  return (
    <section className="card people-card__box" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="people-card__facts" data-testid={testId}>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Profile({ card }: { card: TAdminUserCard }) {
  const rows: [string, string][] = [
    ['Id', card.id],
    ['Почта', card.email ?? '—'],
    ['Телефон', card.phone ? formatRussianPhone(card.phone) : '—'],
    ['Роль', card.roleTitle],
    ['Телеграм', card.telegramAttached ? 'привязан' : 'не привязан'],
    ['Реселлер', card.isReseller ? 'да' : 'нет'],
    ['Зарегистрирован', formatAdminTime(card.createdAt)],
  ]
  return <FactsBox id="people-profile" title="Профиль" rows={rows} />
}

function Balance({ card }: { card: TAdminUserCard }) {
  const b = card.balance
  const rows: [string, string][] = [
    ['Токены всего', formatNumber(b.balanceTokens)],
    ['— постоянные', formatNumber(b.detailedBalance.permanent_tokens)],
    ['— подписки', formatNumber(b.detailedBalance.subscription_tokens)],
    ['— временные', formatNumber(b.detailedBalance.temporary_tokens)],
    ['Рубли', formatKopecks(Math.round(b.balanceCoins * 100))],
    ['Бонусы', formatNumber(b.balanceBonuses)],
    ['Пробные вопросы', formatNumber(b.balanceTrials)],
  ]
  return <FactsBox id="people-balance" title="Баланс" rows={rows} testId="people-balance" />
}

function Subscriptions({ card }: { card: TAdminUserCard }) {
  return (
    <section className="card people-card__box" aria-labelledby="people-subs">
      <h2 id="people-subs">Подписки</h2>
      {card.subscriptions.length === 0 ? (
        <p>Подписок не было</p>
      ) : (
        <ul className="people-card__list">
          {card.subscriptions.map((s) => (
            <li key={s.id}>
              <strong>{s.title}</strong> · {formatAdminTime(s.startsAt)} — {formatAdminTime(s.endsAt)}{' '}
              {s.isActive ? <span className="badge badge--success">действует</span> : <span className="badge">закончилась</span>}
              {s.isRenewable ? ' · продлевается' : ' · без продления'}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

const titleOf = (card: TAdminUserCard) => card.name ?? card.email ?? (card.phone ? formatRussianPhone(card.phone) : 'Без имени')

export default function UserCardIsland({ userId }: { userId: string }) {
  const [card, setCard] = useState<TAdminUserCard | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [listsKey, setListsKey] = useState(0)

  const load = useCallback(async () => {
    const res = await adminFetch<TAdminUserCard>(`/api/admin/users/${encodeURIComponent(userId)}`)
    if (res.ok) {
      setCard(res.data)
      setError(null)
    } else setError(res.error.message)
  }, [userId])

  useEffect(() => void load(), [load])

  const changed = () => {
    void load()
    setListsKey((k) => k + 1)
  }

  return (
    <AdminGate section="users" title={card ? titleOf(card) : 'Пользователь'}>
      <p>
        <a href="/admin/users">← Все пользователи</a>
      </p>
      {error && (
        <p className="admin__error" role="alert">
          {error}
        </p>
      )}
      {card && (
        <>
          <h1>{titleOf(card)}</h1>
          <div className="people-card__grid">
            <Profile card={card} />
            <Balance card={card} />
          </div>
          <RestrictionPanel card={card} onChanged={changed} />
          <div className="people-card__grid">
            <TokensForm userId={card.id} onDone={changed} />
            <ImpersonateButton card={card} />
          </div>
          <Subscriptions card={card} />
          <UserLists userId={card.id} reloadKey={listsKey} onChanged={changed} />
        </>
      )}
    </AdminGate>
  )
}
