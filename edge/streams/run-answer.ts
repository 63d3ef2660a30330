// Runs one answer row (state 'streaming') to its end, for any product: takes the row's lease, streams the source's
// deltas (through the product's filter) to this process's readers through the live channel and into the row in
// batches, renews the lease while the source is quiet, then lets the product close the row (final state, transitions,
// money) before the live entry goes. A run that finds text already in the row (its previous runner died) asks the
// source to continue from it and appends only the continuation, so an answer is written once and by one runner.
import type { AppDeps } from '../context'
import { asService, type Tx } from '../db/port'
import { ANSWER_LEASE_SECONDS, claimAnswer, releaseAnswer, type TAnswerTable } from './answer-table'
import { createAnswerWriter } from './answer-writer'
import { liveAnswers, newRunnerId, type TLiveAnswer } from './live-answers'

/** How a run ended, for the product's close. */
export type TAnswerEnd = {
  runnerId: string
  /** The whole text written (the stored start included). */
  text: string
  /** The text a previous runner left ('' for a new answer). */
  partial: string
  /** What stopped the source or a write; null when the source ended well. */
  failure: unknown
  /** Gives the lease up with the answer still streaming, for a product that retries it later from its start. */
  release: () => Promise<void>
}

export type TRunAnswer<T> = {
  deps: Pick<AppDeps, 'db' | 'realtime'>
  table: TAnswerTable
  parentId: string
  unifiedOrderId: string
  messageId: string
  /** Where readers find it without its id (see TLiveAnswer.slot); the message id by default. */
  slot?: string
  /** A runner whose lease may be taken although it has not run out (a runner of this process known to be gone). */
  takeOverFrom?: string | null
  /** Runs in the transaction that takes the lease. */
  onClaimed?: (tx: Tx) => Promise<void>
  /** Milliseconds between batch writes (0: the next as soon as the previous is done). */
  batchMs?: number
  /** The deltas after `partial`; stops on `signal`. */
  source: (p: { partial: string; signal: AbortSignal }) => AsyncIterable<string>
  /** Shapes the deltas before they are written (a marker filter, a citation guard); `end` gives what it still holds. */
  filter?: { push(delta: string): string; end(): string }
  /** Closes the row (under the lease: lockOpenAnswer/closeAnswer with `runnerId`); null when the lease was lost. */
  close: (end: TAnswerEnd) => Promise<T | null>
}

/** 'busy': another runner holds the lease (or the answer is closed); 'lost': it took the lease over mid-run. */
export type TRunAnswerOutcome<T> = T | 'busy' | 'abandoned' | 'lost'

const RENEW_MS = (ANSWER_LEASE_SECONDS * 1000) / 3

export async function runAnswer<T>(o: TRunAnswer<T>): Promise<TRunAnswerOutcome<T>> {
  const { db, realtime } = o.deps
  const runnerId = newRunnerId()
  const claimed = await asService(db, async (tx) => {
    const row = await claimAnswer(tx, o.table, { messageId: o.messageId, runnerId, takeOverFrom: o.takeOverFrom })
    if (row && o.onClaimed) await o.onClaimed(tx)
    return row
  })
  if (!claimed) return 'busy'

  const partial = claimed.content
  const abort = new AbortController()
  let abandoned = false
  // Assigned below, after the live entry that awaits it exists.
  // eslint-disable-next-line prefer-const
  let settled!: Promise<TRunAnswerOutcome<T>>
  const live: TLiveAnswer = {
    table: o.table,
    parentId: o.parentId,
    messageId: o.messageId,
    slot: o.slot ?? o.messageId,
    runnerId,
    text: partial,
    abandon: async () => {
      abandoned = true
      abort.abort()
      liveAnswers.remove(live)
      await settled.catch(() => {})
    },
  }
  liveAnswers.add(live)
  const writer = createAnswerWriter({ db, realtime, table: o.table, parentId: o.parentId, unifiedOrderId: o.unifiedOrderId, messageId: o.messageId, runnerId, startLength: partial.length, batchMs: o.batchMs ?? 0 })
  const renew = setInterval(() => void writer.renew().then((held) => held || abort.abort(), () => {}), RENEW_MS)
  const emit = (text: string) => {
    if (!text) return
    live.text += text
    writer.push(text)
    liveAnswers.emit(o.table, o.parentId, { kind: 'text', messageId: o.messageId, slot: live.slot })
  }
  const release = () => asService(db, (tx) => releaseAnswer(tx, o.table, { messageId: o.messageId, runnerId }))

  settled = (async (): Promise<TRunAnswerOutcome<T>> => {
    let failure: unknown = null
    try {
      for await (const delta of o.source({ partial, signal: abort.signal })) {
        if (abandoned || writer.lost) break
        emit(o.filter ? o.filter.push(delta) : delta)
      }
      if (abandoned) return 'abandoned'
      if (o.filter) emit(o.filter.end())
      await writer.drain()
    } catch (e) {
      if (abandoned) return 'abandoned'
      await writer.drain().catch(() => {})
      failure = e
    }
    if (writer.lost) return 'lost'
    return (await o.close({ runnerId, text: live.text, partial, failure, release })) ?? 'lost'
  })()
  try {
    return await settled
  } finally {
    clearInterval(renew)
    liveAnswers.remove(live)
    if (!abandoned) liveAnswers.emit(o.table, o.parentId, { kind: 'end', messageId: o.messageId, slot: live.slot })
  }
}
