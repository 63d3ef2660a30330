// How often one account and one address may make the server look a source up outside (issue 29, finding 8): every
// lookup by DOI, ISBN or link is a request to Crossref, OpenAlex, Open Library or someone's web page on the caller's
// behalf, so it is counted before it is made (a lookup that then finds nothing has still cost the request).
import { asService, type Caller, type Db } from '../db/port'
import { addressKey } from '../auth/client-ip'
import { DAY, takeRateLimits, type TWindow } from '../auth/rate-limit'
import { AppError } from '../http/errors'
import { IDENTIFIER_MESSAGES } from '../../domain/sources/identifier'

/**
 * Adding a source looks it up twice (shown, then added), at most 30 per work: 30 a minute is a student pasting quickly,
 * 300 a day several works' worth of lists. A script is after thousands.
 */
export const LOOKUP_ACCOUNT_WINDOWS: TWindow[] = [
  { name: 'm', seconds: 60, max: 30 },
  { name: 'd', seconds: DAY, max: 300 },
]
/** Accounts are cheap to make: one address, whoever it signs in as, gets one lookup a second on average. */
export const LOOKUP_ADDRESS_WINDOWS: TWindow[] = [{ name: 'm', seconds: 60, max: 60 }]

/** Who asks for a lookup: the account (or guest browser) and the address the request came from (`clientIp`). */
export type TLookupRequester = { db: Db; caller: Caller; ip: string | null }

const ownerKey = (caller: Caller): string | null =>
  caller.role === 'authenticated' ? caller.userId : caller.role === 'anon' && caller.fingerprint ? `guest:${caller.fingerprint}` : null

/** Counts one lookup for the address and the account; over a limit, TOO_MANY_ATTEMPTS with the seconds to wait. */
export async function takeSourceLookup(r: TLookupRequester): Promise<void> {
  const owner = ownerKey(r.caller)
  // Its own transaction, committed before the lookup: a lookup that fails afterwards still counts.
  const wait = await asService(r.db, async (tx) => {
    const byAddress = await takeRateLimits(tx, `source-lookup:ip:${addressKey(r.ip)}`, LOOKUP_ADDRESS_WINDOWS)
    if (byAddress !== null || owner === null) return byAddress
    return takeRateLimits(tx, `source-lookup:${owner}`, LOOKUP_ACCOUNT_WINDOWS)
  })
  // Only the account's daily window makes anyone wait longer than a minute.
  if (wait !== null) throw new AppError('TOO_MANY_ATTEMPTS', wait > 60 ? IDENTIFIER_MESSAGES.tooManyToday : IDENTIFIER_MESSAGES.tooMany, { retryAfterSeconds: wait })
}
