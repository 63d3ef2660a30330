// The AI order's answer stream: live from another instance, the Last-Event-ID resume, a provider cut that keeps the
// received part, and the OpenAI-compatible adapter behind an order.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { createApp } from '../../edge/app'
import { startRealtimeHub } from '../../edge/realtime/hub'
import { AiError } from '../../edge/ai/errors'
import type { TAi } from '../../edge/ai/port'
import type { TestDb } from '../helpers/test-db'
import { fromPeer, useTestApp, type TTestApp } from '../helpers/test-app'
import { chunkText, readSse } from '../helpers/sse'
import { gql } from './auth-support'
import { aiOrderHelpers, PAY, QUESTION } from './ai-orders-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { AI_ORDER_PRICE_TOKENS: '12' })

const { client, tokens, runJobs, created, read, stream } = aiOrderHelpers(() => ({ t, deps, app }))

/** A provider whose deltas the test releases one by one, and which can fail after some of them. */
function scriptedAi(deltas: string[], failAfter?: number) {
  // A semaphore: each release lets one more delta out, whether the stream is already waiting or not.
  let permits = 0
  const waiters: (() => void)[] = []
  const nextGate = () => new Promise<void>((r) => (permits > 0 ? (permits--, r()) : waiters.push(r)))
  const release = () => {
    const w = waiters.shift()
    if (w) w()
    else permits++
  }
  const ai: TAi = {
    info: { kind: 'openai', model: 'scripted', isDemo: false },
    generateObject: (async () => ({ prompts: ['Почему так?', 'А другим способом?'] })) as TAi['generateObject'],
    generateText: async () => deltas.join(''),
    async *streamText() {
      for (let i = 0; i < deltas.length; i++) {
        if (failAfter !== undefined && i === failAfter) throw new AiError('unavailable', 'scripted cut')
        await nextGate()
        yield deltas[i]!
      }
    },
  }
  return { ai, release }
}

describe('GET /api/ai-order/{id}/stream', () => {
  it('streams live from another instance, and a reconnect with Last-Event-ID gets exactly the rest (paid order)', async () => {
    const deltas = Array.from({ length: 30 }, (_, i) => `часть ${i} $x_${i}$; `)
    const script = scriptedAi(deltas)
    const live: AppDeps = { ...deps, ports: { ...deps.ports, ai: script.ai } }
    // The reader is served by another instance (its own realtime hub): the job's notices reach it through the database.
    const otherHub = await startRealtimeHub(t.db, deps.log)
    const liveApp = fromPeer(createApp({ ...live, realtime: otherHub }))
    // The scripted provider serves only this test's order: earlier tests' jobs are done first.
    await runJobs()
    const c = await client()
    await tokens(c.id, 12)
    const u = await created(c.headers, { query: QUESTION }, liveApp)
    await gql(liveApp, PAY, { u }, c.headers)
    const worker = runJobs(live)
    // One delta every few milliseconds: the first reader joins while the answer is being written.
    let released = 0
    const ticker = setInterval(() => (released++ < deltas.length ? script.release() : clearInterval(ticker)), 5)
    // First connection: reads until about half is out, then drops.
    const first = await stream(u, c.headers, {}, liveApp)
    const { createParser } = await import('eventsource-parser')
    let got = ''
    let lastId = '0'
    const reader = first.body!.pipeThrough(new TextDecoderStream()).getReader()
    const parser = createParser({
      onEvent: (e) => {
        if (e.event === 'chunk') got += (JSON.parse(e.data) as { text: string }).text
        if (e.id) lastId = e.id
      },
    })
    while (got.length < 200) {
      const { value, done } = await reader.read()
      if (done) break
      parser.feed(value)
    }
    await reader.cancel()
    expect(Number(lastId)).toBe(got.length)
    expect(got.length).toBeLessThan(deltas.join('').length)
    await worker
    clearInterval(ticker)
    const rest = await readSse(await stream(u, c.headers, { 'last-event-id': lastId }, liveApp))
    expect(rest[0]).toMatchObject({ event: 'start', id: lastId })
    expect(rest.at(-1)!.event).toBe('complete')
    expect(got + chunkText(rest)).toBe(deltas.join(''))
    // Ids never go backwards and end at the full length.
    const ids = rest.map((e) => Number(e.id))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(ids.at(-1)).toBe(deltas.join('').length)
    await otherHub.stop()
  })

  it('a provider cut mid-answer keeps the received part, then ends with an error event and «Ошибка» data', async () => {
    const deltas = ['Шаг 1. ', 'Запишем $a = 2$. ', 'Шаг 2. ', 'никогда не придёт']
    const script = scriptedAi(deltas, 3)
    const cut: AppDeps = { ...deps, ports: { ...deps.ports, ai: script.ai } }
    const cutApp = fromPeer(createApp(cut))
    await runJobs()
    const c = await client()
    await tokens(c.id, 12)
    const u = await created(c.headers, { query: QUESTION }, cutApp)
    await gql(cutApp, PAY, { u }, c.headers)
    for (let i = 0; i < 3; i++) script.release()
    const listening = Promise.resolve(stream(u, c.headers, {}, cutApp)).then(readSse)
    await runJobs(cut)
    const events = await listening
    expect(chunkText(events)).toBe('Шаг 1. Запишем $a = 2$. Шаг 2. ')
    expect(events.at(-1)).toMatchObject({ event: 'error' })
    expect(JSON.parse(events.at(-1)!.data).message).toMatch(/временно недоступен/)
    const order = await read(u, c.headers)
    expect(order.status).toBe('FAILED')
    expect(order.messages[1]).toMatchObject({ state: 'failed', content: 'Шаг 1. Запишем $a = 2$. Шаг 2. ' })
    const unified = (await gql(cutApp, `query($id: ID!) { getUnifiedOrderById(id: $id) { status } }`, { id: u }, c.headers)).data.getUnifiedOrderById
    expect(unified.status).toBe('CANCELED')
  })
})

