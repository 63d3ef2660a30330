// Payments need a signed-in client (spec §6: payment needs an api token).
import type { Caller } from '../db/port'
import { AppError } from '../http/errors'

export function requirePayer(caller: Caller): string {
  if (caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы оплатить')
  return caller.userId
}
