// Library page views, counted in memory and written in one statement per batch: a popular page read a thousand times a
// minute costs a few updates, not a thousand. Lost on a crash at most: a view count is not money.
import { asService, type Db } from '../db/port'
import type { Logger } from '../log'

export type TViewCounter = {
  record(workId: number): void
  /** Writes what is pending now (the timer does it too; the server calls it before stopping). */
  flush(): Promise<void>
}

const FLUSH = `
  update public.library_works w
     set views = w.views + v.n
    from unnest($1::bigint[], $2::int[]) as v(id, n)
   where w.id = v.id`

export function createViewCounter({ db, log, delayMs = 5000, maxPending = 200 }: { db: Db; log: Logger; delayMs?: number; maxPending?: number }): TViewCounter {
  let pending = new Map<number, number>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()

  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (pending.size === 0) return writing
    const batch = pending
    pending = new Map()
    writing = writing
      .then(() => asService(db, (tx) => tx.query(FLUSH, [[...batch.keys()], [...batch.values()]])))
      .then(
        () => undefined,
        (e: unknown) => log.warn('library views: could not write a batch', { error: String(e), works: batch.size }),
      )
    return writing
  }

  return {
    record(workId) {
      pending.set(workId, (pending.get(workId) ?? 0) + 1)
      if (pending.size >= maxPending) void flush()
      else if (!timer) {
        timer = setTimeout(() => void flush(), delayMs)
        // Node: a pending batch never keeps the process alive by itself.
        ;(timer as { unref?: () => void }).unref?.()
      }
    },
    flush,
  }
}
