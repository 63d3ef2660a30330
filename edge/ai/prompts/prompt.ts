// Shape of a versioned prompt, and turning a prompt plus its input into a call on the AI port.
import type { z } from 'zod'
import type { TAiCall, TAiObjectCall } from '../port'

type TPromptBase<I> = {
  /** Task name; the demo provider answers by it. */
  id: string
  /** Bumped on any change of wording or schema; stored with what it wrote. */
  version: number
  system: string
  input: z.ZodType<I>
  user: (input: I) => string
}

export type TObjectPrompt<I, S extends z.ZodType> = TPromptBase<I> & { kind: 'object'; schema: S }
export type TTextPrompt<I> = TPromptBase<I> & { kind: 'text'; schema: z.ZodString }

type TCallOptions = Pick<TAiCall, 'signal' | 'temperature' | 'maxTokens'>

export function objectCall<I, S extends z.ZodType>(prompt: TObjectPrompt<I, S>, input: I, opts: TCallOptions = {}): TAiObjectCall<S> {
  const parsed = prompt.input.parse(input)
  return { task: prompt.id, version: prompt.version, system: prompt.system, prompt: prompt.user(parsed), input: parsed, schema: prompt.schema, ...opts }
}

export function textCall<I>(prompt: TTextPrompt<I>, input: I, opts: TCallOptions = {}): TAiCall {
  const parsed = prompt.input.parse(input)
  return { task: prompt.id, version: prompt.version, system: prompt.system, prompt: prompt.user(parsed), input: parsed, ...opts }
}
