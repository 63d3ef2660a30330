// Shared parts of the training stream tests: scripted tutors, a task with its messages inserted directly (the task and
// message routes are another part's), and an SSE reader over app.request that can cut a stream after N events.
import type { AppDeps } from '../../edge/context'
import { asService } from '../../edge/db/port'
import { createOrder } from '../../edge/orders/create-order'
import { appendTrainingMessage } from '../../edge/training/messages/append-message'
import { TRAINING_TASK_MACHINE } from '../../edge/training/training-machine'
import type { TMemoryDraft, TTutor, TTutorTurn } from '../../edge/training/tutor/tutor-port'
import type { TTestApp } from '../helpers/test-app'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export type TFakeTutor = TTutor & { turns: TTutorTurn[]; extracted: number }

/** Yields `deltas` with `gapMs` between them; `failAfter` throws after that many; `memories` for extractMemories. */
export function fakeTutor(o: {
  deltas: string[]
  gapMs?: number
  failAfter?: number
  memories?: TMemoryDraft[]
  continuation?: (partial: string) => string[]
  /** The stream waits for `hold` before its delta number `holdAt` (a test's condition instead of a sleep). */
  hold?: { at: number; until: Promise<void> }
}): TFakeTutor {
  const t: TFakeTutor = {
    turns: [],
    extracted: 0,
    async *streamReply(turn) {
      t.turns.push(turn)
      const deltas = turn.partial !== undefined && o.continuation ? o.continuation(turn.partial) : o.deltas
      for (let i = 0; i < deltas.length; i++) {
        if (o.failAfter !== undefined && i >= o.failAfter) throw new Error('provider down')
        if (turn.signal?.aborted) return
        if (o.gapMs) await sleep(o.gapMs)
        if (o.hold && turn.partial === undefined && i === o.hold.at) await o.hold.until
        yield deltas[i]!
      }
      if (o.failAfter !== undefined && o.failAfter >= deltas.length) throw new Error('provider down')
    },
    async extractMemories() {
      t.extracted++
      return o.memories ?? []
    },
  }
  return t
}

/** A task of `userId` with its first user message; returns its ids. */
export async function makeTask(deps: AppDeps, userId: string, text = 'Реши уравнение 2x + 3 = 11') {
  return asService(deps.db, async (tx) => {
    const task = await createOrder(tx, TRAINING_TASK_MACHINE, {
      owner: { userId, guestFingerprint: null },
      text,
      status: 'IN_PROGRESS',
      values: { task_text: text, title: text.slice(0, 60), kind: 'task', ai_provider: 'demo' },
    })
    await appendTrainingMessage(tx, { taskId: task.id, sender: 'user', content: text })
    return { id: task.id, uuid: task.uuid, unifiedOrderId: task.unified_order_id }
  })
}

export async function addMessage(deps: AppDeps, taskId: string, m: Parameters<typeof appendTrainingMessage>[1] extends infer P ? Omit<P & object, 'taskId'> : never) {
  return asService(deps.db, (tx) => appendTrainingMessage(tx, { taskId, ...m }))
}

export const addReply = (deps: AppDeps, taskId: string) => addMessage(deps, taskId, { sender: 'assistant', state: 'streaming' })

export type TSse = { event: string; id: string; data: Record<string, unknown> }

/** Opens the stream and reads events until `stop` says so (or `max` events, or `timeoutMs`); then cancels it. */
export async function readSse(
  app: TTestApp,
  path: string,
  headers: Record<string, string>,
  o: { stop?: (events: TSse[]) => boolean; max?: number; timeoutMs?: number; raw?: (text: string) => void } = {},
): Promise<{ status: number; events: TSse[]; body?: unknown; closed?: boolean }> {
  const res = await app.request(path, { headers })
  if (res.status !== 200) return { status: res.status, events: [], body: await res.json() }
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  const events: TSse[] = []
  let buf = ''
  const deadline = Date.now() + (o.timeoutMs ?? 5000)
  const max = o.max ?? Infinity
  let closed = false
  try {
    while (events.length < max && !(o.stop?.(events) ?? false)) {
      const left = deadline - Date.now()
      if (left <= 0) break
      const r = await Promise.race([reader.read(), sleep(left).then(() => null)])
      if (r?.done) closed = true
      if (!r || r.done) break
      o.raw?.(r.value)
      buf += r.value
      let cut: number
      while ((cut = buf.indexOf('\n\n')) >= 0 && events.length < max) {
        const block = buf.slice(0, cut)
        buf = buf.slice(cut + 2)
        const f: Record<string, string> = {}
        for (const line of block.split('\n')) {
          const m = /^(event|id|data): ?(.*)$/.exec(line)
          if (m) f[m[1]!] = m[2]!
        }
        if (f.event) events.push({ event: f.event, id: f.id ?? '', data: JSON.parse(f.data ?? 'null') })
        if (o.stop?.(events)) break
      }
    }
  } finally {
    await reader.cancel().catch(() => {})
  }
  return { status: 200, events, closed }
}

export const textOf = (events: TSse[]) =>
  events
    .filter((e) => e.event === 'chunk')
    .map((e) => e.data.text)
    .join('')

export async function messagesOf(deps: AppDeps, taskId: string) {
  return asService(deps.db, (tx) =>
    tx.query<{ id: string; uuid: string; seq: number; sender: string; content: string; state: string; meta: Record<string, unknown> | null; error: string | null }>(
      `select id::text as id, uuid::text as uuid, seq, sender, content, state, meta, error from public.training_messages where training_task_id = $1::bigint order by seq`,
      [taskId],
    ),
  )
}
