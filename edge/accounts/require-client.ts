// Profile calls need a signed-in client; a guest gets the 401 the screens answer with the auth popup.
import type { Caller } from '../db/port'
import { AppError } from '../http/errors'

export type TClientCaller = Extract<Caller, { role: 'authenticated' }>

export function requireClient(caller: Caller): TClientCaller {
  if (caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди в аккаунт, чтобы продолжить')
  return caller
}

/** A unique-index violation from either driver (PGlite and postgres.js both expose SQLSTATE as `code`). */
export const isUniqueViolation = (e: unknown) => (e as { code?: unknown })?.code === '23505'
