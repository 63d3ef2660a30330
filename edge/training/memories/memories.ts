// The student's memories in the profile (platform.md §3 isMemoryEnabled): listed with the switch's state, edited and
// deleted one by one or all at once. Only the owner's rows are touched; another client's memory is 404.
import type { AppDeps } from '../../context'
import { asService } from '../../db/port'
import { AppError } from '../../http/errors'
import type { TTrainingMemory, TTrainingMemoryList } from '../../../domain/training/api-types'

export const MEMORY_NOT_FOUND = 'Запись не найдена'

const MEMORY_COLUMNS = 'uuid::text as uuid, kind, content, created_at'
type TMemoryRow = Omit<TTrainingMemory, 'created_at'> & { created_at: Date | string }
const toMemory = (r: TMemoryRow): TTrainingMemory => ({ uuid: r.uuid, kind: r.kind, content: r.content, created_at: new Date(r.created_at).toISOString() })

export async function listTrainingMemories(deps: AppDeps, userId: string): Promise<TTrainingMemoryList> {
  return asService(deps.db, async (tx) => {
    const [user] = await tx.query<{ is_memory_enabled: boolean }>('select is_memory_enabled from public.users where id = $1::uuid', [userId])
    const rows = await tx.query<TMemoryRow>(`select ${MEMORY_COLUMNS} from public.training_memories where user_id = $1::uuid order by id desc`, [userId])
    return { memories: rows.map(toMemory), is_memory_enabled: Boolean(user?.is_memory_enabled) }
  })
}

export async function updateTrainingMemory(deps: AppDeps, o: { userId: string; uuid: string; content: string }): Promise<TTrainingMemory> {
  const [row] = await asService(deps.db, (tx) =>
    tx.query<TMemoryRow>(`update public.training_memories set content = $3 where uuid = $1::uuid and user_id = $2::uuid returning ${MEMORY_COLUMNS}`, [o.uuid, o.userId, o.content]),
  )
  if (!row) throw new AppError('NOT_FOUND', MEMORY_NOT_FOUND)
  return toMemory(row)
}

export async function deleteTrainingMemory(deps: AppDeps, o: { userId: string; uuid: string }): Promise<void> {
  const rows = await asService(deps.db, (tx) => tx.query('delete from public.training_memories where uuid = $1::uuid and user_id = $2::uuid returning id', [o.uuid, o.userId]))
  if (!rows.length) throw new AppError('NOT_FOUND', MEMORY_NOT_FOUND)
}

/** Forgets everything; answers how many facts were deleted. */
export async function deleteAllTrainingMemories(deps: AppDeps, userId: string): Promise<number> {
  const rows = await asService(deps.db, (tx) => tx.query('delete from public.training_memories where user_id = $1::uuid returning id', [userId]))
  return rows.length
}
