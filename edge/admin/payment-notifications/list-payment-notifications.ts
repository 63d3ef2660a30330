// «Уведомления банков»: every notification a payment provider posted, newest first, filtered by provider and outcome
// and searched by our payment id, the provider's payment id or the request id. The table is the server's
// (private.payment_notifications), so it is read as the service after the admin door let the administrator in.
import { NOTIFICATION_OUTCOMES, NOTIFICATION_PROVIDERS, type TAdminPaymentNotification } from '../../../domain/admin/payment-notifications'
import { parseListQuery, type TListPage } from '../../../domain/admin/list-query'
import { asService, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { listPage } from '../list'
import { NOTIFICATION_COLUMNS, notificationOf, type TNotificationRow } from './notification-row'

const SORTS = ['receivedAt'] as const

export async function listPaymentNotifications(o: { db: Db; query: Record<string, string | undefined> }): Promise<TListPage<TAdminPaymentNotification>> {
  const parsed = parseListQuery(o.query, { sorts: SORTS, defaultSort: 'receivedAt' })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const where: string[] = []
  const params: unknown[] = []
  const { provider, outcome } = o.query
  if (provider) {
    if (!(provider in NOTIFICATION_PROVIDERS)) throw new AppError('BAD_REQUEST', `Платежная система бывает: ${Object.keys(NOTIFICATION_PROVIDERS).join(', ')}`)
    params.push(provider)
    where.push(`n.provider = $${params.length}`)
  }
  if (outcome) {
    if (!(outcome in NOTIFICATION_OUTCOMES)) throw new AppError('BAD_REQUEST', `Итог бывает: ${Object.keys(NOTIFICATION_OUTCOMES).join(', ')}`)
    params.push(outcome)
    where.push(`n.outcome = $${params.length}`)
  }
  if (parsed.value.q) {
    params.push(parsed.value.q)
    where.push(`(n.payment_id::text = lower($${params.length}) or n.provider_payment_id = $${params.length} or n.request_id = $${params.length})`)
  }
  return asService(o.db, (tx) =>
    listPage<TNotificationRow, TAdminPaymentNotification, (typeof SORTS)[number]>(tx, {
      select: NOTIFICATION_COLUMNS,
      from: `from private.payment_notifications n ${where.length ? `where ${where.join(' and ')}` : ''}`,
      params,
      sortColumns: { receivedAt: 'n.received_at' },
      tieBreaker: 'n.id',
      query: parsed.value,
      map: notificationOf,
    }),
  )
}
