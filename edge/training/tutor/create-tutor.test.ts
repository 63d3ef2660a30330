// createTutor over both providers. Demo: the reply streams in many small deltas, a resumed reply (partial) completes
// the very same text once, a defense runs on the defense prompt, memories come back validated. Real model (the local
// fake OpenAI-compatible server): the Socratic prompt with the task, chat, memories and the partial to continue,
// streamed deltas, a restarted model's repeat dropped, memories parsed by the schema with known ones skipped.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { demoProvider } from '../../ai/demo-provider'
import { openAiCompatible } from '../../ai/openai-compatible'
import { collectText } from '../../../tests/helpers/collect-text'
import { createOpenAiFake } from '../../../tests/fakes/openai'
import { startFake, type TRunningFake } from '../../../tests/fakes/serve'
import { createTutor } from './create-tutor'
import { TUTOR_DONE_MARKER, type TDefenseSource, type TTutorTurn } from './tutor-port'

const TASK = 'Реши уравнение 3x + 5 = 20'
const turn = (history: TTutorTurn['history'], o: Partial<TTutorTurn> = {}): TTutorTurn => ({ task: { kind: 'task', text: TASK }, history, memories: [], ...o })
const first: TTutorTurn['history'] = [{ sender: 'user', content: TASK }]

describe('createTutor over the demo provider', () => {
  const tutor = createTutor(demoProvider({ streamDelayMs: 0 }))

  it('streams the reply in many small deltas', async () => {
    const deltas: string[] = []
    const text = await collectText(tutor.streamReply(turn(first)), (d) => deltas.push(d))
    expect(text.startsWith('(демо)')).toBe(true)
    expect(deltas.length).toBeGreaterThan(10)
    expect(Math.max(...deltas.map((d) => d.length))).toBeLessThan(60)
  })

  it('continues a cut reply from where it broke off: partial + continuation is the full reply, at any cut', async () => {
    const history: TTutorTurn['history'] = [...first, { sender: 'assistant', content: 'подсказка' }, { sender: 'user', content: 'x = 5' }]
    const full = await collectText(tutor.streamReply(turn(history)))
    expect(full.endsWith(TUTOR_DONE_MARKER)).toBe(true)
    for (const cut of [1, 7, Math.floor(full.length / 2), full.length - 3, full.length]) {
      const partial = full.slice(0, cut)
      const rest = await collectText(tutor.streamReply(turn(history, { partial })))
      expect(partial + rest).toBe(full)
      // The marker appears once over the two parts: the task completes once.
      expect((partial + rest).split(TUTOR_DONE_MARKER)).toHaveLength(2)
    }
  })

  it('runs a defense on the defense writer with the work’s own text', async () => {
    const defense: TDefenseSource = { topic: 'Цифровая экономика', workTypeTitle: 'Реферат', goal: 'Цель работы — описать платформы.', sections: [{ title: 'Платформы', text: 'Платформы меняют рынок.' }], sources: [] }
    const text = await collectText(tutor.streamReply({ task: { kind: 'defense', text: 'Защита', defense }, history: [{ sender: 'user', content: 'Защита' }], memories: [] }))
    expect(text).toContain('Вопрос 1 из 3.')
    expect(text).toContain('«Цифровая экономика»')
  })

  it('extracts memories from what happened, skipping the ones already kept', async () => {
    const history: TTutorTurn['history'] = [...first, { sender: 'assistant', content: '…' }, { sender: 'user', content: 'x = 4' }, { sender: 'assistant', content: '…' }, { sender: 'user', content: 'x = 5' }]
    const facts = await tutor.extractMemories({ task: { kind: 'task', text: TASK }, history, existing: [] })
    expect(facts).toEqual([{ kind: 'weak_topic', content: 'Линейные уравнения: ошибается в вычислениях, помогает проверка подстановкой' }])
    expect(await tutor.extractMemories({ task: { kind: 'task', text: TASK }, history, existing: [facts[0]!.content] })).toEqual([])
  })
})

