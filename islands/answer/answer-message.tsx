// What an AI answer page shows alike, whatever the order type: the demo badge of its heading and the assistant's
// answer in the list of messages.
import { GENERIC_ERROR } from '../../domain/errors'
import { AI_MESSAGE_ROLE } from '../../domain/ai-order/ai-order-input'
import { MathText } from './math-text'

/** One message of an AI answer as the order's fragment reads it (the AI order's messages, the advanced one's queries). */
export type TAnswerMessage = { id: string; role: number; content: string; isPreview: boolean; state: string; error: string | null }

/** The answer being written or read: the last assistant's message. */
export const lastAnswer = <M extends { role: number }>(messages: readonly M[]): M | null => [...messages].reverse().find((m) => m.role === AI_MESSAGE_ROLE.assistant) ?? null

export function AnswerDemoBadge() {
  return (
    <span className="badge" data-demo="true" title="Нейросеть не подключена: ответы пишет демонстрационный генератор">
      Демо-режим
    </span>
  )
}

/** The assistant's answer with its formulas; `waiting` until its first words, a caret while it streams (not behind the
 * paywall's fade), «Ошибка: …» under it when it failed. */
export function AnswerMessage({ m, locked, waiting }: { m: TAnswerMessage; locked: boolean; waiting: string }) {
  return (
    <>
      <li className={`ai-msg ai-msg--assistant${locked ? ' ai-msg--locked' : ''}`} data-role="assistant" data-state={m.state}>
        {m.content ? <MathText text={m.content} /> : m.state === 'streaming' ? <p className="ai-note">{waiting}</p> : null}
        {m.state === 'streaming' && !locked && <span className="ai-caret" aria-hidden="true" />}
      </li>
      {m.state === 'failed' && (
        <li className="ai-msg ai-msg--system" data-role="system" role="alert">
          Ошибка: {m.error ?? GENERIC_ERROR}
        </li>
      )}
    </>
  )
}
