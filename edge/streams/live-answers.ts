// The live channel of answers being written: the runner (run-answer.ts) keeps the text it has streamed so far here and
// tells the open streams of the same parent (order or task) of every delta at once, so a chunk reaches a reader without
// waiting for the row's batch write (that write and its NOTIFY serve the readers of other processes, which re-read the
// row). Also the registry of live runners: a backstop asks it whether an answer's runner is still alive here.
//
// TLiveChannel is the seam a Workers build replaces: this one is a Map in the process (see README.md).
import { scopeOf, type TAnswerTable } from './answer-table'

let processPrefix: string | null = null
/**
 * Who writes answers in this process; a lease naming this prefix with no live runner here is a dead runner.
 * Made on first use: Workers refuse random values in a module's global scope.
 */
export const processRunnerPrefix = (): string => (processPrefix ??= `p-${crypto.randomUUID().slice(0, 8)}`)

/** A runner id of this process. */
export const newRunnerId = (): string => `${processRunnerPrefix()}:${crypto.randomUUID().slice(0, 8)}`

export type TLiveAnswer = {
  table: TAnswerTable
  parentId: string
  messageId: string
  /** Where a reader finds it without its id: the training reply's seq; the message id for the others. */
  slot: string
  runnerId: string
  /** The answer's text so far (the stored start included), filtered as it is written. */
  text: string
  /** Stops the runner as a crash would: no final write (tests and shutdown). */
  abandon: () => Promise<void>
}

/** 'text': the answer grew; 'end': its final state is in the row (the readers re-read it). */
export type TLiveEvent = { kind: 'text' | 'end'; messageId: string; slot: string }

export interface TLiveChannel {
  get(table: TAnswerTable, messageId: string): TLiveAnswer | undefined
  /** The live answer at `slot` of a parent, if this process writes it. */
  at(table: TAnswerTable, parentId: string, slot: string): TLiveAnswer | undefined
  add(a: TLiveAnswer): void
  remove(a: TLiveAnswer): void
  emit(table: TAnswerTable, parentId: string, e: TLiveEvent): void
  /** Events of every answer of one parent; returns stop. */
  listen(table: TAnswerTable, parentId: string, fn: (e: TLiveEvent) => void): () => void
  readonly size: number
}

const byId = new Map<string, TLiveAnswer>()
const bySlot = new Map<string, TLiveAnswer>()
const listeners = new Map<string, Set<(e: TLiveEvent) => void>>()
const slotKey = (table: TAnswerTable, parentId: string, slot: string) => `${scopeOf(table, parentId)}#${slot}`

export const liveAnswers: TLiveChannel = {
  get: (table, messageId) => byId.get(scopeOf(table, messageId)),
  at: (table, parentId, slot) => bySlot.get(slotKey(table, parentId, slot)),
  add(a) {
    byId.set(scopeOf(a.table, a.messageId), a)
    bySlot.set(slotKey(a.table, a.parentId, a.slot), a)
  },
  remove(a) {
    const id = scopeOf(a.table, a.messageId)
    if (byId.get(id) === a) byId.delete(id)
    const slot = slotKey(a.table, a.parentId, a.slot)
    if (bySlot.get(slot) === a) bySlot.delete(slot)
  },
  get size() {
    return byId.size
  },
  emit(table, parentId, e) {
    for (const fn of listeners.get(scopeOf(table, parentId)) ?? []) {
      // One broken stream must not stop the others or the runner.
      try {
        fn(e)
      } catch {
        /* the stream ends itself on its next write */
      }
    }
  },
  listen(table, parentId, fn) {
    const scope = scopeOf(table, parentId)
    let set = listeners.get(scope)
    if (!set) listeners.set(scope, (set = new Set()))
    set.add(fn)
    return () => {
      set.delete(fn)
      if (set.size === 0) listeners.delete(scope)
    }
  },
}
