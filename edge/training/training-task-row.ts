// A training task row as the kernel and the routes read it, and its wire shape (domain/training/api-types.ts).
import type { TTrainingTask } from '../../domain/training/api-types'
import { trainingTaskStatusName } from '../../domain/training/statuses'

export const TRAINING_TASK_COLUMNS = `id::text as id, uuid::text as uuid, unified_order_id::text as unified_order_id, user_id, status, kind,
  essay_unified_order_id::text as essay_unified_order_id, task_text, title, completion_reason, rating, ai_provider, is_paid,
  created_at, completed_at`

export type TTrainingTaskRow = {
  id: string
  uuid: string
  unified_order_id: string
  user_id: string | null
  status: number
  kind: 'task' | 'defense'
  essay_unified_order_id: string | null
  task_text: string
  title: string
  completion_reason: string | null
  rating: 'up' | 'down' | 'not_rated'
  ai_provider: string | null
  is_paid: boolean
  created_at: Date | string
  completed_at: Date | string | null
}

const iso = (v: Date | string | null): string | null => (v == null ? null : new Date(v).toISOString())

export function toTrainingTask(row: TTrainingTaskRow): TTrainingTask & { id: string; userId: string | null; taskText: string; essayUnifiedOrderId: string | null } {
  return {
    id: row.id,
    userId: row.user_id,
    taskText: row.task_text,
    essayUnifiedOrderId: row.essay_unified_order_id,
    uuid: row.uuid,
    unified_order_id: row.unified_order_id,
    service_order_id: row.id,
    kind: row.kind,
    title: row.title,
    status: trainingTaskStatusName(Number(row.status)),
    completion_reason: row.completion_reason,
    rating: row.rating,
    is_demo: row.ai_provider === 'demo',
    created_at: iso(row.created_at)!,
    completed_at: iso(row.completed_at),
  }
}

export type TTrainingTaskRecord = ReturnType<typeof toTrainingTask>
