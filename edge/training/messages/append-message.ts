// Adds a message to a task's chat at the next `seq`, in the caller's transaction (the task row is locked first, so two
// writers never take the same place). Returns the stored message.
import type { Tx } from '../../db/port'
import type { TTrainingMessage, TTrainingSender } from '../../../domain/training/api-types'
import { TRAINING_CHANGED_EVENT } from '../../../domain/training/statuses'
import type { TAnswerTable } from '../../streams/answer-table'

/** Where the tutor's replies live, for the kernel's answer runner and stream (edge/streams); a reply's slot is its seq. */
export const TRAINING_ANSWER_TABLE: TAnswerTable = { messages: 'public.training_messages', parentKey: 'training_task_id', event: TRAINING_CHANGED_EVENT }

export const TRAINING_MESSAGE_COLUMNS = `uuid::text as uuid, seq, sender, content, state, rating, meta, created_at`

export type TTrainingMessageRow = Omit<TTrainingMessage, 'created_at'> & { created_at: Date | string }

export const toTrainingMessage = (r: TTrainingMessageRow): TTrainingMessage => ({
  uuid: r.uuid,
  seq: Number(r.seq),
  sender: r.sender,
  content: r.content,
  state: r.state,
  rating: r.rating,
  meta: r.meta ?? null,
  created_at: new Date(r.created_at).toISOString(),
})

export async function appendTrainingMessage(
  tx: Tx,
  m: { taskId: string; sender: TTrainingSender; content?: string; state?: 'streaming' | 'done' | 'failed'; meta?: Record<string, unknown> | null },
): Promise<TTrainingMessage & { id: string }> {
  await tx.query(`select 1 from public.training_tasks where id = $1::bigint for update`, [m.taskId])
  const [row] = await tx.query<TTrainingMessageRow & { id: string }>(
    `insert into public.training_messages (training_task_id, seq, sender, content, state, meta)
     values ($1::bigint, (select coalesce(max(seq), 0) + 1 from public.training_messages where training_task_id = $1::bigint), $2, $3, $4, $5::text::jsonb)
     returning id::text as id, ${TRAINING_MESSAGE_COLUMNS}`,
    [m.taskId, m.sender, m.content ?? '', m.state ?? 'done', m.meta == null ? null : JSON.stringify(m.meta)],
  )
  return { ...toTrainingMessage(row!), id: row!.id }
}
