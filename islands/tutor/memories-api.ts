// The student's memories over the training API (GET/PATCH/DELETE /training-mode/v1/memories…): what the tutor keeps
// about them with the profile's isMemoryEnabled on (platform.md §3).
import type { TTrainingMemory, TTrainingMemoryList } from '../../domain/training/api-types'
import { trainingJson } from './training-request'

export const listMemories = () => trainingJson<TTrainingMemoryList>('/memories')

/** The server's row when it answers one; otherwise the edited text on the row the island has. */
export async function updateMemory(memory: TTrainingMemory, content: string): Promise<TTrainingMemory> {
  const saved = await trainingJson<Partial<TTrainingMemory> | { memory?: TTrainingMemory } | null>(`/memories/${encodeURIComponent(memory.uuid)}`, { method: 'PATCH', json: { content } })
  const row = saved && 'memory' in saved && saved.memory ? saved.memory : (saved as Partial<TTrainingMemory> | null)
  return row?.uuid ? { ...memory, ...row } : { ...memory, content }
}

// A DELETE goes with an empty JSON body: the Node server's body limit on /training-mode/* refuses a bodyless DELETE
// from the browser with 400 «Не удалось прочитать тело запроса» (edge/http/body-limit.ts rebuilding the request).
const EMPTY = {}

/** `keepalive` lets a deletion still waiting for its «Вернуть» toast reach the server when the page is left. */
export const deleteMemory = (uuid: string, keepalive = false) => trainingJson<unknown>(`/memories/${encodeURIComponent(uuid)}`, { method: 'DELETE', json: EMPTY, keepalive })

export const deleteAllMemories = (keepalive = false) => trainingJson<unknown>('/memories', { method: 'DELETE', json: EMPTY, keepalive })
