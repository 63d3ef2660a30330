// «Исправить» (issue 37 part 5): a signed-in client's DOCX fixed against a profile, for FORMAT_FIX_PRICE_TOKENS (nothing
// with a subscription). The file is fixed first, so a file the fixer refuses costs nothing; the charge's key is the
// client, the file's bytes and the profile, so pressing «Исправить» twice on one file (or retrying a lost answer)
// pays once.
import { asService, type Caller } from '../db/port'
import type { AppDeps } from '../context'
import { AppError } from '../http/errors'
import { chargeUnlessSubscribed } from '../money/charge-unless-subscribed'
import type { TFormatProfile } from '../../domain/format-check/profile'
import { fixDocx, type TFixResult } from './fix-docx'

export type TFixOwnFileInput = { deps: Pick<AppDeps, 'db' | 'settings'>; caller: Caller; bytes: Uint8Array; profile: TFormatProfile; today?: Date }

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('')

export async function fixOwnFile(o: TFixOwnFileInput): Promise<TFixResult & { paid: number }> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  const userId = o.caller.userId
  const result = fixDocx(o.bytes, { profile: o.profile, today: o.today })
  const digest = hex(await crypto.subtle.digest('SHA-256', o.bytes as Uint8Array<ArrayBuffer>))
  const paid = await asService(o.deps.db, (tx) =>
    chargeUnlessSubscribed(tx, { userId, price: o.deps.settings.FORMAT_FIX_PRICE_TOKENS, reason: 'format_fix', idempotencyKey: `format-fix:${userId}:${o.profile.id}:${digest}` }),
  )
  return { ...result, paid }
}
