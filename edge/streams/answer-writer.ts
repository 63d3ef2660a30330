// Writes a streaming answer into its row in batches and announces each batch in the parent's unified order room, for
// the readers of other processes (this process's readers follow the live channel). Each batch is one short
// transaction that also renews the runner's lease; a batch that finds the lease taken by another runner (this one was
// presumed dead) writes nothing and marks the writer lost, so one answer never has two writers. A batch goes out as
// soon as the previous write is done and `batchMs` has passed: the first at once, later ones gathered meanwhile. The
// notice carries no text (a room's members may not have paid): readers fetch the text they may see.
import { asService, type Db } from '../db/port'
import type { RealtimeHub } from '../realtime/hub'
import { unifiedOrderRoom } from '../../domain/realtime'
import { ANSWER_LEASE_SECONDS, renewAnswer, type TAnswerTable } from './answer-table'

export type TAnswerWriter = {
  push(delta: string): void
  /** Resolves when everything pushed so far is in the row; rejects with the first failed write. */
  drain(): Promise<void>
  /** Extends the lease while the source is quiet; false when another runner holds it now. */
  renew(): Promise<boolean>
  /** Characters (UTF-16 units) of the answer so far, the stored start included. */
  readonly length: number
  readonly lost: boolean
}

export function createAnswerWriter(o: {
  db: Db
  realtime: RealtimeHub
  table: TAnswerTable
  parentId: string
  unifiedOrderId: string
  messageId: string
  runnerId: string
  startLength: number
  batchMs: number
}): TAnswerWriter {
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
          // Progress, not money: a batch lost in a crash is text the next runner writes again from the row.
          await tx.query(`set local synchronous_commit = off`)
          const rows = await tx.query(
            `update ${o.table.messages} set content = content || $2, lease_until = now() + $4::int * interval '1 second'
              where id = $1::bigint and state = 'streaming' and runner_id = $3 returning id`,
            [o.messageId, batch, o.runnerId, ANSWER_LEASE_SECONDS],
          )
          if (rows.length === 0) {
            lost = true
            return
          }
          await o.realtime.publish(tx, { room, event: o.table.event, data: { id: o.parentId, messageId: o.messageId, length: at } })
        })
      } catch (e) {
        failure = e
      }
      if (o.batchMs > 0) await new Promise((r) => setTimeout(r, o.batchMs))
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
      if (!(await asService(o.db, (tx) => renewAnswer(tx, o.table, o)))) lost = true
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