describe('createTutor over an OpenAI-compatible model (local fake)', () => {
  const KEY = 'sk-tutor-test'
  const fake = createOpenAiFake({ apiKey: KEY })
  let server: TRunningFake
  beforeAll(async () => {
    server = await startFake(fake.app)
  })
  afterAll(() => server.close())
  beforeEach(() => fake.reset())
  const tutor = () => createTutor(openAiCompatible({ baseUrl: `${server.url}/v1`, apiKey: KEY, model: 'test-model', timeoutMs: 5_000, maxRetries: 0 }))

  it('sends the Socratic system prompt and the task, chat and memories, and streams the model’s deltas', async () => {
    fake.script.push({ kind: 'text', content: 'Что ты уже пробовал? Подумай, что мешает $x$ остаться одному. <qa>Перенести 5</qa><qa>Разделить на 3</qa>' })
    fake.chunkSize = 5
    const deltas: string[] = []
    const history: TTutorTurn['history'] = [...first, { sender: 'assistant', content: 'С чего начнём?' }, { sender: 'user', content: 'не знаю' }]
    const text = await collectText(tutor().streamReply(turn(history, { memories: ['Линейные уравнения: путается при переносе слагаемых'] })), (d) => deltas.push(d))
    expect(text).toContain('<qa>Перенести 5</qa>')
    expect(deltas.length).toBeGreaterThan(5)
    const req = fake.requests[0]!
    expect(req.body.stream).toBe(true)
    const [system, user] = req.body.messages!
    expect(system!.content).toContain('метод Сократа')
    expect(system!.content).toContain('самую маленькую подсказку')
    expect(system!.content).toContain('«покажи решение»')
    expect(system!.content).toContain('сообщай сразу и прямо')
    expect(system!.content).toContain('<qa>…</qa>')
    expect(system!.content).toContain('$…$')
    expect(system!.content).toContain(TUTOR_DONE_MARKER)
    expect(system!.content).toContain('Не придумывай источники')
    expect(user!.content).toContain(`Задача ученика:\n${TASK}`)
    expect(user!.content).toContain('Ученик: не знаю')
    expect(user!.content).toContain('Репетитор: С чего начнём?')
    expect(user!.content).toContain('- Линейные уравнения: путается при переносе слагаемых')
  })

  it('gives the partial as the start of the answer and asks to continue; a restarted model’s repeat is dropped', async () => {
    const partial = 'Верно, первый шаг сделан. Теперь '
    fake.script.push({ kind: 'text', content: `${partial}раздели обе части на 3.` })
    const rest = await collectText(tutor().streamReply(turn(first, { partial })))
    expect(rest).toBe('раздели обе части на 3.')
    expect(fake.requests[0]!.body.messages![1]!.content).toContain(`Вот уже отправленное начало:\n<<<\n${partial}\n>>>`)
    fake.script.push({ kind: 'text', content: 'раздели обе части на 3.' })
    expect(await collectText(tutor().streamReply(turn(first, { partial })))).toBe('раздели обе части на 3.')
  })

  it('uses the defense prompt with the work’s text for a defense', async () => {
    fake.script.push({ kind: 'text', content: 'Вопрос 1. Какова цель работы?' })
    const defense: TDefenseSource = { topic: 'Цифровая экономика', workTypeTitle: 'Реферат', goal: 'Цель работы — описать платформы.', sections: [{ title: 'Платформы', text: 'Платформы меняют рынок.' }], sources: ['Иванов И. И. Экономика. — М., 2020.'] }
    await collectText(tutor().streamReply({ task: { kind: 'defense', text: 'Защита', defense }, history: [{ sender: 'user', content: 'Защита' }], memories: [] }))
    const [system, user] = fake.requests[0]!.body.messages!
    expect(system!.content).toContain('комиссия')
    expect(system!.content).toContain('«Сильные стороны» и «Что подтянуть»')
    expect(user!.content).toContain('тема «Цифровая экономика»')
    expect(user!.content).toContain('## Платформы\nПлатформы меняют рынок.')
    expect(user!.content).toContain('1. Иванов И. И. Экономика. — М., 2020.')
  })

  it('parses memories by the schema, skips known and repeated facts, and keeps nothing when the model fails', async () => {
    fake.script.push({
      kind: 'text',
      content: JSON.stringify({ facts: [{ kind: 'weak_topic', content: 'Дроби: путает числитель и знаменатель' }, { kind: 'level', content: 'Уровень: 7 класс' }, { kind: 'level', content: 'уровень:  7 класс' }] }),
    })
    const facts = await tutor().extractMemories({ task: { kind: 'task', text: TASK }, history: first, existing: ['Дроби: путает числитель и знаменатель'] })
    expect(facts).toEqual([{ kind: 'level', content: 'Уровень: 7 класс' }])
    expect(fake.requests[0]!.body.messages![0]!.content).toContain('об УЧЕНИКЕ, а не о задаче')
    expect(fake.requests[0]!.body.messages![1]!.content).toContain('Уже записано (не повторяй):\n- Дроби')
    fake.script.push({ kind: 'text', content: '{"facts": [{"kind": "mood", "content": "x"}]}' }, { kind: 'text', content: 'не JSON' })
    expect(await tutor().extractMemories({ task: { kind: 'task', text: TASK }, history: first, existing: [] })).toEqual([])
  })
})
