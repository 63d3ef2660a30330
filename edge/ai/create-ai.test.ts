import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSettings } from '../settings'
import { createAi } from './create-ai'
import { createOpenAiFake } from '../../tests/fakes/openai'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'

const fake = createOpenAiFake({ apiKey: 'sk-live' })
let server: TRunningFake
beforeAll(async () => {
  server = await startFake(fake.app)
})
afterAll(() => server.close())

describe('createAi', () => {
  it('uses the demo provider when no key is set', () => {
    const s = readSettings({})
    expect(s.LLM_BASE_URL).toBe('https://api.openai.com/v1')
    expect(s.LLM_MODEL).toBe('gpt-4o-mini')
    expect(createAi(s).info).toEqual({ kind: 'demo', model: 'demo-ru-1', isDemo: true })
  })

  it('uses the OpenAI-compatible API with the configured base URL, key and model when a key is set', async () => {
    const s = readSettings({ LLM_API_KEY: 'sk-live', LLM_BASE_URL: `${server.url}/v1`, LLM_MODEL: 'my-model', LLM_TIMEOUT_MS: '5000', LLM_MAX_RETRIES: '0' })
    const ai = createAi(s)
    expect(ai.info).toEqual({ kind: 'openai', model: 'my-model', isDemo: false })
    fake.script.push({ kind: 'text', content: 'Ответ модели' })
    expect(await ai.generateText({ task: 't', system: 'Отвечай по-русски', prompt: 'Привет' })).toBe('Ответ модели')
    expect(fake.requests.at(-1)?.body.model).toBe('my-model')
  })

  it('passes a custom fetch through', async () => {
    const seen: string[] = []
    const s = readSettings({ LLM_API_KEY: 'sk-live', LLM_BASE_URL: `${server.url}/v1` })
    const ai = createAi(s, (input, init) => {
      seen.push(String(input))
      return fetch(input, init)
    })
    fake.script.push({ kind: 'text', content: 'Да' })
    await ai.generateText({ task: 't', system: 's', prompt: 'p' })
    expect(seen).toEqual([`${server.url}/v1/chat/completions`])
  })

  it('names a bad AI setting in plain words', () => {
    expect(() => readSettings({ LLM_TIMEOUT_MS: '10' })).toThrow(/LLM_TIMEOUT_MS/)
    expect(() => readSettings({ LLM_BASE_URL: 'not a url' })).toThrow(/LLM_BASE_URL/)
  })
})
