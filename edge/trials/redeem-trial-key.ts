// trialKey (orders.md §2): a configured key (public.trial_keys) grants its trial credits once per client, through the
// ledger with the key `trial:<key>:<user>`, so a second redemption — even ten at once — credits nothing. Attempts are
// rate-limited per client and counted even when refused (the answer comes after the transaction), so keys cannot be
// guessed by trying many.
import type { AppDeps } from '../context'
import { requireClient } from '../accounts/require-client'
import { checkAllowed } from '../auth/assert-allowed'
import { DAY, takeRateLimits, type TWindow } from '../auth/rate-limit'
import { asService, type Caller } from '../db/port'
import { AppError } from '../http/errors'
import { userRoom } from '../../domain/realtime'

export const TRIAL_KEY_MESSAGES = {
  invalid: 'Ключ недействителен: проверь его или срок действия',
  used: 'Этот ключ уже активирован: пробные вопросы по нему начислены раньше',
  tooMany: 'Слишком много попыток ввести ключ, попробуй позже',
} as const

const KEY = /^[A-Za-z0-9_-]{1,64}$/

export const TRIAL_KEY_WINDOWS = [
  { name: 'minute', seconds: 60, max: 10 },
  { name: 'day', seconds: DAY, max: 50 },
] as const satisfies TWindow[]

type TOutcome = 'credited' | 'used' | 'invalid'

export async function redeemTrialKey(o: { deps: Pick<AppDeps, 'db' | 'realtime'>; caller: Caller; key: string }): Promise<{ trials: number }> {
  const { userId } = requireClient(o.caller)
  const key = o.key.trim()
  const answer = await asService(o.deps.db, async (tx) => {
    const wait = await takeRateLimits(tx, `trial-key:${userId}`, [...TRIAL_KEY_WINDOWS])
    if (wait !== null) return { outcome: 'limited' as const, wait }
    if (!KEY.test(key)) return { outcome: 'invalid' as const }
    await checkAllowed(tx, userId, 'orders')
    const [row] = await tx.query<{ outcome: TOutcome; trials: string | number }>('select outcome, trials::text from private.redeem_trial_key($1::uuid, $2)', [userId, key])
    if (row!.outcome === 'credited') await o.deps.realtime.publish(tx, { room: userRoom(userId), event: 'user-changed', data: { reason: 'trial-key' } })
    return { outcome: row!.outcome, trials: Number(row!.trials) }
  })
  if (answer.outcome === 'limited') throw new AppError('TOO_MANY_ATTEMPTS', TRIAL_KEY_MESSAGES.tooMany, { retryAfterSeconds: answer.wait })
  if (answer.outcome === 'invalid') throw new AppError('NOT_FOUND', TRIAL_KEY_MESSAGES.invalid)
  if (answer.outcome === 'used') throw new AppError('CONFLICT', TRIAL_KEY_MESSAGES.used)
  return { trials: answer.trials }
}
