// The door of /api/admin/*: anyone who is not an administrator gets the very answer of an unknown /api address, and a
// signed-in non-administrator's attempt at a change is written to the audit log. An administrator whose token has not
// passed the second factor reaches only /api/admin/session*; everything else answers ADMIN_CODE_REQUIRED.
import type { Context, Next } from 'hono'
import type { AppEnv } from '../context'
import { asService } from '../db/port'
import { apiNotFound } from '../http/api-not-found'
import { AppError } from '../http/errors'
import { clientIp } from '../auth/client-ip'
import { resolveAdminAccess } from './admin-access'
import type { TAdmin } from './admin-action'
import { writeAudit } from './audit'
import { HOUR, takeRateLimits } from '../auth/rate-limit'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Denied attempts an account leaves in the audit log per hour. Any client can knock, and a row per knock would let one
 * flood the log the administrators read; past this the attempts are only counted (private.rate_limit_hits,
 * bucket `admin-denied:<user id>:hour`), which is signal enough that someone is trying.
 */
const DENIED_AUDIT_PER_HOUR = 20

export async function adminDoor(c: Context<AppEnv>, next: Next) {
  const { db } = c.get('deps')
  const caller = c.get('caller')
  const access = await resolveAdminAccess({ db, caller })
  const ip = clientIp(c.req.raw.headers)
  const requestId = c.get('requestId') ?? null
  if (access.kind === 'absent') {
    if (caller.role === 'authenticated' && !READS.has(c.req.method)) {
      await asService(db, async (tx) => {
        const wait = await takeRateLimits(tx, `admin-denied:${caller.userId}`, [{ name: 'hour', seconds: HOUR, max: DENIED_AUDIT_PER_HOUR }])
        if (wait !== null) return
        await writeAudit(tx, { actorId: caller.userId, action: `denied ${c.req.method} ${c.req.path}`.slice(0, 100), outcome: 'denied', ip, requestId })
      })
    }
    return apiNotFound(c)
  }
  c.header('cache-control', 'no-store')
  c.set('adminAccess', access)
  if (access.kind === 'ok') c.set('admin', { userId: access.userId, jti: access.jti, ip, requestId })
  await next()
}

/** After the session routes: everything else needs the second factor. */
export async function adminVerified(c: Context<AppEnv>, next: Next) {
  if (!c.get('admin')) throw new AppError('ADMIN_CODE_REQUIRED')
  await next()
}

/** The administrator of this request; only under adminVerified. */
export function adminOf(c: Context<AppEnv>): TAdmin {
  const admin = c.get('admin')
  if (!admin) throw new AppError('ADMIN_CODE_REQUIRED')
  return admin
}
