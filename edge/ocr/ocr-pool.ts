// One bounded pool for the server's own OCR work (issue 29, finding 5): Tesseract processes and document parses run
// at most `concurrency` at a time in this process, the rest wait in a queue of at most `queueMax`, and beyond that the
// caller is refused at once (OcrBusyError, «Слишком много запросов, попробуй через минуту»). Six large photos at
// once used to start six Tesseract processes (3.4 GB); now memory is bounded by concurrency × one task's ceiling.
import { OcrBusyError } from './port'

export type TOcrPool = {
  run<T>(work: () => Promise<T>): Promise<T>
  /** Running and waiting tasks, for tests and logs. */
  readonly load: { running: number; waiting: number }
}

export function createOcrPool(o: { concurrency: number; queueMax: number }): TOcrPool {
  let running = 0
  const waiting: (() => void)[] = []
  const release = () => {
    const next = waiting.shift()
    // The slot passes straight to the next task, so `running` never drops and rises again in between.
    if (next) next()
    else running--
  }
  return {
    async run(work) {
      if (running < o.concurrency) running++
      else if (waiting.length < o.queueMax) await new Promise<void>((r) => waiting.push(r))
      else throw new OcrBusyError()
      try {
        return await work()
      } finally {
        release()
      }
    },
    get load() {
      return { running, waiting: waiting.length }
    },
  }
}
