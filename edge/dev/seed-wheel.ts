// APP_ENV=test only: what the wheel's end-to-end tests need and no screen makes — a trial key, spins for the signed-in
// client, demo partner codes in the pool (labelled ДЕМО, so a screenshot never passes for a real code).
import { z } from 'zod'
import { asService, type Caller, type Db } from '../db/port'
import { AppError } from '../http/errors'
import { grantWheelSpins } from '../wheel/grant-wheel-spins'

const ZSeedWheel = z.object({
  trialKey: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), trials: z.number().int().min(1).max(1000) }).optional(),
  spins: z.number().int().min(1).max(100).optional(),
  promoCodes: z.number().int().min(1).max(50).optional(),
})

export async function seedWheel(opts: { db: Db; caller: Caller; input: unknown }): Promise<void> {
  const parsed = ZSeedWheel.safeParse(opts.input)
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message)
  const { trialKey, spins, promoCodes } = parsed.data
  const { caller } = opts
  if (spins && caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  await asService(opts.db, async (tx) => {
    if (trialKey) await tx.query('insert into public.trial_keys (key, trials) values ($1, $2) on conflict (key) do nothing', [trialKey.key, trialKey.trials])
    if (spins && caller.role === 'authenticated') await grantWheelSpins(tx, { userId: caller.userId, reason: `dev:${crypto.randomUUID()}`, spins })
    for (let i = 0; i < (promoCodes ?? 0); i++) {
      for (const value of [50, 100, 1000]) await tx.query('insert into private.wheel_promo_codes (code, value) values ($1, $2)', [`ДЕМО-${value}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`, value])
    }
  })
}
