// For the mail sender: whether an advertising letter may go to an address. Never after an unsubscribe through the link;
// for an account's address only while its owner keeps the consent (users.subscribe_to_advertising).
import type { Queryable } from '../db/port'
import { normalizeUnsubscribeEmail } from './unsubscribe-link'

/** `q` runs as the service role (the list is server-only). */
export async function maySendAdvertising(opts: { q: Queryable; email: string }): Promise<boolean> {
  const email = normalizeUnsubscribeEmail(opts.email)
  if (!email) return false
  const [row] = await opts.q.query<{ unsubscribed: boolean; consent: boolean | null }>(
    `select exists (select 1 from private.email_unsubscribes where email = $1) as unsubscribed,
            (select subscribe_to_advertising from public.users where lower(email) = $1) as consent`,
    [email],
  )
  if (!row || row.unsubscribed) return false
  return row.consent !== false
}
