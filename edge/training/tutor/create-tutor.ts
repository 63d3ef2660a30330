// Builds the tutor over the AI port: the next reply streamed with the training-tutor or training-defense prompt (the
// demo provider answers both with its scripted ladder), and the memories kept after a task (training-memories).
import { AiError } from '../../ai/errors'
import { objectCall, textCall } from '../../ai/prompts/prompt'
import { PROMPTS } from '../../ai/prompts/registry'
import { TRAINING_HISTORY_MAX, type TTrainingTurn } from '../../ai/prompts/training-chat'
import type { TAi } from '../../ai/port'
import { dropRepeatedStart } from '../../streams/drop-repeated-start'
import type { TCreateTutor, TMemoryDraft, TTutorTurn } from './tutor-port'

/** A reply stays short (the prompts ask for 2–6 sentences); the bound keeps a runaway model from filling the row. */
const REPLY_MAX_TOKENS = 1200

const turnsOf = (history: TTutorTurn['history']): TTrainingTurn[] =>
  history.slice(-TRAINING_HISTORY_MAX).map((t) => ({ role: t.sender, content: t.content }))

/** The loaded memories as the prompt takes them: non-empty, each within the edit limit, at most 20 (in the caller’s order). */
const memoriesOf = (m: readonly string[]) => m.map((x) => x.trim().slice(0, 300)).filter(Boolean).slice(0, 20)

const sameFact = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase()

export const createTutor: TCreateTutor = (ai: TAi) => ({
  // A generator, so a bad turn fails inside the stream (where the pipeline handles errors), not at the call.
  async *streamReply(turn) {
    const chat = { task: turn.task.text, history: turnsOf(turn.history), memories: memoriesOf(turn.memories), partial: turn.partial || null }
    const opts = { signal: turn.signal, maxTokens: REPLY_MAX_TOKENS, temperature: 0.4 }
    const call =
      turn.task.kind === 'defense'
        ? textCall(PROMPTS.trainingDefense, { ...chat, source: turn.task.defense ?? null }, opts)
        : textCall(PROMPTS.trainingTutor, chat, opts)
    // A model told to continue sometimes starts over anyway: what repeats the partial is dropped, so it shows once.
    // The demo's continuation is exact by construction (the same chat writes the same reply).
    yield* turn.partial && !ai.info.isDemo ? dropRepeatedStart(ai.streamText(call), turn.partial) : ai.streamText(call)
  },

  async extractMemories({ task, history, existing }) {
    try {
      const answer = await ai.generateObject(
        objectCall(PROMPTS.trainingMemories, { kind: task.kind, task: task.text, history: turnsOf(history), existing: existing.slice(0, 50) }, { temperature: 0.2, maxTokens: 600 }),
      )
      const kept: TMemoryDraft[] = []
      for (const f of answer.facts) {
        if (!existing.some((e) => sameFact(e, f.content)) && !kept.some((k) => sameFact(k.content, f.content))) kept.push(f)
      }
      return kept.slice(0, 3)
    } catch (e) {
      // Memories are an extra after the task is done: a provider failure keeps nothing rather than failing the completion.
      if (e instanceof AiError) return []
      throw e
    }
  },
})
