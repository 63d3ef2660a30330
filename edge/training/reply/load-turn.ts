// What the tutor needs for one reply: the task (and, for a mock defense, the student's text work), the chat so far
// (the student's messages and the finished replies, oldest first; failed replies left out, the tutor never saw them
// land) and the memories loaded at the task's start (its 'memory' row of kind 'loaded').
import type { AppDeps } from '../../context'
import { asService } from '../../db/port'
import { loadDefenseSource } from '../defense/load-defense-source'
import { TRAINING_TASK_COLUMNS, toTrainingTask, type TTrainingTaskRecord, type TTrainingTaskRow } from '../training-task-row'
import type { TTutorTurn } from '../tutor/tutor-port'

type TMsg = { id: string; uuid: string; seq: number; sender: string; content: string; state: string; meta: Record<string, unknown> | null }

export type TLoadedTurn = {
  task: TTrainingTaskRecord
  reply: { id: string; uuid: string; seq: number; content: string; state: string }
  turn: Omit<TTutorTurn, 'partial' | 'signal'>
}

export async function loadTurn(deps: AppDeps, o: { taskId: string; replyMessageId: string }): Promise<TLoadedTurn | null> {
  const loaded = await asService(deps.db, async (tx) => {
    const [row] = await tx.query<TTrainingTaskRow>(`select ${TRAINING_TASK_COLUMNS} from public.training_tasks where id = $1::bigint`, [o.taskId])
    if (!row) return null
    const messages = await tx.query<TMsg>(
      `select id::text as id, uuid::text as uuid, seq, sender, content, state, meta from public.training_messages where training_task_id = $1::bigint order by seq`,
      [o.taskId],
    )
    return { task: toTrainingTask(row), messages: messages.map((m) => ({ ...m, seq: Number(m.seq) })) }
  })
  const reply = loaded?.messages.find((m) => m.id === o.replyMessageId)
  if (!loaded || !reply || reply.sender !== 'assistant') return null
  const { task, messages } = loaded
  const history = messages
    .filter((m) => m.seq < reply.seq && (m.sender === 'user' || (m.sender === 'assistant' && m.state === 'done' && m.content)))
    .map((m) => ({ sender: m.sender as 'user' | 'assistant', content: m.content }))
  const loadedMemories = messages.find((m) => m.sender === 'memory' && m.meta?.kind === 'loaded')?.meta?.memories
  const memories = Array.isArray(loadedMemories) ? loadedMemories.map((m: { content?: unknown }) => String(m?.content ?? '')).filter(Boolean) : []
  const defense =
    task.kind === 'defense' && task.userId && task.essayUnifiedOrderId ? await loadDefenseSource(deps, { userId: task.userId, essayUnifiedOrderId: task.essayUnifiedOrderId }) : null
  return {
    task,
    reply: { id: reply.id, uuid: reply.uuid, seq: reply.seq, content: reply.content, state: reply.state },
    turn: { task: { kind: task.kind, text: task.taskText, defense }, history, memories },
  }
}
