// Who owns a new text-work order: the signed-in client, or the guest browser by its fingerprint.
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'

export type TOrderOwner = { userId: string | null; guestFingerprint: string | null }

export function ownerOf(caller: Caller): TOrderOwner {
  if (caller.role === 'authenticated') return { userId: caller.userId, guestFingerprint: caller.fingerprint ?? null }
  if (caller.role === 'anon' && caller.fingerprint) return { userId: null, guestFingerprint: caller.fingerprint }
  throw new AppError('BAD_REQUEST', 'Не получилось определить твой браузер. Обнови страницу и попробуй ещё раз')
}
