// purchaseEcosystem: a token package priced from the package table, never from the client.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { tokenPackagePrice } from '../../domain/money/token-packages'
import { AppError } from '../http/errors'
import { resolvePaymentMethod } from './resolve-payment-method'
import { startPayment, type TPaymentKind, type TStartedPayment } from './start-payment'
import { requirePayer } from './require-payer'

export type TPurchaseTokens = {
  deps: AppDeps
  caller: Caller
  headers?: Headers
  amountTokens: number
  paymentMethod?: number | null
  paymentSystem?: string | null
  getParams?: unknown
  redirectAfterPayment?: string | null
  /** An order paid for with this refill (purchaseEcosystemOneTime); the tokens still land on the balance. */
  order?: { kind: TPaymentKind; ref: string } | null
  random?: () => number
}

export async function purchaseTokens(o: TPurchaseTokens): Promise<TStartedPayment> {
  const userId = requirePayer(o.caller)
  const price = tokenPackagePrice(o.amountTokens)
  if (price == null) throw new AppError('BAD_REQUEST', 'Такого пакета токенов нет')
  return startPayment({
    deps: o.deps,
    headers: o.headers,
    payment: {
      userId,
      kind: o.order?.kind ?? 'refill_tokens',
      product: 'balance',
      amountKopecks: price * 100,
      methodId: resolvePaymentMethod(o),
      description: `Пополнение баланса Кампус: ${o.amountTokens} токенов`,
      tokens: o.amountTokens,
      orderRef: o.order?.ref ?? null,
      getParams: o.getParams,
      redirectAfterPayment: o.redirectAfterPayment,
    },
  })
}
