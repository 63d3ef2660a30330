// Requirements → outline: the mutation saves and enqueues, the durable job writes the outline on the demo AI, the step
// is guarded by status, and an AI that times out or refuses ends in status 15 with a Russian message, nothing lost.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { AiError } from '../../edge/ai/errors'
import { demoProvider } from '../../edge/ai/demo-provider'
import type { TAi } from '../../edge/ai/port'
import { generateEssayOutline } from '../../edge/essays/outline/generate-essay-outline'
import { generateOutlineJob } from '../../edge/essays/outline/generate-outline-job'
import { suggestEssayRequirements } from '../../edge/essays/requirements/suggest-essay-requirements'
import { createJobWorker } from '../../edge/jobs/worker'
import { jobHandlerMap } from '../../edge/jobs/registry'
import { createLogger } from '../../edge/log'
import type { TestDb } from '../helpers/test-db'
import { bearer, freshPhone, fromIp, gql, signInByPhone } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

let ipSeq = 0
const client = async () => bearer(await signInByPhone(app, t.db, freshPhone(), fromIp(`10.89.0.${++ipSeq}`)))

const CREATE = `mutation($topic: String!, $type: Int!) { createAiEssayOrder(topic: $topic, workTypeId: $type) { id } }`
const EDIT = `mutation($id: ID!, $topic: String!, $pages: Int!, $idea: String, $goal: String) {
  editAiEssayOrderRequirements(aiEssayOrderId: $id, topic: $topic, numberOfPages: $pages, idea: $idea, goal: $goal) { id status numberOfPages idea goal } }`
const GET = `query($id: ID!) { getAiEssayOrderById(id: $id) { status previousStatus errorMessage aiProvider outline { title subchapters { title } } logs { event } } }`

async function orderWithRequirements(h: Record<string, string>, topic = 'Роль малого бизнеса в экономике России') {
  const id = (await gql(app, CREATE, { topic, type: 5 }, h)).data.createAiEssayOrder.id as string
  const res = await gql(app, EDIT, { id, topic, pages: 15, idea: 'Малый бизнес создаёт рабочие места и конкуренцию', goal: 'Оценить вклад малого бизнеса в ВВП' }, h)
  expect(res.errors).toBeUndefined()
  return { id, edited: res.data.editAiEssayOrderRequirements }
}

const jobsFor = async (id: string) =>
  t.db.query<{ name: string; key: string }>(`select name, key from private.jobs where name = 'essay.generate-outline' and payload->>'orderId' = $1`, [id])

const failingAi = (error: Error): TAi => ({ ...demoProvider(), generateObject: () => Promise.reject(error) })

describe('editAiEssayOrderRequirements', () => {
  it('saves the requirements, waits for the outline (7) and enqueues one outline job', async () => {
    const h = await client()
    const { id, edited } = await orderWithRequirements(h)
    expect(edited).toEqual({ id, status: 7, numberOfPages: 15, idea: 'Малый бизнес создаёт рабочие места и конкуренцию', goal: 'Оценить вклад малого бизнеса в ВВП' })
    expect(await jobsFor(id)).toHaveLength(1)
  })

  it('refuses bad requirements with the spec messages and changes nothing', async () => {
    const h = await client()
    const id = (await gql(app, CREATE, { topic: 'Роль малого бизнеса в экономике', type: 1 }, h)).data.createAiEssayOrder.id
    const bad = async (vars: Record<string, unknown>) => (await gql(app, EDIT, { id, topic: 'Роль малого бизнеса в экономике', pages: 10, ...vars }, h)).errors?.[0]?.message
    expect(await bad({ pages: 2 })).toBe('Количество страниц не должно быть меньше 3')
    expect(await bad({ pages: 21 })).toBe('Количество страниц не должно быть больше 20')
    expect(await bad({ idea: 'коротко' })).toBe('Длина идеи работы не должна быть меньше 10 символов')
    expect((await gql(app, GET, { id }, h)).data.getAiEssayOrderById.status).toBe(2)
    expect(await jobsFor(id)).toHaveLength(0)
  })

  it('is refused on a step where it does not belong, and for an order the caller cannot see', async () => {
    const h = await client()
    const { id } = await orderWithRequirements(h)
    const again = await gql(app, EDIT, { id, topic: 'Роль малого бизнеса в экономике России', pages: 10 }, h)
    expect(again.errors?.[0]).toMatchObject({ message: 'Этот шаг сейчас недоступен: обнови страницу', extensions: { code: 'STALE_STEP', status: 7 } })
    const stranger = await client()
    expect((await gql(app, EDIT, { id, topic: 'Роль малого бизнеса в экономике России', pages: 10 }, stranger)).errors?.[0]?.message).toBe('Заказ не найден')
  })
})

