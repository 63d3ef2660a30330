// A job given up for good (its last attempt threw, or its process died in its last attempt and the lease ran out)
// tells the team: one team alert per job name per window (edge/ops/team-alert.ts), the error masked by the logs' rule
// and shortened. Called from settleDeadJob (run-job.ts), so the Node worker and the Workers Cron/Queue alike raise it.
// Without the server's services (a bare worker in a test or a script) there is nobody to tell: the `jobs: dead` log
// line stays the only trace. Never throws into the worker.
import type { Db } from '../db/port'
import type { Logger } from '../log'
import { redactText } from '../log'
import { raiseTeamAlert, type TTeamAlertOutcome } from '../ops/team-alert'
import type { TJobServices } from './registry'

/** How much of the error the alert carries; the whole one is in /admin/jobs. */
const ALERT_ERROR_MAX = 500
/** How long settling a dead job waits for its alert to be delivered. */
const ALERT_WAIT_MS = 10_000

export async function alertDeadJob(
  r: { db: Db; log: Logger; services?: TJobServices },
  job: { id: string; name: string; attempt: number; error: string },
): Promise<TTeamAlertOutcome | null> {
  if (!r.services) return null
  try {
    const error = redactText(job.error)
    const alert = raiseTeamAlert(
      { db: r.db, log: r.log, settings: r.services.settings, delivery: r.services.ports.delivery },
      {
        kind: `job.dead:${job.name}`,
        title: 'Задание не выполнено после всех попыток',
        details: { job: job.name, id: job.id, attempts: job.attempt, error: error.length > ALERT_ERROR_MAX ? `${error.slice(0, ALERT_ERROR_MAX)}…` : error },
      },
    )
    // The job's own settling (onDead: a client's refund) runs after this: a delivery that hangs must not hold it up.
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ALERT_WAIT_MS)))
    const outcome = await Promise.race([alert, late]).finally(() => clearTimeout(timer))
    if (outcome !== 'late') return outcome
    r.log.warn('jobs: dead-job alert still being delivered; the job is settled meanwhile', { jobId: job.id })
    return 'failed'
  } catch (e) {
    r.log.warn('jobs: dead-job alert failed', { jobId: job.id, error: e instanceof Error ? e.message : String(e) })
    return 'failed'
  }
}
