// GET /email-unsubscribe: what the confirmation page shows for a signed link: the address and whether it is already off.
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import { AppError } from '../http/errors'
import { FORGED_UNSUBSCRIBE_LINK } from './unsubscribe-email'
import { verifiedUnsubscribeEmail } from './unsubscribe-link'

export async function getUnsubscribeState(opts: { deps: AppDeps; email: unknown; sig: unknown }): Promise<{ email: string; unsubscribed: boolean }> {
  const email = await verifiedUnsubscribeEmail(opts.deps.settings.APP_JWT_SECRET, opts.email, opts.sig)
  if (!email) throw new AppError('FORBIDDEN', FORGED_UNSUBSCRIBE_LINK)
  const rows = await asService(opts.deps.db, (tx) => tx.query(`select 1 from private.email_unsubscribes where email = $1`, [email]))
  return { email, unsubscribed: rows.length > 0 }
}
