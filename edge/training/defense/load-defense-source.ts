// The student's own completed text work as the mock defense reads it (topic, goal, sections, sources).
// CONTRACT STUB: the tutor helper implements it over public.ai_essay_orders (the client's own, COMPLETED).
import type { AppDeps } from '../../context'
import type { TDefenseSource } from '../tutor/tutor-port'

/** Null when the work is not the client's, not completed, or has no text. */
export async function loadDefenseSource(_deps: AppDeps, _o: { userId: string; essayUnifiedOrderId: string }): Promise<TDefenseSource | null> {
  return null
}
