// me.paymentMethods (spec §3 User): the cards kept for renewals (payment system, method, card last4), read under RLS;
// the provider's token is not even readable by the client role.
import { asCaller, type Caller, type Db } from '../db/port'

export type TPaymentMethodView = { id: string; paymentSystem: string; method: number; cardLast4: string | null; createdAt: Date }

export async function getPaymentMethods({ db, caller }: { db: Db; caller: Caller }): Promise<TPaymentMethodView[]> {
  if (caller.role !== 'authenticated') return []
  return asCaller(db, caller, (tx) =>
    tx.query<TPaymentMethodView>(
      `select id, provider as "paymentSystem", method_id as method, card_last4 as "cardLast4", created_at as "createdAt"
       from public.payment_methods where user_id = auth.uid() order by created_at desc`,
    ),
  )
}
