// Referat catalogue generation: topics are validated and queued as durable `referat.generate` jobs; the job writes a
// published referat over the demo writer (labelled demo, references only from the sources catalogue, no claim put
// into a named author's mouth); a failing AI ends `failed` with a Russian message and the same topic can be retried.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { AiError } from '../../edge/ai/errors'
import { demoProvider } from '../../edge/ai/demo-provider'
import type { TAi } from '../../edge/ai/port'
import { createJobWorker } from '../../edge/jobs/worker'
import { jobHandlerMap } from '../../edge/jobs/registry'
import { createLogger } from '../../edge/log'
import { enqueueReferatTopics } from '../../edge/referats/enqueue-referat-topics'
import { referatGenerateJob } from '../../edge/referats/referat-generate-job'
import { originalityIndexJob } from '../../edge/originality/originality-jobs'
import { parseReferatTopics } from '../../domain/referat/referat-topics'
import type { TestDb } from '../helpers/test-db'
import { useTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
useTestApp((made) => ({ t, deps } = made))

const failingAi: TAi = {
  info: { kind: 'openai', model: 'broken', isDemo: false },
  generateObject: () => Promise.reject(new AiError('refused', 'test: refused')),
  generateText: () => Promise.reject(new AiError('refused', 'test: refused')),
  async *streamText() {
    throw new AiError('refused', 'test: refused')
  },
}

const withAi = (ai: TAi): AppDeps => ({ ...deps, ports: { ...deps.ports, ai } })

const runJob = (d: AppDeps, referatId: string, attempt = 1) =>
  referatGenerateJob.handler({ referatId }, { db: t.db, jobId: '0', attempt, log: createLogger('silent'), services: d })

type TRow = { id: string; status: string; error_message: string | null; is_demo: boolean; references: string[]; sources_count: number; characters_count: number; first_part: { title: string; text: string }[]; uniqueness: string | null; outline: unknown[] }
const row = async (id: string) => (await t.db.query<TRow>(`select * from public.referats where id = $1::bigint`, [id]))[0]!

describe('topic list', () => {
  it('keeps valid lines and reports bad ones with their line number', () => {
    const { topics, errors } = parseReferatTopics('# comment\nhistory\tРеформы Петра I и их значение\nhistory\tкоротко\nno tab here\nhistory\tРеформы Петра I и их значение\n')
    expect(topics).toEqual([{ subjectSlug: 'history', topic: 'Реформы Петра I и их значение' }])
    expect(errors.map((e) => [e.line, e.message])).toEqual([
      [3, 'Длина темы работы не должна быть меньше 10 символов'],
      [4, 'Строка должна быть такой: предмет<TAB>тема'],
      [5, 'Такая тема по этому предмету уже есть выше в файле'],
    ])
  })

  it('the committed starter list has at least 60 valid topics over known referat subjects', async () => {
    const { readFile } = await import('node:fs/promises')
    const { topics, errors } = parseReferatTopics(await readFile('content/referats/topics.tsv', 'utf8'))
    expect(errors).toEqual([])
    expect(topics.length).toBeGreaterThanOrEqual(60)
    const known = new Set((await t.db.query<{ slug: string }>(`select slug from public.subjects where in_referat`)).map((s) => s.slug))
    expect(topics.filter((x) => !known.has(x.subjectSlug))).toEqual([])
  })
})

describe('referat.generate', () => {
  it('queues one job per new topic, refuses an unknown subject, and does not queue a topic twice', async () => {
    const topics = [
      { subjectSlug: 'economics', topic: 'Инфляция: причины, виды и последствия' },
      { subjectSlug: 'no-such-subject', topic: 'Тема без предмета для проверки' },
    ]
    const first = await enqueueReferatTopics({ db: t.db, topics })
    expect(first.map((r) => r.outcome)).toEqual(['queued', 'unknown-subject'])
    const again = await enqueueReferatTopics({ db: t.db, topics: topics.slice(0, 1) })
    expect(again[0]).toMatchObject({ outcome: 'exists', referatId: first[0]!.referatId })
    const jobs = await t.db.query<{ payload: { referatId: string } }>(`select payload from private.jobs where name = 'referat.generate' and payload->>'referatId' = $1`, [first[0]!.referatId])
    expect(jobs).toHaveLength(1)
    // Queued, not published: a guest does not see it yet.
    expect((await row(first[0]!.referatId!)).status).toBe('queued')
  })

  it('the durable job writes a published demo referat with real catalogue references and no named authorities', async () => {
    const [q] = await enqueueReferatTopics({ db: t.db, topics: [{ subjectSlug: 'history', topic: 'Отмена крепостного права в России и её значение' }] })
    const worker = createJobWorker({ db: t.db, handlers: jobHandlerMap([referatGenerateJob]), concurrency: 1, pollMs: 30, log: createLogger('silent'), services: withAi(demoProvider({ streamDelayMs: 0 })) })
    await worker.start()
    try {
      for (let i = 0; i < 200 && (await row(q!.referatId!)).status !== 'published'; i++) await new Promise((r) => setTimeout(r, 50))
    } finally {
      await worker.stop()
    }
    const r = await row(q!.referatId!)
    expect(r).toMatchObject({ status: 'published', is_demo: true, error_message: null, uniqueness: null })
    expect(r.outline.length).toBeGreaterThanOrEqual(2)
    // References: exactly GOST lines of records in the sources catalogue, none made up.
    expect(r.references.length).toBeGreaterThan(0)
    expect(r.sources_count).toBe(r.references.length)
    const titles = (await t.db.query<{ title: string }>(`select title from public.source_catalogue`)).map((x) => x.title)
    for (const line of r.references) expect(titles.some((title) => line.includes(title))).toBe(true)
    // The guest part is the introduction; the whole text is in the private table.
    expect(r.first_part.map((s) => s.title)).toEqual(['Введение'])
    const [full] = await t.db.query<{ sections: { title: string; text: string }[]; ai_provider: string }>(`select sections, ai_provider from private.referat_texts where referat_id = $1::bigint`, [q!.referatId])
    expect(full!.ai_provider).toBe('demo')
    expect(full!.sections.length).toBeGreaterThan(4)
    const text = full!.sections.map((s) => s.text).join('\n')
    expect(r.characters_count).toBe(full!.sections.reduce((n, s) => n + s.title.length + s.text.length, 0))
    // The demo writer cites nothing, so it cannot attribute a claim to a work or an author.
    expect(text).not.toMatch(/\[\d+\]|По мнению исследователей|отмечается в работе|В издании «/)
    // A repeat run of a published referat changes nothing.
    await runJob(withAi(failingAi), q!.referatId!)
    expect((await row(q!.referatId!)).status).toBe('published')

    // Publishing queued its text for the originality index, whose job measures the page's «уникальность».
    const [index] = await t.db.query<{ payload: { kind: string; sourceIds: string[] } }>(`select payload from private.jobs where name = 'originality-index' and payload->'sourceIds' ? $1`, [q!.referatId])
    expect(index!.payload).toEqual({ kind: 'referat', sourceIds: [q!.referatId] })
    await originalityIndexJob.handler(index!.payload as never, { db: t.db, jobId: '0', attempt: 1, log: createLogger('silent') })
    const measured = Number((await row(q!.referatId!)).uniqueness)
    expect(measured).toBeGreaterThan(0)
    expect(measured).toBeLessThanOrEqual(100)
  })

  it('a failing AI ends failed with a clear Russian message; queuing the topic again retries it to published', async () => {
    const topic = { subjectSlug: 'physics', topic: 'Законы Ньютона и их применение' }
    const [q] = await enqueueReferatTopics({ db: t.db, topics: [topic] })
    await runJob(withAi(failingAi), q!.referatId!)
    const failed = await row(q!.referatId!)
    expect(failed.status).toBe('failed')
    expect(failed.error_message).toBe('Не получилось написать реферат. Попробуй еще раз: Нейросеть отказалась отвечать на этот запрос. Попробуй переформулировать тему или требования')
    // A retryable error before the last attempt is thrown for the worker's backoff, and the row is not failed.
    const [q2] = await enqueueReferatTopics({ db: t.db, topics: [{ subjectSlug: 'physics', topic: 'Электромагнитная индукция' }] })
    const flaky = { ...failingAi, generateObject: () => Promise.reject(new AiError('timeout', 'test: slow')) }
    await expect(runJob(withAi(flaky), q2!.referatId!, 1)).rejects.toThrow(AiError)
    expect((await row(q2!.referatId!)).status).toBe('generating')

    const retried = await enqueueReferatTopics({ db: t.db, topics: [topic] })
    expect(retried[0]).toMatchObject({ outcome: 'requeued', referatId: q!.referatId })
    await runJob(withAi(demoProvider({ streamDelayMs: 0 })), q!.referatId!)
    expect(await row(q!.referatId!)).toMatchObject({ status: 'published', error_message: null, is_demo: true })
  })
})
