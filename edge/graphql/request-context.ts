// What every resolver receives as its context: the app's dependencies, who is calling, and the request id for logs.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'

export type GraphQLContext = {
  deps: AppDeps
  caller: Caller
  requestId: string
  /** The request's headers: sign-in reads the client IP for its per-IP limits. */
  headers: Headers
}

/**
 * The caller when the `User` being resolved is the caller's own profile, else null: a User's private fields (balance,
 * orders, payment methods) are read for their owner alone, should a User ever be shown to someone else.
 */
export const ownProfileCaller = (caller: Caller, user: { id: string }): Extract<Caller, { role: 'authenticated' }> | null =>
  caller.role === 'authenticated' && caller.userId === user.id ? caller : null
