// Who owns a new order: the signed-in client (with the browser's fingerprint kept, as the guest order it may have
// started there), or a guest browser by its fingerprint; a guest without one could never reopen what it made.
import type { Caller } from '../db/port'
import { AppError } from '../http/errors'
import { BROWSER_UNKNOWN } from '../../domain/orders/owner'
import type { TOrderOwner } from './create-order'

export function ownerOf(caller: Caller): TOrderOwner {
  if (caller.role === 'authenticated') return { userId: caller.userId, guestFingerprint: caller.fingerprint ?? null }
  if (caller.role === 'anon' && caller.fingerprint) return { userId: null, guestFingerprint: caller.fingerprint }
  throw new AppError('BAD_REQUEST', BROWSER_UNKNOWN)
}