describe('the suggestion step', () => {
  const SUGGESTED = `query($id: ID!) { getAiEssayOrderById(id: $id) { status idea goal extendedDescription logs { event } } }`

  it('prefills idea, goal and tasks from the AI and opens the requirements (2 → 3)', async () => {
    const h = await client()
    const id = (await gql(app, CREATE, { topic: 'Экологические проблемы мегаполисов', type: 1 }, h)).data.createAiEssayOrder.id
    expect(await suggestEssayRequirements({ deps, ai: demoProvider(), orderId: id, finalAttempt: false })).toBe('suggested')
    const order = (await gql(app, SUGGESTED, { id }, h)).data.getAiEssayOrderById
    expect(order.status).toBe(3)
    expect(order.idea.length).toBeGreaterThanOrEqual(10)
    expect(order.goal).toMatch(/[а-яё]/i)
    expect(order.extendedDescription).toMatch(/^Задачи работы:\n1\) /)
    expect(await suggestEssayRequirements({ deps, ai: demoProvider(), orderId: id, finalAttempt: false })).toBe('skipped')
  })

  it('keeps what the client saved first, and opens the form empty when the AI fails for good', async () => {
    const h = await client()
    const { id } = await orderWithRequirements(h)
    expect(await suggestEssayRequirements({ deps, ai: demoProvider(), orderId: id, finalAttempt: false })).toBe('skipped')
    expect((await gql(app, SUGGESTED, { id }, h)).data.getAiEssayOrderById.idea).toBe('Малый бизнес создаёт рабочие места и конкуренцию')

    const other = (await gql(app, CREATE, { topic: 'История развития космонавтики', type: 1 }, h)).data.createAiEssayOrder.id
    const down = failingAi(new AiError('unavailable', 'HTTP 503'))
    await expect(suggestEssayRequirements({ deps, ai: down, orderId: other, finalAttempt: false })).rejects.toThrow()
    expect(await suggestEssayRequirements({ deps, ai: down, orderId: other, finalAttempt: true })).toBe('without')
    expect((await gql(app, SUGGESTED, { id: other }, h)).data.getAiEssayOrderById).toMatchObject({ status: 3, idea: null, goal: null })
  })
})

describe('the outline step', () => {
  it('writes a Russian outline on the demo AI, moves to outline approval (8) once, and labels the provider', async () => {
    const h = await client()
    const { id } = await orderWithRequirements(h)
    expect(await generateEssayOutline({ deps, ai: demoProvider(), orderId: id, finalAttempt: false })).toBe('generated')
    const order = (await gql(app, GET, { id }, h)).data.getAiEssayOrderById
    expect(order.status).toBe(8)
    expect(order.previousStatus).toBe(7)
    expect(order.aiProvider).toBe('demo')
    expect(order.outline.length).toBeGreaterThanOrEqual(1)
    expect(order.outline.length).toBeLessThanOrEqual(7)
    for (const chapter of order.outline) {
      expect(chapter.title).toMatch(/[а-яё]/i)
      expect(chapter.subchapters.length).toBeGreaterThanOrEqual(1)
      expect(chapter.subchapters.length).toBeLessThanOrEqual(5)
    }
    expect(order.logs.map((l: { event: string }) => l.event)).toEqual(['created', 'requirements-saved', 'outline-generated'])
    // A repeated run finds the order past its step and changes nothing.
    expect(await generateEssayOutline({ deps, ai: demoProvider(), orderId: id, finalAttempt: false })).toBe('skipped')
  })

  it('leaves a retryable failure to the job runner, and fails the order (15) with the message on the last attempt', async () => {
    const h = await client()
    const { id } = await orderWithRequirements(h)
    const timeout = new AiError('timeout', 'no answer in 60000 ms')
    await expect(generateEssayOutline({ deps, ai: failingAi(timeout), orderId: id, finalAttempt: false })).rejects.toBe(timeout)
    expect((await gql(app, GET, { id }, h)).data.getAiEssayOrderById.status).toBe(7)
    expect(await generateEssayOutline({ deps, ai: failingAi(timeout), orderId: id, finalAttempt: true })).toBe('failed')
    const order = (await gql(app, GET, { id }, h)).data.getAiEssayOrderById
    expect(order).toMatchObject({ status: 15, previousStatus: 7, errorMessage: 'Нейросеть не ответила вовремя. Попробуй еще раз чуть позже' })
    // The requirements the client typed are still there.
    const [row] = await t.db.query<{ idea: string; number_of_pages: number }>(`select idea, number_of_pages from public.ai_essay_orders where id = $1`, [id])
    expect(row).toEqual({ idea: 'Малый бизнес создаёт рабочие места и конкуренцию', number_of_pages: 15 })
  })

  it('fails at once when the AI refuses, since asking again gives the same answer', async () => {
    const h = await client()
    const { id } = await orderWithRequirements(h)
    expect(await generateEssayOutline({ deps, ai: failingAi(new AiError('refused', 'content_filter')), orderId: id, finalAttempt: false })).toBe('failed')
    expect((await gql(app, GET, { id }, h)).data.getAiEssayOrderById.status).toBe(15)
  })

  it('runs as a durable job in the worker', async () => {
    const h = await client()
    const { id } = await orderWithRequirements(h, 'Экологические проблемы мегаполисов')
    const worker = createJobWorker({ db: t.db, handlers: jobHandlerMap([generateOutlineJob]), concurrency: 1, pollMs: 50, log: createLogger('silent'), services: deps })
    await worker.start()
    try {
      await expect.poll(async () => (await gql(app, GET, { id }, h)).data.getAiEssayOrderById.status, { timeout: 15_000, interval: 100 }).toBe(8)
    } finally {
      await worker.stop()
    }
    const [job] = await t.db.query<{ status: string }>(`select status from private.jobs where name = 'essay.generate-outline' and payload->>'orderId' = $1`, [id])
    expect(job?.status).toBe('done')
  })
})
