// Starts the tutor's reply to the latest user message: the reply row (sender 'assistant', state 'streaming') is already
// stored and paid; this runs the tutor and streams its text into the row and to the open chat streams. Returns at once.
// CONTRACT STUB: the streaming helper implements it (live channel, batches, marker, completion, memories, backstop).
import type { AppDeps } from '../../context'

export function startTutorReply(_deps: AppDeps, _o: { taskId: string; replyMessageId: string }): void {}
