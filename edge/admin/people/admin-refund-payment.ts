// payment.refund – an administrator refunds a paid payment, in full or in part, through refundPayment (its provider's
// refund, credits reversed once); payment.refund-retry – repeats one the provider did not answer, with the same key,
// through retryRefund. Both call the provider outside any transaction, so neither can be one adminAction: the audit
// entry is written after it, with the outcome — 'ok' with the payment before and after, or 'failed' with the refusal
// (over the rest, a second full refund, nothing to repeat, the provider down or refusing).
import { ZRefundPaymentInput, type TAdminRefundResult } from '../../../domain/admin/people'
import type { AppDeps } from '../../context'
import { asService } from '../../db/port'
import { AppError } from '../../http/errors'
import { refundPayment } from '../../payments/refund-payment'
import { retryRefund } from '../../payments/retry-refund'
import type { TRefundOutcome } from '../../payments/send-refund'
import type { TAdmin } from '../admin-action'
import { writeAudit } from '../audit'
import { isUuid } from './user-id'

type TPaymentState = { user_id: string; status: string; amount_kopecks: string; refunded_kopecks: string }

const notFound = () => new AppError('NOT_FOUND', 'Платеж не найден')

export async function adminRefundPayment({ deps, admin, paymentId, input }: { deps: AppDeps; admin: TAdmin; paymentId: string; input: unknown }): Promise<TAdminRefundResult> {
  const r = ZRefundPaymentInput.parse(input)
  if (!isUuid(paymentId)) throw notFound()
  return audited({ deps, admin, paymentId, action: 'payment.refund', note: r.reason }, () =>
    refundPayment({ db: deps.db, ports: deps.ports, paymentId, amountKopecks: r.amountKopecks, reason: r.reason, actorId: admin.userId, log: deps.log }),
  )
}

export async function adminRetryRefund({ deps, admin, refundRequestId }: { deps: AppDeps; admin: TAdmin; refundRequestId: string }): Promise<TAdminRefundResult> {
  const gone = () => new AppError('NOT_FOUND', 'Возврат не найден')
  if (!isUuid(refundRequestId)) throw gone()
  const [request] = await asService(deps.db, (tx) =>
    tx.query<{ payment_id: string; reason: string }>(`select payment_id::text as payment_id, reason from private.payment_refund_requests where id = $1::uuid`, [refundRequestId]),
  )
  if (!request) throw gone()
  return audited({ deps, admin, paymentId: request.payment_id, action: 'payment.refund-retry', note: request.reason }, () =>
    retryRefund({ db: deps.db, ports: deps.ports, refundRequestId, actorId: admin.userId, log: deps.log }),
  )
}

async function audited(
  { deps, admin, paymentId, action, note }: { deps: AppDeps; admin: TAdmin; paymentId: string; action: string; note: string },
  run: () => Promise<TRefundOutcome>,
): Promise<TAdminRefundResult> {
  const read = async () => {
    const [row] = await asService(deps.db, (tx) =>
      tx.query<TPaymentState>(`select user_id::text as user_id, status, amount_kopecks::text, refunded_kopecks::text from private.payments where id = $1::uuid`, [paymentId]),
    )
    return row ? { userId: row.user_id, status: row.status, amountKopecks: Number(row.amount_kopecks), refundedKopecks: Number(row.refunded_kopecks) } : null
  }
  const before = await read()
  if (!before) throw notFound()
  const audit = (entry: { outcome: 'ok' | 'failed'; note: string; after?: unknown }) =>
    asService(deps.db, (tx) => writeAudit(tx, { actorId: admin.userId, action, targetType: 'payment', targetId: paymentId, ip: admin.ip, requestId: admin.requestId, before, ...entry }))
  let outcome
  try {
    outcome = await run()
  } catch (e) {
    if (e instanceof AppError) await audit({ outcome: 'failed', note: `${note} — ${e.message}` })
    throw e
  }
  const after = (await read())!
  await audit({ outcome: 'ok', note, after: { ...after, refund: { status: outcome.status, amountKopecks: outcome.amountKopecks, refundRequestId: outcome.refundRequestId } } })
  return {
    status: outcome.status,
    amountKopecks: outcome.amountKopecks,
    reversal: outcome.reversal,
    payment: { status: after.status, amountKopecks: after.amountKopecks, refundedKopecks: after.refundedKopecks },
  }
}
