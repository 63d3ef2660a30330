// The read-only token an administrator gets to look at a client's cabinet (issue 17, "open the cabinet as the user",
// platform.md §6 from_admin): a short-lived token of the client carrying `imp` (the administrator's id). The server,
// not the browser, keeps it read-only: every GraphQL mutation (edge/graphql/route.ts) and every non-GET REST call
// (refuseReadOnlyWrites) made with it is refused, and /api/admin does not know it (edge/admin/admin-access.ts).
import type { Context, Next } from 'hono'
import type { AppEnv } from '../context'
import type { Caller } from '../db/port'
import { AppError } from '../http/errors'

/** The administrator behind an impersonation token; null for every other caller. */
function impersonatedBy(caller: Caller): string | null {
  if (caller.role !== 'authenticated') return null
  const imp = caller.claims?.imp
  return typeof imp === 'string' ? imp : null
}

export const isReadOnlyCaller = (caller: Caller): boolean => impersonatedBy(caller) !== null

export const readOnlyError = () => new AppError('READ_ONLY')

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * POSTs that only read: /graphql decides per operation (a query over POST is a read), and POST /api/realtime opens
 * the room stream (POST only because EventSource cannot send a token; joining writes nothing). /api/admin answers
 * such a token as an unknown address itself.
 */
const READ_OVER_POST = (path: string) => path === '/graphql' || path === '/api/realtime' || path === '/api/admin' || path.startsWith('/api/admin/')

/** After the caller is known: a change over REST with a read-only token stops here. */
export async function refuseReadOnlyWrites(c: Context<AppEnv>, next: Next) {
  if (!READS.has(c.req.method) && isReadOnlyCaller(c.get('caller')) && !READ_OVER_POST(c.req.path)) throw readOnlyError()
  await next()
}
