// Writing essay parts with a real (faked) model: citations outside the approved list never reach the text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openAiCompatible } from './openai-compatible'
import { writeEssayPart } from './essay-text'
import { splitLength } from './length'
import { createOpenAiFake } from '../../tests/fakes/openai'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'

const fake = createOpenAiFake({ apiKey: 'k' })
let server: TRunningFake
beforeAll(async () => {
  server = await startFake(fake.app)
})
afterAll(() => server.close())

const outline = { chapters: [{ title: 'Теоретические основы', subchapters: [{ title: 'Понятия' }, { title: 'Подходы' }] }] }
const ctx = { topic: 'Рынок труда в регионе', workType: 'referat' as const, outline, sources: [{ title: 'Экономика труда' }, { title: 'Региональная статистика' }] }

describe('writeEssayPart', () => {
  it('removes citations of sources the student did not approve, and reports them', async () => {
    const ai = openAiCompatible({ baseUrl: `${server.url}/v1`, apiKey: 'k', model: 'm', timeoutMs: 2000, maxRetries: 0 })
    fake.script.push({ kind: 'text', content: 'Рынок труда изучен [1]. Выдуманный источник [7]. Сводные данные [2, 9].' })
    const section = splitLength(5, outline)[1]!
    const deltas: string[] = []
    const written = await writeEssayPart(ai, ctx, section, { previousText: 'Конец введения.', onDelta: (d) => deltas.push(d) })
    expect(written.text).toBe('Рынок труда изучен [1]. Выдуманный источник. Сводные данные [2].')
    expect(written.removedCitations).toBe(2)
    expect(written.cited).toEqual([1, 2])
    expect(written).toMatchObject({ promptId: 'essay-section', promptVersion: 1, words: 7 })
    expect(deltas.join('')).toContain('[7]')
    const prompt = fake.requests.at(-1)?.body.messages?.[1]?.content ?? ''
    expect(prompt).toContain('Конец введения.')
    expect(prompt).toContain(`${section.words} слов`)
  })

  it('strips every citation from the conclusion', async () => {
    const ai = openAiCompatible({ baseUrl: `${server.url}/v1`, apiKey: 'k', model: 'm', timeoutMs: 2000, maxRetries: 0 })
    fake.script.push({ kind: 'text', content: 'Итоги подведены [1].' })
    const conclusion = splitLength(5, outline).at(-1)!
    expect((await writeEssayPart(ai, ctx, conclusion)).text).toBe('Итоги подведены.')
  })
})
