// POST /email-unsubscribe: takes the address off advertising mail, once the signed link proves it came from our letter.
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import { AppError } from '../http/errors'
import { verifiedUnsubscribeEmail } from './unsubscribe-link'

export const FORGED_UNSUBSCRIBE_LINK = 'Ссылка для отписки недействительна: скопируй её из письма целиком или напиши в поддержку'

/** Idempotent: a second press keeps the first date. Returns the address unsubscribed. */
export async function unsubscribeEmail(opts: { deps: AppDeps; email: unknown; sig: unknown }): Promise<{ email: string }> {
  const email = await verifiedUnsubscribeEmail(opts.deps.settings.APP_JWT_SECRET, opts.email, opts.sig)
  if (!email) throw new AppError('FORBIDDEN', FORGED_UNSUBSCRIBE_LINK)
  await asService(opts.deps.db, async (tx) => {
    await tx.query(`insert into private.email_unsubscribes (email) values ($1) on conflict (email) do nothing`, [email])
    await tx.query(
      `update public.users set subscribe_to_advertising = false, updated_at = now()
        where lower(email) = $1 and subscribe_to_advertising`,
      [email],
    )
  })
  opts.deps.log.info('email unsubscribed from advertising')
  return { email }
}
