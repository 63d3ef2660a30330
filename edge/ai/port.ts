// The AI port every product uses: structured output validated by zod, plain text, and token streaming.
// Two implementations: the OpenAI-compatible adapter and the demo provider (see create-ai.ts for the choice).
import type { z } from 'zod'

export type TAiProviderInfo = {
  kind: 'demo' | 'openai'
  model: string
  /** True for the demo provider: the UI labels its output as a demo. */
  isDemo: boolean
}

export type TAiCall = {
  /** Task name = prompt id (e.g. 'essay-outline'); the demo provider picks its generator by it. */
  task: string
  /** Prompt version, stored with the result so a draft can be traced to the prompt that wrote it. */
  version?: number
  system: string
  prompt: string
  /** The prompt's structured input; the demo provider writes from it instead of from the prompt text. */
  input?: unknown
  temperature?: number
  maxTokens?: number
  signal?: AbortSignal
}

export type TAiObjectCall<S extends z.ZodType> = TAiCall & { schema: S }

export type TAi = {
  readonly info: TAiProviderInfo
  /** JSON answer parsed and validated by the schema; one repair try, then AiError('bad_output'). */
  generateObject<S extends z.ZodType>(call: TAiObjectCall<S>): Promise<z.infer<S>>
  generateText(call: TAiCall): Promise<string>
  /** Text deltas as they arrive; throws AiError from the iterator. */
  streamText(call: TAiCall): AsyncIterable<string>
}
