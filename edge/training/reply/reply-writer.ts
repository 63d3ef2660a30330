// Writes a streaming tutor reply into its row in batches (like edge/ai-orders/message-writer.ts) and tells the task's
// room after each batch, for the chat streams of other processes (this process's streams read the live channel).
// Each batch is one short transaction that also renews the runner's lease; a batch that finds the lease taken by
// another runner (this one was presumed dead) writes nothing and marks the writer lost, so one reply never has two
// writers. Batches go out at most every `batchMs`: the first at once, later ones gathered meanwhile.
import { asService, type Db } from '../../db/port'
import type { RealtimeHub } from '../../realtime/hub'
import { unifiedOrderRoom } from '../../../domain/realtime'
import { TRAINING_CHANGED_EVENT } from '../../../domain/training/statuses'

/** A runner that has not written or renewed for this long is presumed dead (its process restarted). */
export const REPLY_LEASE_SECONDS = 30

export type TReplyWriter = {
  push(delta: string): void
  /** Resolves when everything pushed so far is in the row; rejects with the first failed write. */
  drain(): Promise<void>
  /** Extends the lease while the tutor is quiet; false when another runner holds it now. */
  renew(): Promise<boolean>
  /** Characters (UTF-16 units) of the reply so far, the stored start included. */
  readonly length: number
  readonly lost: boolean
}

export function createReplyWriter(o: {
  db: Db
  realtime: RealtimeHub
  taskId: string
  unifiedOrderId: string
  messageId: string
  runnerId: string
  startLength: number
  batchMs?: number
}): TReplyWriter {
  const batchMs = o.batchMs ?? 40
  let buffer = ''
  let length = o.startLength
  let written = length
  let inFlight: Promise<void> | null = null
  let failure: unknown = null
  let lost = false
  const room = unifiedOrderRoom(o.unifiedOrderId)

  const flush = async () => {
    while (buffer && !failure && !lost) {
      const batch = buffer
      buffer = ''
      written += batch.length
      const at = written
      try {
        await asService(o.db, async (tx) => {
          // Progress, not money: a batch lost in a crash is text the backstop job writes again from the row.
          await tx.query(`set local synchronous_commit = off`)
          const rows = await tx.query(
            `update public.training_messages set content = content || $2, lease_until = now() + $4::int * interval '1 second'
              where id = $1::bigint and state = 'streaming' and runner_id = $3 returning id`,
            [o.messageId, batch, o.runnerId, REPLY_LEASE_SECONDS],
          )
          if (rows.length === 0) {
            lost = true
            return
          }
          await o.realtime.publish(tx, { room, event: TRAINING_CHANGED_EVENT, data: { id: o.taskId, messageId: o.messageId, length: at } })
        })
      } catch (e) {
        failure = e
      }
      if (batchMs > 0) await new Promise((r) => setTimeout(r, batchMs))
    }
    inFlight = null
  }

  return {
    push(delta) {
      if (!delta || lost) return
      buffer += delta
      length += delta.length
      inFlight ??= flush()
    },
    async drain() {
      while (inFlight) await inFlight
      if (failure) throw failure
    },
    async renew() {
      const rows = await asService(o.db, (tx) =>
        tx.query(`update public.training_messages set lease_until = now() + $3::int * interval '1 second' where id = $1::bigint and state = 'streaming' and runner_id = $2 returning id`, [
          o.messageId,
          o.runnerId,
          REPLY_LEASE_SECONDS,
        ]),
      )
      if (rows.length === 0) lost = true
      return !lost
    },
    get length() {
      return length
    },
    get lost() {
      return lost
    },
  }
}
