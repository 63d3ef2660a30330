// The text-work flow on the OpenAI-compatible adapter instead of the demo writer: every AI step runs in the real job
// worker (with the server's settings), talking to a local fake of the chat-completions protocol; the order goes from
// requirements to a downloadable DOCX, the model's out-of-range citation is dropped, and the model is named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { strFromU8, unzipSync } from 'fflate'
import type { AppDeps } from '../../edge/context'
import { createJobWorker, type JobWorker } from '../../edge/jobs/worker'
import { jobHandlerMap } from '../../edge/jobs/registry'
import { jobHandlers } from '../../edge/jobs/handlers'
import { applyPaymentCredit } from '../../edge/money/apply-payment-credit'
import { createOpenAiFake, type TOpenAiFake, type TOpenAiRequest } from '../fakes/openai'
import { startFake, type TRunningFake } from '../fakes/serve'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { bearer, freshPhone, fromIp, gql, signInByPhone } from './auth-support'


const KEY = 'sk-test-essay-flow'
let fake: TOpenAiFake
let server: TRunningFake
let t: TestDb
let deps: AppDeps
let app: TTestApp
let worker: JobWorker

beforeAll(async () => {
  fake = createOpenAiFake({ apiKey: KEY })
  server = await startFake(fake.app)
})
useTestApp((made) => ({ t, deps, app } = made), {
  get LLM_API_KEY() {
    return KEY
  },
  get LLM_BASE_URL() {
    return `${server.url}/v1`
  },
  LLM_MODEL: 'gpt-fake-essay',
})
beforeAll(async () => {
  worker = createJobWorker({ db: t.db, handlers: jobHandlerMap(jobHandlers), concurrency: 2, pollMs: 30, log: deps.log, services: deps })
  await worker.start()
})
afterAll(async () => {
  await worker?.stop()
  await server?.close()
})

const OUTLINE = {
  chapters: [
    { title: 'Теоретические основы денежного обращения', subchapters: [{ title: 'Понятие и виды инфляции' }, { title: 'Причины инфляции' }] },
    { title: 'Инфляция в экономике России', subchapters: [{ title: 'Динамика цен в 2014–2024 годах' }, { title: 'Меры Банка России' }] },
  ],
}

/** A model that answers JSON requests with an outline and text requests with a cited paragraph (one bad citation). */
function model(req: TOpenAiRequest) {
  if (req.body.response_format?.type === 'json_object') return { kind: 'text' as const, content: JSON.stringify(OUTLINE) }
  const paragraph = 'Денежная политика определяет устойчивость цен и доходов населения [1]. Исследователи подчёркивают роль ожиданий [2], а также влияние внешних шоков [99].'
  return { kind: 'text' as const, content: Array.from({ length: 6 }, () => paragraph).join('\n\n') }
}

const GET = `query($id: ID!) { getAiEssayOrderById(id: $id) { status aiProvider errorMessage outline { title } references { id } finalText { key text } } }`
const statusOf = async (id: string, h: Record<string, string>) => (await gql(app, GET, { id }, h)).data.getAiEssayOrderById

describe('text work on the OpenAI-compatible adapter', () => {
  it('goes from requirements to a DOCX through the job worker', async () => {
    fake.fallback = model
    const h = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('10.94.0.1')))
    const userId = (await gql(app, '{ me { id } }', {}, h)).data.me.id as string
    await applyPaymentCredit({ tx: t.db, paymentKey: `openai-flow:${userId}`, userId, reason: 'refill', credits: { permanent_tokens: 100 } })
    const topic = 'Инфляция и её влияние на экономику России'
    const id = (await gql(app, `mutation($t: String!) { createAiEssayOrder(topic: $t, workTypeId: 1) { id } }`, { t: topic }, h)).data.createAiEssayOrder.id as string
    await gql(app, `mutation($id: ID!, $t: String!) { editAiEssayOrderRequirements(aiEssayOrderId: $id, topic: $t, numberOfPages: 3) { id } }`, { id, t: topic }, h)

    await expect.poll(async () => (await statusOf(id, h)).status, { timeout: 20_000, interval: 100 }).toBe(8)
    const withOutline = await statusOf(id, h)
    expect(withOutline.outline.map((c: { title: string }) => c.title)).toEqual(OUTLINE.chapters.map((c) => c.title))
    expect(withOutline.aiProvider).toBe('gpt-fake-essay')

    const shown = [{ title: 'Введение', subchapters: [] }, ...OUTLINE.chapters, { title: 'Заключение', subchapters: [] }]
    await gql(app, `mutation($id: ID!, $o: [AiEssayOutlineChapterInput!]!) { editAiEssayOrderOutline(aiEssayOrderId: $id, outline: $o) { status } }`, { id, o: shown }, h)
    await expect.poll(async () => (await statusOf(id, h)).status, { timeout: 20_000, interval: 100 }).toBe(5)

    const refs = (await statusOf(id, h)).references.slice(0, 2).map((r: { id: string }) => r.id)
    await gql(app, `mutation($id: ID!, $r: [ID!]!) { approveAiEssayOrderReferences(aiEssayOrderId: $id, referenceIds: $r) { status } }`, { id, r: refs }, h)
    await expect.poll(async () => (await statusOf(id, h)).status, { timeout: 30_000, interval: 100 }).toBe(14)

    const done = await statusOf(id, h)
    const text = done.finalText.map((s: { text: string }) => s.text).join('\n')
    expect(text).toContain('Денежная политика определяет устойчивость цен')
    expect(text).toContain('[1]')
    expect(text).not.toContain('[99]')
    // Every request carried the key and the configured model, and the text requests asked in Russian.
    expect(fake.requests.every((r) => r.authorization === `Bearer ${KEY}` && r.body.model === 'gpt-fake-essay')).toBe(true)
    expect(fake.requests.some((r) => r.body.messages?.[0]?.content.includes('русском'))).toBe(true)

    const res = await app.request(`/api/ai-essay-order/${id}/docx/`, { headers: h })
    expect(res.status).toBe(200)
    const doc = strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['word/document.xml']!).replace(/<[^>]+>/g, '')
    expect(doc).toContain('Меры Банка России')
    expect(doc).toContain('Денежная политика определяет устойчивость цен')
  })
})
