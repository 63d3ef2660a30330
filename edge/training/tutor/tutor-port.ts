// What the training chat asks of the tutor (edge/training/tutor): the next reply as a text stream, and the memories to
// keep after a task. The reply is Russian, may carry <qa>…</qa> answer options (domain/training/qa.ts) and ends with
// TUTOR_DONE_MARKER when the student has reached the answer (a defense: when the closing report is written); the
// stream pipeline strips the marker and completes the task.
import type { TAi } from '../../ai/port'
import type { TTrainingTaskKind } from '../../../domain/training/api-types'

export const TUTOR_DONE_MARKER = '<task_completed/>'

/** The student's own text work, for a mock defense (kind 'defense'). */
export type TDefenseSource = {
  topic: string
  workTypeTitle: string
  goal: string | null
  /** The work's sections in order, plain text. */
  sections: { title: string; text: string }[]
  /** The approved sources as GOST lines. */
  sources: string[]
}

type TTutorTask = { kind: TTrainingTaskKind; text: string; defense?: TDefenseSource | null }

export type TTutorTurn = {
  task: TTutorTask
  /** The chat so far, oldest first, ending with the student's latest message (the task text is the first one). */
  history: { sender: 'assistant' | 'user'; content: string }[]
  /** Facts about the student loaded at the task's start (empty with memory switched off). */
  memories: string[]
  /** The reply written so far when a restart interrupted it: the tutor continues from there without repeating it. */
  partial?: string
  signal?: AbortSignal
}

export type TMemoryDraft = { kind: 'weak_topic' | 'level' | 'preference' | 'other'; content: string }

export type TTutor = {
  streamReply(turn: TTutorTurn): AsyncIterable<string>
  /** Up to 3 short facts worth keeping after a finished task; none when nothing new was learnt. */
  extractMemories(o: { task: TTutorTask; history: TTutorTurn['history']; existing: string[] }): Promise<TMemoryDraft[]>
}

/** Built over the AI port by edge/training/tutor/create-tutor.ts (the demo provider runs a scripted ladder). */
export type TCreateTutor = (ai: TAi) => TTutor
