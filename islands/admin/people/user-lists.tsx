// The user card's paged lists: payments (status, provider, amount, refunded, a refund to repeat), the ledger and the unified orders. Each
// keeps its page in the address under its own prefix. Orders show their type and status only: the panel has no
// order page to link to.
import { useState } from 'react'
import type { TAdminLedgerRow, TAdminOrderRow, TAdminPaymentRow, TAdminRefundResult } from '../../../domain/admin/people'
import { formatKopecks, formatNumber } from '../../../domain/money/format'
import { Alert, Done } from '../admin-parts'
import { DataTable, filterOptions, formatAdminTime, timeColumn, type TColumn } from '../data-table'
import { adminFetch } from '../api'
import { RefundForm, refundDoneText } from './refund-form'
import { LEDGER_ACCOUNT, ledgerReason, named, ORDER_STATUS, ORDER_TYPE, PAYMENT_KIND, PAYMENT_STATUS, PROVIDER } from './labels'

const refundable = (r: TAdminPaymentRow) => (r.status === 'succeeded' || r.status === 'refunded') && r.refundedKopecks < r.amountKopecks

/** What the refund cell offers: a refund to repeat, one the provider is still returning, or a new refund. */
function RefundCell({ row, refund, retry }: { row: TAdminPaymentRow; refund: (r: TAdminPaymentRow) => void; retry: (r: TAdminPaymentRow) => void }) {
  const open = row.openRefund
  if (open?.state === 'retry') {
    return (
      <>
        <span className="people-card__pending">Банк не ответил: {formatKopecks(open.amountKopecks)}</span>
        <button className="btn btn--danger btn--sm" type="button" onClick={() => retry(row)} aria-label={`Повторить возврат ${formatKopecks(open.amountKopecks)} платежа от ${formatAdminTime(row.at)}`}>
          Повторить
        </button>
      </>
    )
  }
  return (
    <>
      {open && <span className="people-card__pending">Ждёт банк: {formatKopecks(open.amountKopecks)}</span>}
      {refundable(row) ? (
        <button className="btn btn--ghost btn--sm" type="button" onClick={() => refund(row)} aria-label={`Вернуть платёж ${formatKopecks(row.amountKopecks)} от ${formatAdminTime(row.at)}`}>
          Вернуть
        </button>
      ) : (
        !open && '—'
      )}
    </>
  )
}

const paymentColumns = (refund: (r: TAdminPaymentRow) => void, retry: (r: TAdminPaymentRow) => void): TColumn<TAdminPaymentRow>[] => [
  timeColumn('at', 'Когда', (r) => r.at),
  { key: 'kind', title: 'За что', render: (r) => [named(PAYMENT_KIND, r.kind), r.subscriptionTitle, r.tokens ? `${formatNumber(r.tokens)} токенов` : null].filter(Boolean).join(' · ') },
  { key: 'provider', title: 'Провайдер', render: (r) => named(PROVIDER, r.provider) },
  { key: 'status', title: 'Статус', sortable: true, render: (r) => <span className={`badge${r.status === 'succeeded' ? ' badge--success' : ''}`}>{named(PAYMENT_STATUS, r.status)}</span> },
  { key: 'amount', title: 'Сумма', sortable: true, render: (r) => formatKopecks(r.amountKopecks) },
  { key: 'refunded', title: 'Возвращено', render: (r) => (r.refundedKopecks ? formatKopecks(r.refundedKopecks) : '—') },
  { key: 'id', title: 'Id', className: 'people-card__id', render: (r) => <code>{r.id}</code> },
  {
    key: 'refund',
    title: 'Возврат',
    render: (r) => <RefundCell row={r} refund={refund} retry={retry} />,
  },
]

