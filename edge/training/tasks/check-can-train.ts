// The cheap checks before a task costs anything (no photo is read, no defense source loaded): a restricted account is
// refused, and a client with neither a subscription nor trial credits gets 403 and the subscription popup. The charge in
// the creating transaction decides again under the balance's lock.
import type { AppDeps } from '../../context'
import { asService } from '../../db/port'
import { AppError } from '../../http/errors'
import { checkAllowed } from '../../auth/assert-allowed'
import { canStartTraining } from '../../../domain/money/training-charge'
import { TRAINING_MESSAGES } from '../../../domain/training/input'

export async function checkCanTrain(deps: AppDeps, userId: string): Promise<void> {
  await asService(deps.db, async (tx) => {
    await checkAllowed(tx, userId, 'orders')
    const [payer] = await tx.query<{ trials: string | number; has_active_subscription: boolean }>(
      `select coalesce((select trials from private.balances where user_id = $1::uuid), 0) as trials,
              exists (select 1 from private.subscriptions where user_id = $1::uuid and ends_at > now() and frozen_at is null) as has_active_subscription`,
      [userId],
    )
    if (!canStartTraining({ hasActiveSubscription: Boolean(payer?.has_active_subscription), trials: Number(payer?.trials ?? 0) })) {
      throw new AppError('SUBSCRIPTION_REQUIRED', TRAINING_MESSAGES.subscriptionRequired)
    }
  })
}
