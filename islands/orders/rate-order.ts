// RateUnifiedOrder (orders.md §7, §8): one rating per order stage. The toast text is the server's; a second rating of
// the same stage answers ALREADY_RATED with its own text. A failure carries its code (null: no answer) for a page
// that words its failures by a rule of its own (the task order page: domain/task/task-failure.ts).
import { errorText, GENERIC_ERROR } from '../../domain/errors'
import { gqlRequest } from '../graphql/client'
import { RateUnifiedOrderDocument } from '../graphql/generated/orders/graphql'

export type TRateInput = { unifiedOrderId: string; stage: string; rate: number; comment?: string | null }
export type TRateOutcome = { ok: true; message: string } | { ok: false; message: string; code: string | null }

export async function rateOrder(input: TRateInput): Promise<TRateOutcome> {
  const comment = input.comment?.trim() || null
  const { data, errors } = await gqlRequest(RateUnifiedOrderDocument, { ...input, comment }).catch(() => ({ data: null, errors: [] }))
  const rated = data?.rateUnifiedOrder
  if (rated && errors.length === 0) return { ok: true, message: rated.message }
  const code = errors[0]?.extensions?.code ?? null
  switch (code) {
    case 'ALREADY_RATED':
      return { ok: false, message: errors[0]!.message || errorText('ALREADY_RATED'), code }
    default:
      return { ok: false, message: GENERIC_ERROR, code }
  }
}
