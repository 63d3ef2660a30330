// Builds the tutor over the AI port (prompts training-tutor.v1 / training-defense.v1; the demo provider's scripted ladder).
// CONTRACT STUB: the tutor helper implements it.
import type { TCreateTutor } from './tutor-port'

export const createTutor: TCreateTutor = () => ({
  async *streamReply() {
    throw new Error('tutor not built yet')
  },
  async extractMemories() {
    return []
  },
})
