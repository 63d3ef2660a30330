// Picks the AI provider from settings: the OpenAI-compatible API when LLM_API_KEY is set, otherwise the demo.
import type { Logger } from '../log'
import type { TSettings } from '../settings'
import { demoProvider } from './demo-provider'
import { openAiCompatible } from './openai-compatible'
import type { TAi } from './port'

type TAiSettings = Pick<TSettings, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS' | 'LLM_IDLE_TIMEOUT_MS' | 'LLM_MAX_RETRIES' | 'DEMO_AI_STREAM_DELAY_MS'>

export function createAi(settings: TAiSettings, fetchImpl?: typeof fetch, log?: Logger): TAi {
  if (!settings.LLM_API_KEY || !settings.LLM_BASE_URL) return demoProvider({ streamDelayMs: settings.DEMO_AI_STREAM_DELAY_MS })
  return openAiCompatible({
    baseUrl: settings.LLM_BASE_URL,
    apiKey: settings.LLM_API_KEY,
    model: settings.LLM_MODEL,
    timeoutMs: settings.LLM_TIMEOUT_MS,
    idleTimeoutMs: settings.LLM_IDLE_TIMEOUT_MS,
    maxRetries: settings.LLM_MAX_RETRIES,
    ...(fetchImpl && { fetch: fetchImpl }),
    ...(log && { log }),
  })
}
