import { describe, expect, it } from 'vitest'
import type { TChatMessage } from './chat-model'
import { isStreaming, memoryFacts, onChunk, onComplete, onMemory, onStart, onStreamError, resumeId, upsertMessages } from './chat-model'

const msg = (seq: number, o: Partial<TChatMessage> = {}): TChatMessage => ({
  uuid: `m${seq}`,
  seq,
  sender: 'assistant',
  content: '',
  state: 'done',
  rating: 'not_rated',
  meta: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...o,
})

describe('chat model', () => {
  it('merges pages by uuid in seq order', () => {
    const list = upsertMessages([msg(3), msg(4)], [msg(1), msg(2), msg(3, { content: 'новый' })])
    expect(list.map((m) => m.seq)).toEqual([1, 2, 3, 4])
    expect(list[2]!.content).toBe('новый')
  })

  it('resumes a reply at the offset without repeating characters', () => {
    let list = [msg(1, { sender: 'user', content: 'x' }), msg(2, { content: '', state: 'streaming' })]
    list = onStart(list, { message_uuid: 'm2', seq: 2, offset: 0 })
    list = onChunk(list, { message_uuid: 'm2', text: 'Что ты ' })
    list = onChunk(list, { message_uuid: 'm2', text: 'уже попро' })
    // A reconnect at the last id seen: the server starts again at 7 characters and sends the rest once.
    list = onStart(list, { message_uuid: 'm2', seq: 2, offset: 7 })
    list = onChunk(list, { message_uuid: 'm2', text: 'уже попробовал?' })
    expect(list[1]!.content).toBe('Что ты уже попробовал?')
    expect(isStreaming(list)).toBe(true)
    expect(resumeId(list)).toBe('2.22')
    list = onComplete(list, { message_uuid: 'm2', length: 22, options: ['a'] })
    expect(list[1]).toMatchObject({ state: 'done', options: ['a'] })
    expect(resumeId(list)).toBe('3.0')
  })

  it('keeps the partial text of a failed reply and records the error', () => {
    let list = onChunk([msg(2, { state: 'streaming' })], { message_uuid: 'm2', text: 'Начало' })
    list = onStreamError(list, { message_uuid: 'm2', error_message: 'Репетитор не ответил', code: 'AI_FAILED' })
    expect(list[0]).toMatchObject({ content: 'Начало', state: 'failed', error: 'Репетитор не ответил' })
    const orphan = onStreamError(list, { message_uuid: null, error_message: 'Нет связи', code: 'INTERNAL' })
    expect(orphan.at(-1)).toMatchObject({ sender: 'system', state: 'failed', error: 'Нет связи' })
  })

  it('shows memory events once, whatever arrives twice', () => {
    const e = { message_uuid: 'mem', memories: [{ uuid: 'a', content: 'путает знаки' }] }
    const list = onMemory(onMemory([msg(1)], e, 'created'), e, 'created')
    expect(list.filter((m) => m.sender === 'memory')).toHaveLength(1)
    expect(memoryFacts(list.at(-1)!)).toEqual({ kind: 'created', facts: ['путает знаки'] })
  })
})
