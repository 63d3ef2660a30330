// The OCR pool: never more than `concurrency` tasks at once, a queue of at most `queueMax` served in order, and at
// once «Слишком много запросов, попробуй через минуту» (OcrBusyError, transient) beyond it.
import { describe, expect, it } from 'vitest'
import { createOcrPool } from './ocr-pool'
import { OcrBusyError } from './port'

const gate = () => {
  let open!: () => void
  const opened = new Promise<void>((r) => (open = r))
  return { open, opened }
}

describe('createOcrPool', () => {
  it('runs 2 at a time, queues 2 in order, refuses the 5th at once; a failure frees its slot', async () => {
    const pool = createOcrPool({ concurrency: 2, queueMax: 2 })
    const gates = [gate(), gate(), gate(), gate()]
    const started: number[] = []
    const runs = gates.map((g, i) =>
      pool.run(async () => {
        started.push(i)
        await g.opened
        if (i === 0) throw new Error('tesseract died')
        return i
      }),
    )
    await new Promise((r) => setTimeout(r, 10))
    expect(started).toEqual([0, 1])
    expect(pool.load).toEqual({ running: 2, waiting: 2 })
    const fifth = await pool.run(async () => 5).catch((e: unknown) => e)
    expect(fifth).toBeInstanceOf(OcrBusyError)
    expect(fifth).toMatchObject({ kind: 'transient', message: 'Слишком много запросов, попробуй через минуту' })
    gates[0]!.open()
    await expect(runs[0]).rejects.toThrow('tesseract died')
    await new Promise((r) => setTimeout(r, 10))
    expect(started).toEqual([0, 1, 2])
    for (const g of gates) g.open()
    expect(await Promise.all(runs.slice(1))).toEqual([1, 2, 3])
    expect(started).toEqual([0, 1, 2, 3])
    expect(pool.load).toEqual({ running: 0, waiting: 0 })
  })
})
