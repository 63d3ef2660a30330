// The demo provider: used when no LLM_API_KEY is set. It answers the same calls as the real model (picking a writer
// by the call's task and writing from its structured input), deterministically, in Russian; the UI labels it a demo.
// Its randomness is seeded from the whole input, which for the text-work steps carries the order id (demoSeed, shown
// to no model): two orders on one topic read differently, one order's retried job writes the same text (issue 36).
import { AiError } from './errors'
import type { TAi, TAiCall } from './port'
import { DEMO_WRITERS, type TDemoWriter } from './demo/writers'
import { createRng, seedFrom } from './demo/rng'

const DEMO_MODEL = 'demo-ru-1'

export type TDemoOptions = {
  writers?: Record<string, TDemoWriter>
  /** Pause between streamed pieces, so the UI shows the text appearing; 0 in tests. */
  streamDelayMs?: number
}

export function demoProvider(opts: TDemoOptions = {}): TAi {
  const writers = opts.writers ?? DEMO_WRITERS
  const delay = opts.streamDelayMs ?? 10

  function run(call: TAiCall, kind: TDemoWriter['kind']): unknown {
    const writer = writers[call.task]
    if (!writer || writer.kind !== kind) {
      throw new AiError('unavailable', `demo provider has no ${kind} writer for task "${call.task}"`, { retryable: false })
    }
    try {
      return writer.write(call.input, createRng(seedFrom({ task: call.task, input: call.input })))
    } catch (e) {
      throw new AiError('bad_request', `demo provider: input of task "${call.task}" is invalid: ${e instanceof Error ? e.message : String(e)}`, { cause: e })
    }
  }

  const text = (call: TAiCall) => {
    if (call.signal?.aborted) throw new AiError('unavailable', `task ${call.task}: cancelled by the caller`, { retryable: false })
    return run(call, 'text') as string
  }

  return {
    info: { kind: 'demo', model: DEMO_MODEL, isDemo: true },
    async generateObject(call) {
      const value = run(call, 'object')
      // The same schema check the real provider's answer goes through.
      const parsed = call.schema.safeParse(value)
      if (!parsed.success) throw new AiError('bad_output', `demo provider: task "${call.task}" does not match the schema: ${parsed.error.message}`)
      return parsed.data
    },
    generateText: async (call) => text(call),
    async *streamText(call) {
      const whole = text(call)
      // A few words at a time, keeping the spaces, so the pieces join back into exactly the same text.
      const pieces = whole.match(/\s*\S+\s*\S*\s*\S*\s*/g) ?? [whole]
      for (const piece of pieces) {
        if (call.signal?.aborted) throw new AiError('unavailable', `task ${call.task}: cancelled by the caller`, { retryable: false })
        if (delay) await new Promise((r) => setTimeout(r, delay))
        yield piece
      }
    },
  }
}
