// Where a product keeps its streamed answers, and the lease on one answer's row. An answer is a row of the product's
// messages table with `content` (the text so far), `state` ('streaming' → 'done' | 'failed'), `error`, `runner_id` and
// `lease_until`: the runner writing it holds the lease and renews it with every batch, so one answer never has two
// writers, and a runner that died (its lease ran out) is taken over from the text it left.
import type { Queryable } from '../db/port'
import type { RealtimeEventName } from '../../domain/realtime'

/** A runner that has not written or renewed for this long is presumed dead (its process restarted). */
export const ANSWER_LEASE_SECONDS = 30

/** One product's answers (code constants only: the names go into SQL). */
export type TAnswerTable = {
  /** The messages table, e.g. `public.training_messages`. */
  messages: string
  /** Its column naming the row the answers belong to (the order or task): a stream follows one such parent. */
  parentKey: string
  /** The realtime event each written batch is announced with in the parent's unified order room. */
  event: RealtimeEventName
}

/** The key of an answer or a parent across tables (ids of different tables repeat). */
export const scopeOf = (table: TAnswerTable, id: string) => `${table.messages}:${id}`

/**
 * Takes the lease of a streaming answer for `runnerId`: free, run out, or held by `takeOverFrom` (a runner known to
 * be gone). Returns the text already stored (the part a dead runner left), or null when another runner holds it or
 * the answer is no longer streaming.
 */
export async function claimAnswer(q: Queryable, table: TAnswerTable, o: { messageId: string; runnerId: string; takeOverFrom?: string | null }): Promise<{ content: string } | null> {
  const [row] = await q.query<{ content: string }>(
    `update ${table.messages} set runner_id = $2, lease_until = now() + $4::int * interval '1 second'
      where id = $1::bigint and state = 'streaming' and (runner_id is null or lease_until is null or lease_until < now() or runner_id = $3)
      returning content`,
    [o.messageId, o.runnerId, o.takeOverFrom ?? null, ANSWER_LEASE_SECONDS],
  )
  return row ?? null
}

/** Extends the lease; false when the answer is closed or another runner holds it now. */
export async function renewAnswer(q: Queryable, table: TAnswerTable, o: { messageId: string; runnerId: string }): Promise<boolean> {
  const rows = await q.query(
    `update ${table.messages} set lease_until = now() + $3::int * interval '1 second' where id = $1::bigint and state = 'streaming' and runner_id = $2 returning id`,
    [o.messageId, o.runnerId, ANSWER_LEASE_SECONDS],
  )
  return rows.length > 0
}

/** Gives the lease up with the answer still streaming (a retry later starts it again at once). */
export async function releaseAnswer(q: Queryable, table: TAnswerTable, o: { messageId: string; runnerId: string }): Promise<void> {
  await q.query(`update ${table.messages} set runner_id = null, lease_until = null where id = $1::bigint and state = 'streaming' and runner_id = $2`, [o.messageId, o.runnerId])
}

/**
 * Locks a streaming answer for its close: with `runnerId`, only while that runner holds it (null = the lease was
 * lost); without, whoever held it (a job given up for good settles it). Call inside the closing transaction.
 */
export async function lockOpenAnswer(q: Queryable, table: TAnswerTable, o: { messageId: string; runnerId: string | null }): Promise<{ content: string } | null> {
  const [row] = await q.query<{ content: string }>(
    `select content from ${table.messages} where id = $1::bigint and state = 'streaming' and ($2::text is null or runner_id = $2) for update`,
    [o.messageId, o.runnerId],
  )
  return row ?? null
}

/** Writes the answer's final state and ends the lease; false when it is no longer this runner's (see lockOpenAnswer). */
export async function closeAnswer(q: Queryable, table: TAnswerTable, o: { messageId: string; runnerId: string | null; state: 'done' | 'failed'; error?: string | null }): Promise<boolean> {
  const rows = await q.query(
    `update ${table.messages} set state = $3, error = $4, lease_until = null where id = $1::bigint and state = 'streaming' and ($2::text is null or runner_id = $2) returning id`,
    [o.messageId, o.runnerId, o.state, o.error ?? null],
  )
  return rows.length > 0
}
