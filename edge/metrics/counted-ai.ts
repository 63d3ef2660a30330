// The AI port with each call counted by provider, task and outcome (campus_ai_calls_total) and timed
// (campus_ai_call_duration_seconds). Tokens are not counted:
// the port does not report the providers' usage. Wrapped once by the Node entry (edge/runtime/node.server.ts).
import type { TAi } from '../ai/port'
import type { TAppMetrics } from './app-metrics'

export function countedAi(ai: TAi, metrics: TAppMetrics): TAi {
  const provider = ai.info.kind
  const count = (task: string, outcome: 'ok' | 'error', started: number) => metrics.ai({ provider, task, outcome, durationMs: performance.now() - started })
  const counted = async <T>(task: string, call: () => Promise<T>): Promise<T> => {
    const started = performance.now()
    try {
      const out = await call()
      count(task, 'ok', started)
      return out
    } catch (e) {
      count(task, 'error', started)
      throw e
    }
  }
  return {
    info: ai.info,
    generateObject: (call) => counted(call.task, () => ai.generateObject(call)),
    generateText: (call) => counted(call.task, () => ai.generateText(call)),
    async *streamText(call) {
      const started = performance.now()
      try {
        yield* ai.streamText(call)
        count(call.task, 'ok', started)
      } catch (e) {
        count(call.task, 'error', started)
        throw e
      }
    },
  }
}
