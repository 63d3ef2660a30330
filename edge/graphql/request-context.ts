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
