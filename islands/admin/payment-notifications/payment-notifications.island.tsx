// /admin/payment-notifications: «Уведомления банков» — every notification a payment provider posted, newest first,
// filtered by provider and outcome and searched by payment id; «Открыть» shows one with its reason and stored body,
// and «Повторить обработку» runs a verified one through the same handling again (edge/admin/payment-notifications).
import { useState } from 'react'
import { NOTIFICATION_OUTCOMES, NOTIFICATION_PROVIDERS, type TAdminPaymentNotification } from '../../../domain/admin/payment-notifications'
import { AdminGate } from '../admin-gate'
import { DataTable, formatAdminTime, type TColumn } from '../data-table'
import { NotificationDetail, OutcomeBadge, providerTitle } from './notification-detail'

function PaymentNotificationsPanel() {
  const [selected, setSelected] = useState<number | null>(null)
  const [reloadKey, setReloadKey] = useState(0)

  const columns: TColumn<TAdminPaymentNotification>[] = [
    { key: 'receivedAt', title: 'Когда', sortable: true, render: (r) => <time dateTime={r.receivedAt}>{formatAdminTime(r.receivedAt)}</time> },
    { key: 'provider', title: 'Банк', render: (r) => providerTitle(r.provider) },
    { key: 'event', title: 'Событие', className: 'admin-notifications__id', render: (r) => r.eventType ?? '—' },
    { key: 'payment', title: 'Платеж', className: 'admin-notifications__id', render: (r) => r.paymentId ?? '—' },
    { key: 'outcome', title: 'Итог', render: (r) => <OutcomeBadge outcome={r.outcome} /> },
    { key: 'reason', title: 'Причина', className: 'admin-notifications__reason', render: (r) => r.reason },
    {
      key: 'open',
      title: 'Действия',
      render: (r) => (
        <button className="btn btn--secondary btn--sm" type="button" onClick={() => setSelected(r.id)} aria-label={`Открыть уведомление № ${r.id}`}>
          Открыть
        </button>
      ),
    },
  ]

  return (
    <>
      <h1>Уведомления банков</h1>
      <p className="admin__lead">
        Всё, что платежные системы присылают о платежах, и что из этого вышло. «Отклонено» — не прошло проверку подписи или не сходится с нашим платежом; такие
        приходят и в чат команды. Проверенное уведомление можно обработать ещё раз: уже проведенный платеж второй раз не зачтется.
      </p>
      {selected !== null && (
        <NotificationDetail
          id={selected}
          onClose={() => setSelected(null)}
          onReplayed={(repeat) => {
            setReloadKey((k) => k + 1)
            setSelected(repeat.id)
          }}
        />
      )}
      <DataTable<TAdminPaymentNotification>
        endpoint="/api/admin/payment-notifications"
        caption="Уведомления"
        searchLabel="Номер платежа (наш или банка) или id запроса"
        columns={columns}
        rowKey={(r) => r.id}
        reloadKey={reloadKey}
        filters={[
          { name: 'provider', label: 'Банк', options: Object.entries(NOTIFICATION_PROVIDERS).map(([value, label]) => ({ value, label })) },
          { name: 'outcome', label: 'Итог', options: Object.entries(NOTIFICATION_OUTCOMES).map(([value, label]) => ({ value, label })) },
        ]}
        empty="Уведомлений нет"
      />
    </>
  )
}

export default function PaymentNotificationsIsland() {
  return (
    <AdminGate section="payment-notifications" title="Уведомления банков">
      <PaymentNotificationsPanel />
    </AdminGate>
  )
}
