// The training chat's Server-Sent Events (orders.md §4 Stream events; DESIGN.md "Streams"). Every event carries
// `id: <seq>.<offset>`: the message's place in the task and the characters of it sent so far, so a reconnect with
// Last-Event-ID gets exactly what it has not seen, without repeats.

export const TRAINING_STREAM_EVENTS = ['start', 'chunk', 'complete', 'error', 'info', 'task_completed', 'memory_created', 'memory_loaded'] as const
export type TTrainingStreamEvent = (typeof TRAINING_STREAM_EVENTS)[number]

/** An assistant reply begins (or resumes at `offset`). */
export type TTrainingStart = { message_uuid: string; seq: number; offset: number }
export type TTrainingChunk = { message_uuid: string; text: string }
/** The reply is whole; `options` are its parsed <qa> answer options. */
export type TTrainingComplete = { message_uuid: string; length: number; options: string[] }
/** The provider failed (the partial text is kept) or the stream cannot go on. */
export type TTrainingStreamError = { message_uuid: string | null; error_message: string; code: string }
export type TTrainingInfo = { message_uuid: string; content: string }
export type TTrainingTaskCompleted = { task_uuid: string; completed_at: string }
export type TTrainingMemoryEvent = { message_uuid: string; memories: { uuid: string; content: string }[] }

/** Comment lines keep proxies from closing a quiet stream. */
export const TRAINING_HEARTBEAT_MS = 15_000

export type TTrainingEventId = { seq: number; offset: number }

export const trainingEventId = (p: TTrainingEventId): string => `${p.seq}.${p.offset}`

/** Reads a Last-Event-ID; anything malformed means "from the start" (null). */
export function parseTrainingEventId(raw: string | null | undefined): TTrainingEventId | null {
  const m = raw ? /^(\d{1,9})\.(\d{1,9})$/.exec(raw.trim()) : null
  return m ? { seq: Number(m[1]), offset: Number(m[2]) } : null
}
