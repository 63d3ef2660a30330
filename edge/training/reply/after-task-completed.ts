// After a task is completed (by the client or by the tutor): with the profile's isMemoryEnabled on, the tutor keeps up
// to 3 short facts about the student (training_memories) and a 'memory' message announces them (memory_created).
// CONTRACT STUB: the streaming helper implements it; the backend's complete route calls it after its commit.
import type { AppDeps } from '../../context'

export async function onTrainingTaskCompleted(_deps: AppDeps, _o: { taskId: string }): Promise<void> {}
