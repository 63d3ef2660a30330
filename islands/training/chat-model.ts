// The chat's messages as plain data, changed only by these functions: history pages and stream events arrive in any
// order and may repeat (a resumed stream, a page that overlaps the live tail), so every change is keyed by the
// message's uuid and a `start` with an offset cuts the text back to that offset before chunks continue it — the same
// characters are never shown twice.
import type { TTrainingMessage } from '../../domain/training/api-types'
import type { TTrainingChunk, TTrainingComplete, TTrainingMemoryEvent, TTrainingStart, TTrainingStreamError } from '../../domain/training/events'
import { trainingEventId } from '../../domain/training/events'

export type TChatMessage = TTrainingMessage & {
  /** The stream's error text for a failed reply (shown as «Ошибка: …» with «Повторить»). */
  error?: string | null
  /** Answer options the server parsed at `complete`. */
  options?: string[]
}

const bySeq = (a: TChatMessage, b: TChatMessage) => a.seq - b.seq

/** Messages that arrived by event carry no seq yet: they go right after the newest one until a page gives theirs. */
const tailSeq = (list: TChatMessage[]) => (list.length ? list[list.length - 1]!.seq + 0.001 : 0)

export function upsertMessages(list: TChatMessage[], incoming: TChatMessage[]): TChatMessage[] {
  const map = new Map(list.map((m) => [m.uuid, m]))
  for (const m of incoming) {
    const had = map.get(m.uuid)
    // A page's copy of a reply still streaming here may be older than the text the stream already gave.
    const keepLive = had && had.state === 'streaming' && m.state === 'streaming' && had.content.length > m.content.length
    map.set(m.uuid, keepLive ? { ...m, content: had.content } : { ...had, ...m })
  }
  return [...map.values()].sort(bySeq)
}

function patch(list: TChatMessage[], uuid: string, f: (m: TChatMessage) => TChatMessage): TChatMessage[] {
  return list.map((m) => (m.uuid === uuid ? f(m) : m))
}

const blank = (list: TChatMessage[], uuid: string, seq: number, sender: TChatMessage['sender']): TChatMessage => ({
  uuid,
  seq: seq || tailSeq(list),
  sender,
  content: '',
  state: 'streaming',
  rating: 'not_rated',
  meta: null,
  created_at: new Date().toISOString(),
})

export function onStart(list: TChatMessage[], e: TTrainingStart): TChatMessage[] {
  const had = list.find((m) => m.uuid === e.message_uuid)
  if (!had) return upsertMessages(list, [{ ...blank(list, e.message_uuid, e.seq, 'assistant') }])
  return patch(list, e.message_uuid, (m) => ({ ...m, content: m.content.slice(0, e.offset), state: 'streaming', error: null }))
}

export function onChunk(list: TChatMessage[], e: TTrainingChunk): TChatMessage[] {
  const base = list.some((m) => m.uuid === e.message_uuid) ? list : upsertMessages(list, [blank(list, e.message_uuid, 0, 'assistant')])
  return patch(base, e.message_uuid, (m) => ({ ...m, content: m.content + e.text, state: 'streaming' }))
}

export function onComplete(list: TChatMessage[], e: TTrainingComplete): TChatMessage[] {
  return patch(list, e.message_uuid, (m) => ({ ...m, content: m.content.length > e.length ? m.content.slice(0, e.length) : m.content, state: 'done', options: e.options, error: null }))
}

export function onStreamError(list: TChatMessage[], e: TTrainingStreamError): TChatMessage[] {
  if (e.message_uuid && list.some((m) => m.uuid === e.message_uuid)) return patch(list, e.message_uuid, (m) => ({ ...m, state: 'failed', error: e.error_message }))
  // An error that belongs to no reply (the stream itself cannot go on) still shows as a system message.
  const uuid = e.message_uuid ?? `local-error-${Date.now()}`
  return upsertMessages(list, [{ ...blank(list, uuid, 0, 'system'), state: 'failed', error: e.error_message }])
}

export function onMemory(list: TChatMessage[], e: TTrainingMemoryEvent, kind: 'loaded' | 'created'): TChatMessage[] {
  const had = list.find((m) => m.uuid === e.message_uuid)
  const row: TChatMessage = { ...(had ?? blank(list, e.message_uuid, 0, 'memory')), sender: 'memory', state: 'done', meta: { kind, memories: e.memories } }
  return upsertMessages(list, [row])
}

export function onInfo(list: TChatMessage[], e: { message_uuid: string; content: string }): TChatMessage[] {
  const had = list.find((m) => m.uuid === e.message_uuid)
  return upsertMessages(list, [{ ...(had ?? blank(list, e.message_uuid, 0, 'info')), content: e.content, state: 'done' }])
}

/**
 * Where a stream opened on this page continues (the server's cursor: messages before `seq` delivered, and `offset`
 * characters of message `seq`): inside a reply still streaming, else after the newest message the page holds.
 */
export function resumeId(list: TChatMessage[]): string | null {
  const last = [...list].reverse().find((m) => Number.isInteger(m.seq))
  if (!last) return null
  const open = last.sender === 'assistant' && last.state === 'streaming'
  return trainingEventId(open ? { seq: last.seq, offset: last.content.length } : { seq: last.seq + 1, offset: 0 })
}

/** The memory row's facts, from its event or its stored meta. */
export function memoryFacts(m: TChatMessage): { kind: 'loaded' | 'created'; facts: string[] } {
  const meta = (m.meta ?? {}) as { kind?: unknown; memories?: unknown }
  const facts = Array.isArray(meta.memories) ? meta.memories.map((x) => (x && typeof x === 'object' ? String((x as { content?: unknown }).content ?? '') : String(x))).filter(Boolean) : []
  return { kind: meta.kind === 'created' ? 'created' : 'loaded', facts: facts.length ? facts : m.content ? [m.content] : [] }
}

export const isStreaming = (list: TChatMessage[]) => list.some((m) => m.sender === 'assistant' && m.state === 'streaming')
