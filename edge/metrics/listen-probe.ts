// Whether this process's LISTEN connection still hears NOTIFY: a probe sends a NOTIFY with a fresh nonce on its own
// channel and waits briefly for it to come back. The job worker's wake-ups, realtime and the page cache all hear the
// database this way on Node; when it is down they fall back to polling or go stale. /api/health reports it.
import { asService, type Db } from '../db/port'

export type TListenProbe = { listening(timeoutMs?: number): Promise<boolean>; stop(): Promise<void> }

const CHANNEL = 'campus_health'

export async function startListenProbe(db: Db): Promise<TListenProbe> {
  const waiting = new Map<string, () => void>()
  const unlisten = await db.listen(CHANNEL, (payload) => waiting.get(payload)?.())
  return {
    async listening(timeoutMs = 1_000) {
      const nonce = crypto.randomUUID()
      let timer: ReturnType<typeof setTimeout> | undefined
      const heard = new Promise<boolean>((resolve) => {
        waiting.set(nonce, () => resolve(true))
        timer = setTimeout(() => resolve(false), timeoutMs)
      })
      try {
        await asService(db, (tx) => tx.query(`select pg_notify($1, $2)`, [CHANNEL, nonce]))
        return await heard
      } catch {
        return false
      } finally {
        clearTimeout(timer)
        waiting.delete(nonce)
      }
    },
    stop: () => unlisten(),
  }
}
