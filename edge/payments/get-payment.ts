// payment(id): the return page's view of one of the caller's payments; another user's payment is simply not found.
import { asCaller, type Caller, type Db } from '../db/port'

export type TPaymentView = { id: string; kind: string; status: 'created' | 'pending' | 'succeeded' | 'canceled' | 'refunded'; amount: number; redirectAfterPayment: string | null; createdAt: Date }

export async function getPayment({ db, caller, id }: { db: Db; caller: Caller; id: string }): Promise<TPaymentView | null> {
  if (caller.role !== 'authenticated' || !/^[0-9a-f-]{36}$/i.test(id)) return null
  const rows = await asCaller(db, caller, (tx) =>
    tx.query<TPaymentView>(
      `select id, kind, status, amount_kopecks / 100.0 as amount, redirect_after_payment as "redirectAfterPayment", created_at as "createdAt"
       from public.payments where id = $1`,
      [id],
    ),
  )
  const row = rows[0]
  return row ? { ...row, amount: Number(row.amount) } : null
}
