// Issue 29, finding 5: a training task's photo was read before any charge or limit, and with no cap on concurrency —
// a photo plus 8 000 typed characters ran OCR and was then refused as too long, charging nothing (repeatable for
// free), and six large photos at once started six Tesseract processes (3.4 GB). Now the cheap checks come first, each
// reading counts against the task limit, and OCR runs in one bounded pool per process (OCR_CONCURRENCY at a time,
// OCR_QUEUE_MAX waiting, 429 «Слишком много запросов, попробуй через минуту» beyond).
import { readdir, readFile, chmod, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { createApp } from '../../edge/app'
import type { TestDb } from '../helpers/test-db'
import { fromPeer, useTestApp, type TTestApp } from '../helpers/test-app'
import { withSettings } from '../helpers/app-deps'
import { useMidWindowClock } from '../helpers/rate-window'
import { solidPng } from '../fixtures/ocr/png'
import { canRun, TESSERACT_PROBLEM } from '../fixtures/ocr/tesseract-available'
import { TRAINING_LIMITS, TRAINING_MESSAGES } from '../../domain/training/input'
import { AI_ORDER_MESSAGES } from '../../domain/ai-order/ai-order-input'
import { training, trainingClient } from './training-support'

// The tutor's reply is another part's; here it never starts.
vi.mock('../../edge/training/reply/start-reply', () => ({ startTutorReply: vi.fn() }))

let t: TestDb
let deps: AppDeps
let app: TTestApp
// A connected model, so a reply costs a token (the demo writer's replies are free): the refusals below are about paying.
useTestApp((made) => ({ t, deps, app } = made), {}, { connectedAi: true })
useMidWindowClock(() => t.db)
// A spy left by a failed test must not stand in for the OCR of the next.
afterEach(() => void vi.restoreAllMocks())

const QUEUE_FULL = 'Слишком много запросов, попробуй через минуту'

function photoTask(text: string, png = solidPng(40, 30)) {
  const form = new FormData()
  form.set('text', text)
  form.set('photo', new File([png as Uint8Array<ArrayBuffer>], 'task.png'))
  return form
}

/** This process's `tesseract` children now: their count and resident sizes (Linux /proc). */
async function tesseractChildren(): Promise<number[]> {
  const sizes: number[] = []
  for (const pid of (await readdir('/proc')).filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
      const [, comm, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? []
      if (comm !== 'tesseract' || Number(rest?.split(' ')[1]) !== process.pid) continue
      sizes.push(Number((await readFile(`/proc/${pid}/statm`, 'utf8')).split(' ')[1]) * 4096)
    } catch {
      // Gone between the listing and the read.
    }
  }
  return sizes
}

/** Runs `work` while sampling the Tesseract children every 20 ms: the most at once and their largest total RSS. */
async function watchTesseract<T>(work: () => Promise<T>): Promise<{ result: T; most: number; peakBytes: number }> {
  let most = 0
  let peakBytes = 0
  let done = false
  const sampling = (async () => {
    while (!done) {
      const sizes = await tesseractChildren()
      most = Math.max(most, sizes.length)
      peakBytes = Math.max(peakBytes, sizes.reduce((a, b) => a + b, 0))
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  try {
    return { result: await work(), most, peakBytes }
  } finally {
    done = true
    await sampling
  }
}

/**
 * A stand-in `tesseract` that reads «Задача про поезд» once the test opens its gate: each reading logs `start` when it
 * begins and `end` when it is let through, so the test sees how many ran at once without racing a clock.
 */
async function gatedTesseract() {
  const dir = await mkdtemp(join(tmpdir(), 'gated-tesseract-'))
  const bin = join(dir, 'tesseract')
  const log = join(dir, 'log')
  await writeFile(log, '')
  await writeFile(
    bin,
    `#!/bin/sh
if [ "$1" = "--list-langs" ]; then printf 'List of available languages (2):\\neng\\nrus\\n'; exit 0; fi
cat > /dev/null
echo start >> '${log}'
i=0
while [ ! -f '${join(dir, 'open')}' ] && [ "$i" -lt 1200 ]; do sleep 0.05; i=$((i + 1)); done
echo end >> '${log}'
echo 'Задача про поезд'
`,
  )
  await chmod(bin, 0o755)
  const events = async () => (await readFile(log, 'utf8')).split('\n').filter(Boolean)
  return {
    bin,
    /** Readings started and not yet let through. */
    running: async () => (await events()).reduce((n, e) => n + (e === 'start' ? 1 : -1), 0),
    /** The most readings that ran at once. */
    most: async () => {
      let now = 0
      let most = 0
      for (const e of await events()) most = Math.max(most, (now += e === 'start' ? 1 : -1))
      return most
    },
    open: () => writeFile(join(dir, 'open'), ''),
  }
}

describe('cheap checks before the photo is read', () => {
  it('refuses 8 000 typed characters with a photo as too long without reading the photo', async () => {
    const c = await trainingClient(t.db, deps, { trials: 1 })
    const recognize = vi.spyOn(deps.ports.ocr, 'recognize')
    const r = await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: photoTask('а'.repeat(TRAINING_LIMITS.taskMax)) })
    expect(r).toEqual({ status: 400, body: { error_message: TRAINING_MESSAGES.longTask, code: 'BAD_REQUEST' } })
    expect(recognize).not.toHaveBeenCalled()
  })

  it('refuses a subscriber whose tokens cannot pay the reply (409 INSUFFICIENT_TOKENS) without reading the photo', async () => {
    const c = await trainingClient(t.db, deps, { subscribed: true })
    const recognize = vi.spyOn(deps.ports.ocr, 'recognize')
    const r = await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: photoTask('Помоги') })
    expect(r.status).toBe(409)
    expect(r.body.code).toBe('INSUFFICIENT_TOKENS')
    expect(recognize).not.toHaveBeenCalled()
  })

  it('counts every reading against the task limit, also when the task is then refused: the 11th in a minute is 429 unread', async () => {
    const c = await trainingClient(t.db, deps, { trials: 1 })
    // Room for the photo's text by the typed length, but the photo brings more than fits.
    const recognize = vi.spyOn(deps.ports.ocr, 'recognize').mockResolvedValue('Условие задачи '.repeat(10))
    const typed = 'б'.repeat(TRAINING_LIMITS.taskMax - 20)
    for (let i = 0; i < 10; i++) {
      const r = await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: photoTask(typed) })
      expect(r).toEqual({ status: 400, body: { error_message: TRAINING_MESSAGES.longTask, code: 'BAD_REQUEST' } })
    }
    const eleventh = await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: photoTask(typed) })
    expect(eleventh).toMatchObject({ status: 429, body: { error_message: AI_ORDER_MESSAGES.tooManyAttempts, code: 'TOO_MANY_ATTEMPTS' } })
    expect(recognize).toHaveBeenCalledTimes(10)
  }, 120_000)
})

