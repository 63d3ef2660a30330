// Keeps the card a subscription was paid with, so the renewal can charge it without the customer; the payment row
// points at it, and so does each renewal charged with it.
import type { Queryable } from '../db/port'
import type { TSavedMethod } from './providers/provider'

export async function savePaymentMethod({ tx, paymentId, userId, provider, methodId, method }: {
  tx: Queryable
  paymentId: string
  userId: string
  provider: string
  methodId: number
  method: TSavedMethod
}): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into private.payment_methods (user_id, provider, method_id, token, card_last4, card_type)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (provider, token) do update set card_last4 = coalesce(excluded.card_last4, private.payment_methods.card_last4)
     returning id`,
    [userId, provider, methodId, method.token, method.cardLast4 && /^\d{4}$/.test(method.cardLast4) ? method.cardLast4 : null, method.cardType ?? null],
  )
  const id = rows[0]!.id
  await tx.query(`update private.payments set payment_method_id = $2 where id = $1`, [paymentId, id])
  return id
}
