// A user's payments in the back-office: status, provider, amount, how much of it was refunded, and a refund still open
// (one to repeat, or one the provider is still returning).
import type { TAdminPaymentRow } from '../../../domain/admin/people'
import type { TListPage } from '../../../domain/admin/list-query'
import { userListPage, type TUserListRequest } from './user-list-page'
import { STUCK_AFTER } from '../../payments/retry-refund'

const STATUSES = ['created', 'pending', 'succeeded', 'canceled', 'refunded']

export function listUserPayments(r: TUserListRequest): Promise<TListPage<TAdminPaymentRow>> {
  return userListPage(r, {
    alias: 'p',
    sortColumns: { amount: 'p.amount_kopecks', status: 'p.status' },
    select: `p.id::text as id, p.kind, p.product, p.provider, p.status, p.amount_kopecks::text as amount_kopecks,
             p.refunded_kopecks::text as refunded_kopecks, p.tokens, t.title as subscription_title,
             o.id as open_refund_id, o.amount_kopecks::text as open_refund_kopecks, o.state as open_refund_state`,
    from: `from private.payments p left join public.subscription_types t on t.id = p.subscription_type_id
            left join lateral (
              select r.id::text as id, r.amount_kopecks,
                     case when (r.status = 'failed' and r.retryable) or (r.status = 'requested' and r.updated_at < now() - '${STUCK_AFTER}'::interval)
                          then 'retry' else 'pending' end as state
                from private.payment_refund_requests r
               where r.payment_id = p.id
                 and (r.status in ('requested', 'pending') or (r.status = 'failed' and r.retryable))
                 and not exists (select 1 from private.payment_refunds f where f.provider = r.provider and f.refund_id = r.provider_refund_id)
               order by r.created_at desc limit 1) o on true`,
    filter: { column: 'p.status', value: STATUSES.includes(r.query.status ?? '') ? r.query.status : null },
    map: (row, at) => ({
      id: String(row.id),
      at,
      kind: String(row.kind),
      product: String(row.product),
      provider: String(row.provider),
      status: String(row.status),
      amountKopecks: Number(row.amount_kopecks),
      refundedKopecks: Number(row.refunded_kopecks),
      tokens: row.tokens === null ? null : Number(row.tokens),
      subscriptionTitle: (row.subscription_title as string | null) ?? null,
      openRefund: row.open_refund_id
        ? { id: String(row.open_refund_id), amountKopecks: Number(row.open_refund_kopecks), state: row.open_refund_state === 'retry' ? 'retry' : 'pending' }
        : null,
    }),
  })
}
