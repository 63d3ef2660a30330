// After a task is completed (by the client or by the tutor): with the profile's isMemoryEnabled on, the tutor keeps up
// to 3 short facts about the student (training_memories: no repeats, at most 30 per student, the oldest dropped) and a
// 'memory' message announces them (memory_created). Nothing is stored with the switch off. Runs once per task: the
// task's log entry 'memories_extracted' marks it, taken under the task's row lock.
import type { AppDeps } from '../../context'
import { asService } from '../../db/port'
import { unifiedOrderRoom } from '../../../domain/realtime'
import { TRAINING_CHANGED_EVENT } from '../../../domain/training/statuses'
import { appendTrainingMessage } from '../messages/append-message'
import { createTutor } from '../tutor/create-tutor'
import type { TTutor } from '../tutor/tutor-port'
import { loadTurn } from './load-turn'

const MEMORIES_PER_USER = 30
const LOG_EVENT = 'memories_extracted'

type TState = { userId: string | null; unifiedOrderId: string; enabled: boolean; done: boolean; lastMessageId: string | null }

const norm = (s: string) => s.replace(/\s+/g, ' ').trim()

export async function onTrainingTaskCompleted(deps: AppDeps, o: { taskId: string; tutor?: TTutor }): Promise<void> {
  const state = await readState(deps, o.taskId)
  if (!state?.userId || !state.enabled || state.done || !state.lastMessageId) return
  const loaded = await loadTurn(deps, { taskId: o.taskId, replyMessageId: state.lastMessageId })
  const existing = await asService(deps.db, (tx) => tx.query<{ content: string }>(`select content from public.training_memories where user_id = $1::uuid order by id`, [state.userId]))
  const history = loaded ? [...loaded.turn.history, ...(loaded.reply.content ? [{ sender: 'assistant' as const, content: loaded.reply.content }] : [])] : []
  const tutor = o.tutor ?? createTutor(deps.ports.ai)
  let drafts: Awaited<ReturnType<TTutor['extractMemories']>> = []
  try {
    drafts = loaded ? await tutor.extractMemories({ task: loaded.turn.task, history, existing: existing.map((m) => m.content) }) : []
  } catch (e) {
    // Memories are a nicety: a completed task stands without them.
    deps.log.warn('training: memories extraction failed', { taskId: o.taskId, error: String(e) })
    return
  }

  await asService(deps.db, async (tx) => {
    await tx.query(`select 1 from public.training_tasks where id = $1::bigint for update`, [o.taskId])
    const [again] = await tx.query<{ done: boolean; enabled: boolean }>(
      `select exists (select 1 from public.training_task_logs where training_task_id = $1::bigint and event = $2) as done,
              (select is_memory_enabled from public.users where id = $3::uuid) as enabled`,
      [o.taskId, LOG_EVENT, state.userId],
    )
    if (!again || again.done || !again.enabled) return
    const known = new Set((await tx.query<{ content: string }>(`select content from public.training_memories where user_id = $1::uuid`, [state.userId])).map((m) => norm(m.content).toLowerCase()))
    const stored: { uuid: string; content: string }[] = []
    for (const d of drafts.slice(0, 3)) {
      const content = norm(d.content).slice(0, 300)
      if (!content || known.has(content.toLowerCase())) continue
      known.add(content.toLowerCase())
      const [row] = await tx.query<{ uuid: string; content: string }>(
        `insert into public.training_memories (user_id, kind, content, source_task_id) values ($1::uuid, $2, $3, $4::bigint) returning uuid::text as uuid, content`,
        [state.userId, d.kind, content, o.taskId],
      )
      stored.push(row!)
    }
    // The newest MEMORIES_PER_USER stay.
    await tx.query(
      `delete from public.training_memories where user_id = $1::uuid and id not in (select id from public.training_memories where user_id = $1::uuid order by id desc limit $2::int)`,
      [state.userId, MEMORIES_PER_USER],
    )
    await tx.query(`insert into public.training_task_logs (training_task_id, event, detail) values ($1::bigint, $2, $3::text::jsonb)`, [o.taskId, LOG_EVENT, JSON.stringify({ stored: stored.length })])
    if (stored.length === 0) return
    const message = await appendTrainingMessage(tx, { taskId: o.taskId, sender: 'memory', content: stored.map((m) => m.content).join('\n'), meta: { kind: 'created', memories: stored } })
    await deps.realtime.publish(tx, { room: unifiedOrderRoom(state.unifiedOrderId), event: TRAINING_CHANGED_EVENT, data: { id: o.taskId, messageId: message.id } })
  })
}

async function readState(deps: AppDeps, taskId: string): Promise<TState | null> {
  const [row] = await asService(deps.db, (tx) =>
    tx.query<TState>(
      `select t.user_id::text as "userId", t.unified_order_id::text as "unifiedOrderId", coalesce(u.is_memory_enabled, false) as enabled,
              exists (select 1 from public.training_task_logs l where l.training_task_id = t.id and l.event = $2) as done,
              (select m.id::text from public.training_messages m where m.training_task_id = t.id and m.sender = 'assistant' order by m.seq desc limit 1) as "lastMessageId"
         from public.training_tasks t left join public.users u on u.id = t.user_id where t.id = $1::bigint`,
      [taskId, LOG_EVENT],
    ),
  )
  return row ?? null
}