describe('the OpenAI-compatible adapter behind an AI order', () => {
  it('streams one answer from the local fake chat-completions server into the message, with the tutor prompt', async () => {
    const { createOpenAiFake } = await import('../fakes/openai')
    const { startFake } = await import('../fakes/serve')
    const { withSettings } = await import('../helpers/app-deps')
    const fake = createOpenAiFake({ apiKey: 'sk-ai-order-test' })
    const answer = 'Шаг 1. Сложим: $12 + 30 = 42$.\n\nОтвет: 42.'
    fake.fallback = (req) => (req.body.stream ? { kind: 'text', content: answer } : { kind: 'text', content: JSON.stringify({ prompts: ['Почему 42?', 'Как проверить?'] }) })
    fake.chunkSize = 5
    const server = await startFake(fake.app)
    try {
      await runJobs()
      const real = withSettings(deps, { LLM_API_KEY: 'sk-ai-order-test', LLM_BASE_URL: `${server.url}/v1`, LLM_MODEL: 'fake-model' })
      const realApp = fromPeer(createApp(real))
      const c = await client()
      await tokens(c.id, 12)
      const u = await created(c.headers, { query: QUESTION }, realApp)
      await gql(realApp, PAY, { u }, c.headers)
      await runJobs(real)
      const order = await read(u, c.headers)
      expect(order).toMatchObject({ status: 'ANSWERED', isDemo: false, suggestedPrompts: ['Почему 42?', 'Как проверить?'] })
      expect(order.messages[1]).toMatchObject({ content: answer, state: 'done' })
      const streamed = fake.requests.find((r) => r.body.stream)!
      expect(streamed.body.model).toBe('fake-model')
      expect(streamed.body.messages?.[0]?.content).toMatch(/Ты репетитор/)
      expect(streamed.body.messages?.at(-1)?.content).toContain(QUESTION)
      expect(chunkText(await readSse(await stream(u, c.headers, {}, realApp)))).toBe(answer)
    } finally {
      await server.close()
    }
  })
})
