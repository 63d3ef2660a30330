// The cheap checks before a task costs anything (no photo is read, no defense source loaded): a restricted account is
// refused, a client with neither a subscription nor trial credits gets 403 and the subscription popup, and a subscriber
// whose tokens cannot pay the first reply gets 409 INSUFFICIENT_TOKENS (the refill popup). The charge in the creating
// transaction decides again under the balance's lock.
import type { AppDeps } from '../../context'
import { asService } from '../../db/port'
import { AppError } from '../../http/errors'
import { checkAllowed } from '../../auth/assert-allowed'
import { trainingReplyCharge } from '../../../domain/money/training-charge'
import { TRAINING_MESSAGES } from '../../../domain/training/input'

export async function checkCanTrain(deps: AppDeps, userId: string): Promise<void> {
  await asService(deps.db, async (tx) => {
    await checkAllowed(tx, userId, 'orders')
    const [payer] = await tx.query<{ trials: string | number; tokens: string | number; has_active_subscription: boolean }>(
      `select coalesce(b.trials, 0) as trials, coalesce(b.subscription_tokens + b.temporary_tokens + b.permanent_tokens, 0) as tokens,
              exists (select 1 from private.subscriptions where user_id = $1::uuid and ends_at > now() and frozen_at is null) as has_active_subscription
         from (select 1) one left join private.balances b on b.user_id = $1::uuid`,
      [userId],
    )
    const charge = trainingReplyCharge(
      { hasActiveSubscription: Boolean(payer?.has_active_subscription), trials: Number(payer?.trials ?? 0), tokens: Number(payer?.tokens ?? 0) },
      { demo: deps.ports.ai.info.isDemo },
    )
    if (!charge.ok && charge.code === 'SUBSCRIPTION_REQUIRED') throw new AppError('SUBSCRIPTION_REQUIRED', TRAINING_MESSAGES.subscriptionRequired)
    if (!charge.ok) throw new AppError('INSUFFICIENT_TOKENS', undefined, { account: 'tokens', missing: charge.missing })
  })
}
