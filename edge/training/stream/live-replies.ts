// The in-process live channel of tutor replies: the runner (edge/training/reply/run-reply.ts) keeps the text it has
// streamed so far here and tells this process's open chat streams of every delta at once, so a chunk reaches a client
// without waiting for the row's batch write (that write and its NOTIFY serve the streams of other processes).
// Also the registry of live runners: the backstop job asks it whether a reply's runner is still alive here.

let processPrefix: string | null = null
/**
 * Who writes replies in this process; a lease row naming this prefix with no live runner here is a dead runner.
 * Made on first use: Workers refuse random values in a module's global scope.
 */
export const processRunnerPrefix = (): string => (processPrefix ??= `p-${crypto.randomUUID().slice(0, 8)}`)

export type TLiveReply = {
  taskId: string
  messageId: string
  uuid: string
  seq: number
  runnerId: string
  /** The reply's text so far (already stored text included), marker stripped. */
  text: string
  /** Stops the runner as a crash would: no final write (tests and shutdown). */
  abandon: () => Promise<void>
}

/** 'text': the reply grew; 'end': its final state is in the row (the streams re-read it). */
export type TLiveEvent = { kind: 'text' | 'end'; messageId: string; seq: number }

const replies = new Map<string, TLiveReply>()
const bySeq = new Map<string, TLiveReply>()
const seqKey = (taskId: string, seq: number) => `${taskId}:${seq}`
const listeners = new Map<string, Set<(e: TLiveEvent) => void>>()

export const liveReplies = {
  get: (messageId: string): TLiveReply | undefined => replies.get(messageId),
  /** The live reply at `seq` of the task, if this process writes it. */
  at: (taskId: string, seq: number): TLiveReply | undefined => bySeq.get(seqKey(taskId, seq)),
  add(r: TLiveReply): void {
    replies.set(r.messageId, r)
    bySeq.set(seqKey(r.taskId, r.seq), r)
  },
  remove(messageId: string): void {
    const r = replies.get(messageId)
    replies.delete(messageId)
    if (r && bySeq.get(seqKey(r.taskId, r.seq)) === r) bySeq.delete(seqKey(r.taskId, r.seq))
  },
  get size(): number {
    return replies.size
  },

  emit(taskId: string, e: TLiveEvent): void {
    for (const fn of listeners.get(taskId) ?? []) {
      // One broken stream must not stop the others or the runner.
      try {
        fn(e)
      } catch {
        /* the stream ends itself on its next write */
      }
    }
  },
  listen(taskId: string, fn: (e: TLiveEvent) => void): () => void {
    let set = listeners.get(taskId)
    if (!set) listeners.set(taskId, (set = new Set()))
    set.add(fn)
    return () => {
      set.delete(fn)
      if (set.size === 0) listeners.delete(taskId)
    }
  },
}
