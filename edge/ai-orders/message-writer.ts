// Writes a streaming answer into its message row in batches and tells the order's room after each batch. A batch
// goes out as soon as the previous write is done, so the first token is written at once and later ones pile up while
// a write is in flight (no timer, no transaction held across the stream: each batch is one short transaction).
// The notice carries no text (the room's members may not have paid): stream readers fetch the text they may see.
import { asService, type Db } from '../db/port'
import type { RealtimeHub } from '../realtime/hub'
import { unifiedOrderRoom, type RealtimeEventName } from '../../domain/realtime'
import { AI_ANSWER_TABLES, type TAnswerTables } from './read-stream-state'

export type TMessageWriter = {
  push(delta: string): void
  /** Resolves when everything pushed so far is in the row; rejects with the first failed write. */
  drain(): Promise<void>
  /** Characters (UTF-16 units) pushed so far. */
  readonly length: number
}

export function createMessageWriter(o: {
  db: Db
  realtime: RealtimeHub
  orderId: string
  unifiedOrderId: string
  messageId: string
  startLength?: number
  /** The advanced AI order writes its own queries table and event (the AI order's by default). */
  tables?: TAnswerTables
  event?: RealtimeEventName
}): TMessageWriter {
  const tables = o.tables ?? AI_ANSWER_TABLES
  const event = o.event ?? 'ai-order-changed'
  let buffer = ''
  let length = o.startLength ?? 0
  let written = length
  let inFlight: Promise<void> | null = null
  let failure: unknown = null
  const room = unifiedOrderRoom(o.unifiedOrderId)

  const flush = async () => {
    while (buffer && !failure) {
      const batch = buffer
      buffer = ''
      written += batch.length
      const at = written
      try {
        await asService(o.db, async (tx) => {
          // Progress, not money: a batch lost in a crash is recovered by the job (it closes a half-written message), so
          // the commit need not wait for the disk flush before readers are told.
          await tx.query(`set local synchronous_commit = off`)
          await tx.query(`update ${tables.messages} set content = content || $2 where id = $1::bigint and state = 'streaming'`, [o.messageId, batch])
          await o.realtime.publish(tx, { room, event, data: { id: o.orderId, messageId: o.messageId, length: at } })
        })
      } catch (e) {
        failure = e
      }
    }
    inFlight = null
  }

  return {
    push(delta) {
      if (!delta) return
      buffer += delta
      length += delta.length
      inFlight ??= flush()
    },
    async drain() {
      while (inFlight) await inFlight
      if (failure) throw failure
    },
    get length() {
      return length
    },
  }
}
