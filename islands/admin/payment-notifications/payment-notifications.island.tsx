// /admin/payment-notifications: «Уведомления банков» — every notification a payment provider posted, newest first,
// filtered by provider and outcome and searched by payment id; «Открыть» shows one with its reason and stored body,
// and «Повторить обработку» runs a verified one through the same handling again (edge/admin/payment-notifications).
import { useState } from 'react'
import { NOTIFICATION_OUTCOMES, NOTIFICATION_PROVIDERS, type TAdminPaymentNotification } from '../../../domain/admin/payment-notifications'
import { gatedPage } from '../admin-gate'
import { RowButton, useReloadKey } from '../admin-parts'
import { DataTable, filterOptions, timeColumn, type TColumn } from '../data-table'
import { NotificationDetail, OutcomeBadge, providerTitle } from './notification-detail'

function PaymentNotificationsPanel() {
  const [selected, setSelected] = useState<number | null>(null)
  const [reloadKey, reload] = useReloadKey()

  const columns: TColumn<TAdminPaymentNotification>[] = [
    timeColumn('receivedAt', 'Когда', (r) => r.receivedAt),
    { key: 'provider', title: 'Банк', render: (r) => providerTitle(r.provider) },
    { key: 'event', title: 'Событие', className: 'admin-notifications__id', render: (r) => r.eventType ?? '—' },
    { key: 'payment', title: 'Платеж', className: 'admin-notifications__id', render: (r) => r.paymentId ?? '—' },
    { key: 'outcome', title: 'Итог', render: (r) => <OutcomeBadge outcome={r.outcome} /> },
    { key: 'reason', title: 'Причина', className: 'admin-notifications__reason', render: (r) => r.reason },
    {
      key: 'open',
      title: 'Действия',
      render: (r) => (
        <RowButton onClick={() => setSelected(r.id)} label={`Открыть уведомление № ${r.id}`}>
          Открыть
        </RowButton>
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
            reload()
            setSelected(repeat.id)
          }}
        />
      )}
      <DataTable<TAdminPaymentNotification>
        endpoint="/api/admin/payment-notifications"
        caption="Уведомления"
        searchLabel="Номер платежа (наш или банка) или id запроса"
        columns={columns}
        reloadKey={reloadKey}
        filters={[
          { name: 'provider', label: 'Банк', options: filterOptions(NOTIFICATION_PROVIDERS) },
          { name: 'outcome', label: 'Итог', options: filterOptions(NOTIFICATION_OUTCOMES) },
        ]}
        empty="Уведомлений нет"
      />
    </>
  )
}

export default gatedPage('payment-notifications', 'Уведомления банков', PaymentNotificationsPanel)