const LEDGER: TColumn<TAdminLedgerRow>[] = [
  timeColumn('at', 'Когда', (r) => r.at),
  { key: 'account', title: 'Счёт', sortable: true, render: (r) => named(LEDGER_ACCOUNT, r.account) },
  {
    key: 'delta',
    title: 'Изменение',
    render: (r) => {
      const text = r.account === 'coins' ? formatKopecks(Math.abs(r.delta)) : formatNumber(Math.abs(r.delta))
      return r.delta > 0 ? `+${text}` : `−${text}`
    },
  },
  { key: 'after', title: 'Стало', render: (r) => (r.account === 'coins' ? formatKopecks(r.balanceAfter) : formatNumber(r.balanceAfter)) },
  { key: 'reason', title: 'Причина', render: (r) => <span title={r.reason}>{ledgerReason(r.reason)}</span> },
]

const ORDERS: TColumn<TAdminOrderRow>[] = [
  timeColumn('at', 'Создан', (r) => r.at),
  { key: 'id', title: 'Номер', render: (r) => r.id },
  { key: 'type', title: 'Тип', render: (r) => named(ORDER_TYPE, r.type) },
  { key: 'status', title: 'Статус', sortable: true, render: (r) => named(ORDER_STATUS, r.status) },
  { key: 'paid', title: 'Оплачен', render: (r) => (r.isPaid ? 'да' : 'нет') },
  { key: 'text', title: 'Тема', render: (r) => r.text ?? '—' },
]

export function UserLists({ userId, reloadKey, onChanged }: { userId: string; reloadKey: number; onChanged: () => void }) {
  const base = `/api/admin/users/${userId}`
  const [refunding, setRefunding] = useState<TAdminPaymentRow | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [retrying, setRetrying] = useState(false)

  async function retry(r: TAdminPaymentRow) {
    if (!r.openRefund || retrying) return
    setDone(null)
    setFailed(null)
    setRetrying(true)
    const res = await adminFetch<TAdminRefundResult>(`/api/admin/payments/refunds/${r.openRefund.id}/retry`, { method: 'POST' })
    setRetrying(false)
    if (!res.ok) setFailed(res.error.message)
    else setDone(refundDoneText(res.data))
    onChanged()
  }
  return (
    <>
      <section className="people-card__list-box" aria-labelledby="people-payments">
        <h2 id="people-payments">Платежи</h2>
        {refunding && (
          <RefundForm
            key={refunding.id}
            payment={refunding}
            onCancel={() => setRefunding(null)}
            onDone={(message, failedNow) => {
              setRefunding(null)
              if (failedNow) setFailed(message)
              else setDone(message)
              onChanged()
            }}
          />
        )}
        <Done className="people-card__done">{done}</Done>
        <Alert>{failed}</Alert>
        <DataTable<TAdminPaymentRow>
          endpoint={`${base}/payments`}
          caption="Платежи"
          prefix="pay."
          search={false}
          columns={paymentColumns(
            (r) => {
              setDone(null)
              setFailed(null)
              setRefunding(r)
            },
            (r) => void retry(r),
          )}
          reloadKey={reloadKey}
          filters={[{ name: 'status', label: 'Статус', options: filterOptions(PAYMENT_STATUS) }]}
          empty="Платежей нет"
        />
      </section>
      <section className="people-card__list-box" aria-labelledby="people-ledger">
        <h2 id="people-ledger">История баланса</h2>
        <DataTable<TAdminLedgerRow>
          endpoint={`${base}/ledger`}
          caption="Движения по счетам"
          prefix="led."
          search={false}
          columns={LEDGER}
          reloadKey={reloadKey}
          filters={[{ name: 'account', label: 'Счёт', options: filterOptions(LEDGER_ACCOUNT) }]}
          empty="Движений нет"
        />
      </section>
      <section className="people-card__list-box" aria-labelledby="people-orders">
        <h2 id="people-orders">Заказы</h2>
        <DataTable<TAdminOrderRow>
          endpoint={`${base}/orders`}
          caption="Заказы"
          prefix="ord."
          search={false}
          columns={ORDERS}
          reloadKey={reloadKey}
          filters={[{ name: 'status', label: 'Статус', options: filterOptions(ORDER_STATUS) }]}
          empty="Заказов нет"
        />
      </section>
    </>
  )
}
