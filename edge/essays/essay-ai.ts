// The AI the text-work steps use: chosen from settings once per process (demo without LLM_API_KEY).
import { createAi } from '../ai/create-ai'
import type { TAi } from '../ai/port'
import type { AppDeps } from '../context'

const cache = new WeakMap<object, TAi>()

export function essayAi(deps: Pick<AppDeps, 'settings' | 'log'>): TAi {
  let ai = cache.get(deps.settings)
  if (!ai) {
    ai = createAi(deps.settings, undefined, deps.log)
    cache.set(deps.settings, ai)
  }
  return ai
}