describe('one bounded OCR pool', () => {
  it('runs 2 Tesseracts at a time, queues 1 and answers the 4th at once 429 «Слишком много запросов…»', async () => {
    const tesseract = await gatedTesseract()
    const bounded = withSettings(deps, { TESSERACT_BIN: tesseract.bin, OCR_CONCURRENCY: 2, OCR_QUEUE_MAX: 1 })
    const pooled = fromPeer(createApp(bounded))
    const clients = await Promise.all([1, 2, 3, 4].map(() => trainingClient(t.db, deps, { trials: 1 })))
    const answered: number[] = []
    const answers = clients.map((c, i) =>
      training(pooled, '/v1/tasks', { method: 'POST', headers: c.headers, body: photoTask(`Задача ${i}`) }).then((r) => (answered.push(r.status), r)),
    )
    // Two readings hold the pool and one waits: the fourth is refused while none of them has finished.
    await vi.waitFor(
      async () => {
        expect(answered).toEqual([429])
        expect(await tesseract.running()).toBe(2)
      },
      { timeout: 60_000, interval: 50 },
    )
    await tesseract.open()
    const result = await Promise.all(answers)
    expect(result.map((r) => r.status).sort()).toEqual([201, 201, 201, 429])
    expect(result.find((r) => r.status === 429)?.body).toMatchObject({ error_message: QUEUE_FULL, code: 'TOO_MANY_ATTEMPTS' })
    expect(await tesseract.most()).toBe(2)
  }, 120_000)
})

describe.runIf(canRun('Tesseract memory under the pool', TESSERACT_PROBLEM))('six large photos at once with the real Tesseract', () => {
  it('never run more than OCR_CONCURRENCY (2) Tesseract processes; their memory is reported', async () => {
    const c = await trainingClient(t.db, deps, { trials: 6 })
    // 36 megapixels (the limit is 40): Tesseract holds the page in memory several times over.
    const large = solidPng(6000, 6000)
    const run = await watchTesseract(() => Promise.all(Array.from({ length: 6 }, (_, i) => training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: photoTask(`Задача ${i}`, large) }))))
    console.log(`six 36 MP photos: at most ${run.most} Tesseract processes at once, ${Math.round(run.peakBytes / 1048576)} MB resident together at the peak`)
    expect(run.result.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201])
    expect(run.most).toBeLessThanOrEqual(2)
  }, 120_000)
})
