// The student's memories as a new task loads them (platform.md §3 isMemoryEnabled): none while the switch is off.
import type { Queryable } from '../../db/port'

export type TLoadedMemory = { uuid: string; content: string }

/** How many facts a task starts with: the tutor's prompt stays short. */
const LOADED_MEMORIES_MAX = 20

export async function loadMemories(tx: Queryable, userId: string): Promise<{ enabled: boolean; memories: TLoadedMemory[] }> {
  const [user] = await tx.query<{ is_memory_enabled: boolean }>('select is_memory_enabled from public.users where id = $1::uuid', [userId])
  if (!user?.is_memory_enabled) return { enabled: false, memories: [] }
  const memories = await tx.query<TLoadedMemory>(
    `select uuid::text as uuid, content from public.training_memories where user_id = $1::uuid order by id desc limit $2`,
    [userId, LOADED_MEMORIES_MAX],
  )
  return { enabled: true, memories: memories.reverse() }
}
