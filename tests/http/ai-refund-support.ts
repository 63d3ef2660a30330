// Shared by the AI and advanced AI refund tests: a provider that fails on cue, a job left by a dead process, the ledger.
import type { Queryable } from '../../edge/db/port'
import type { TAi } from '../../edge/ai/port'

/** A provider whose stream yields `before` and then throws `error` (after `gate`, when given); object calls answer `object`. */
export function failingAi(error: () => Error, o: { before?: string[]; gate?: Promise<void>; object?: unknown } = {}): TAi & { calls: number } {
  const ai = {
    calls: 0,
    info: { kind: 'openai', model: 'failing', isDemo: false },
    generateObject: (async () => o.object ?? {}) as TAi['generateObject'],
    generateText: async () => '',
    async *streamText() {
      ai.calls++
      for (const d of o.before ?? []) yield d
      await o.gate
      throw error()
    },
  } satisfies TAi & { calls: number }
  return ai
}

/** The order's answer job as a process that died in its last attempt an hour ago left it: nobody will run it again. */
export async function diedInLastAttempt(db: Queryable, jobName: string, orderId: string): Promise<{ id: string } | undefined> {
  const [dead] = await db.query<{ id: string }>(
    `update private.jobs set status = 'running', attempts = coalesce(max_attempts, 5), locked_by = 'gone:1', locked_at = now() - interval '1 hour'
      where name = $1 and payload->>'orderId' = $2 returning id::text as id`,
    [jobName, orderId],
  )
  return dead
}

/** The ledger entries booked against `ref` (`ai:<order id>`, `advanced-ai:<order id>`), oldest first. */
export const ledgerEntries = (db: Queryable, ref: string) =>
  db.query<{ account: string; delta: string; reason: string }>(`select account, delta::text as delta, reason from private.ledger_entries where ref = $1 order by id`, [ref])
