// The kernel's answer stream (edge/streams) as the AI order uses it — the advanced AI order and training run on the
// same runner and reader: a reader attached mid-answer gets the whole text once (the part stored, then live); a
// resume with Last-Event-ID replays only what came after it; a reader with no live channel here follows the row's
// batches; a runner that crashed mid-answer leaves its lease, which the job's next attempt takes over once it runs out,
// and the answer completes from the stored text (a model that starts over has its repeat dropped), paid once.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import type { TAi } from '../../edge/ai/port'
import { applyPaymentCredit } from '../../edge/money/apply-payment-credit'
import { asService } from '../../edge/db/port'
import { answerAiOrder } from '../../edge/ai-orders/answer-ai-order'
import { AI_ANSWER_TABLE } from '../../edge/ai-orders/ai-order-messages'
import { liveAnswers } from '../../edge/streams/live-answers'
import { unifiedOrderRoom } from '../../domain/realtime'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { gql, phoneClients } from './auth-support'
import { readSse, textOf, type TSse } from './training-stream-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { AI_ORDER_PRICE_TOKENS: '12' }, { connectedAi: true })

const client = phoneClients('10.96.0', () => ({ app, db: t.db }))
const PAY = `mutation($u: ID!) { tryToPayForCombinedAiOrderFromBalance(unifiedOrderId: $u) { id isPaid } }`
const GET = `query($u: ID) { getAiOrderById(unifiedOrderId: $u) { id status messages { content state } } }`

/** A paid AI order of a new client; its order id, unified id and the open answer's message id. */
async function paidOrder() {
  const c = await client()
  await applyPaymentCredit({ tx: t.db, paymentKey: `answer-streams:${c.id}`, userId: c.id, reason: 'refill', credits: { permanent_tokens: 12 } })
  const res = await app.request('/api/unified-order/create', { method: 'POST', headers: { 'content-type': 'application/json', ...c.headers }, body: JSON.stringify({ query: 'Реши уравнение: 12 + 30 = ?' }) })
  const u = String(((await res.json()) as { unified_order_id: number }).unified_order_id)
  const paid = (await gql(app, PAY, { u }, c.headers)).data.tryToPayForCombinedAiOrderFromBalance
  expect(paid.isPaid).toBe(true)
  const [m] = await t.db.query<{ id: string }>(`select id::text as id from public.ai_order_messages where ai_order_id = $1::bigint and role = 2`, [paid.id])
  return { ...c, u, orderId: paid.id as string, messageId: m!.id }
}
const path = (u: string) => `/api/ai-order/${u}/stream`
const rowOf = async (messageId: string) =>
  (await t.db.query<{ content: string; state: string; runner_id: string | null }>(`select content, state, runner_id from public.ai_order_messages where id = $1::bigint`, [messageId]))[0]!
const ledgerOf = (orderId: string) => t.db.query<{ delta: string; reason: string }>(`select delta::text as delta, reason from private.ledger_entries where ref = $1 order by id`, [`ai:${orderId}`])
const finished = (e: TSse[]) => e.some((x) => x.event === 'complete' || x.event === 'error')

const PIECES = Array.from({ length: 24 }, (_, i) => `шаг ${i}: $x_${i}$; `)
const FULL = PIECES.join('')

/**
 * A provider that streams PIECES and waits at piece `holdAt` until `release`; asked to continue a cut answer, it starts
 * over from the beginning, as a model sometimes does (the runner drops the repeat). Records each call's partial.
 */
function heldAi(holdAt: number) {
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  const partials: (string | null)[] = []
  const ai: TAi = {
    info: { kind: 'openai', model: 'held', isDemo: false },
    generateObject: (async () => ({ prompts: ['Почему так?', 'А иначе?'] })) as TAi['generateObject'],
    generateText: async () => FULL,
    async *streamText(call) {
      const partial = (call.input as { partial?: string }).partial ?? null
      partials.push(partial)
      for (let i = 0; i < PIECES.length; i++) {
        // Held, as a real provider's request is, until released or aborted.
        if (partial === null && i === holdAt) await Promise.race([held, new Promise((r) => call.signal?.addEventListener('abort', r))])
        if (call.signal?.aborted) return
        yield PIECES[i]!
      }
    },
  }
  return { ai, release, partials }
}
const withAi = (ai: TAi): AppDeps => ({ ...deps, ports: { ...deps.ports, ai } })

describe('answer stream: readers', () => {
  it('a reader attached mid-answer gets the whole text once; a resume with Last-Event-ID replays only what came after', async () => {
    const o = await paidOrder()
    const p = heldAi(10)
    const run = answerAiOrder({ deps: withAi(p.ai), orderId: o.orderId, finalAttempt: false })
    // Mid-answer: ten pieces out (stored or live), the runner held.
    await expect.poll(() => liveAnswers.get(AI_ANSWER_TABLE, o.messageId)?.text.length ?? 0, { timeout: 20_000 }).toBe(PIECES.slice(0, 10).join('').length)
    const early = readSse(app, path(o.u), o.headers, { stop: finished, timeoutMs: 20_000 })
    const cut = await readSse(app, path(o.u), o.headers, { stop: (e) => textOf(e).length >= 40, timeoutMs: 20_000 })
    p.release()
    expect(await run).toBe('answered')
    const whole = await early
    expect(whole.events[0]).toMatchObject({ event: 'start', id: '0' })
    expect(textOf(whole.events)).toBe(FULL)
    expect(whole.events.at(-1)).toMatchObject({ event: 'complete', id: String(FULL.length) })
    // Every chunk's id is the offset after it: nothing twice, nothing skipped.
    let at = 0
    for (const e of whole.events.filter((x) => x.event === 'chunk')) expect(e.id).toBe(String((at += (e.data.text as string).length)))

    const lastId = cut.events.at(-1)!.id
    expect(Number(lastId)).toBe(textOf(cut.events).length)
    const rest = await readSse(app, path(o.u), { ...o.headers, 'last-event-id': lastId }, { stop: finished })
    expect(rest.events[0]).toMatchObject({ event: 'start', id: lastId })
    expect(textOf(rest.events)).toBe(FULL.slice(Number(lastId)))
    expect(textOf(cut.events) + textOf(rest.events)).toBe(FULL)
  })

  it('with no live channel here (another process writes), the reader follows the row’s batches and closes on complete', async () => {
    const o = await paidOrder()
    const room = unifiedOrderRoom(o.u)
    const reading = readSse(app, path(o.u), o.headers, { stop: finished, timeoutMs: 20_000 })
    await new Promise((r) => setTimeout(r, 50))
    // Another process's runner: its batches and notices reach this one through the database only.
    for (const piece of PIECES.slice(0, 3)) {
      await asService(deps.db, async (tx) => {
        await tx.query(`update public.ai_order_messages set content = content || $2 where id = $1::bigint`, [o.messageId, piece])
        await deps.realtime.publish(tx, { room, event: 'ai-order-changed', data: { id: o.orderId, messageId: o.messageId, length: 0 } })
      })
    }
    await asService(deps.db, async (tx) => {
      await tx.query(`update public.ai_order_messages set state = 'done' where id = $1::bigint`, [o.messageId])
      await deps.realtime.publish(tx, { room, event: 'ai-order-changed', data: { id: o.orderId, status: 3 } })
    })
    const { events } = await reading
    expect(textOf(events)).toBe(PIECES.slice(0, 3).join(''))
    expect(events.at(-1)).toMatchObject({ event: 'complete', id: String(PIECES.slice(0, 3).join('').length) })
  })
})

describe('answer stream: a crashed runner', () => {
  it('leaves its lease; the next attempt takes it over once it runs out and completes the answer from the stored text, paid once', async () => {
    const o = await paidOrder()
    const p = heldAi(10)
    const run = answerAiOrder({ deps: withAi(p.ai), orderId: o.orderId, finalAttempt: false })
    await expect.poll(async () => (await rowOf(o.messageId)).content.length, { timeout: 20_000 }).toBe(PIECES.slice(0, 10).join('').length)
    const before = await readSse(app, path(o.u), o.headers, { stop: (e) => textOf(e).length >= PIECES.slice(0, 10).join('').length, timeoutMs: 20_000 })
    // The process dies: no final write, the lease left behind.
    await liveAnswers.get(AI_ANSWER_TABLE, o.messageId)!.abandon()
    expect(await run).toBe('skipped')
    const stuck = await rowOf(o.messageId)
    expect(stuck).toMatchObject({ state: 'streaming', content: PIECES.slice(0, 10).join('') })
    expect(stuck.runner_id).toMatch(/^p-/)

    // While the lease holds, another attempt does not write: it is told to come back later.
    const next = heldAi(-1)
    await expect(answerAiOrder({ deps: withAi(next.ai), orderId: o.orderId, finalAttempt: false })).rejects.toThrow(/another runner/)
    expect(next.partials).toEqual([])

    // The lease runs out (30 s later); the job's next attempt continues from the stored text.
    await t.db.query(`update public.ai_order_messages set lease_until = now() - interval '1 second' where id = $1::bigint`, [o.messageId])
    const resumed = readSse(app, path(o.u), { ...o.headers, 'last-event-id': before.events.at(-1)!.id }, { stop: finished, timeoutMs: 20_000 })
    expect(await answerAiOrder({ deps: withAi(next.ai), orderId: o.orderId, finalAttempt: false })).toBe('answered')
    expect(next.partials).toEqual([PIECES.slice(0, 10).join('')])
    expect(await rowOf(o.messageId)).toMatchObject({ state: 'done', content: FULL })
    const rest = await resumed
    expect(textOf(before.events) + textOf(rest.events)).toBe(FULL)
    expect(rest.events.at(-1)).toMatchObject({ event: 'complete' })
    const order = (await gql(app, GET, { u: o.u }, o.headers)).data.getAiOrderById
    expect(order.status).toBe('ANSWERED')
    // Paid once, never refunded.
    expect((await ledgerOf(o.orderId)).map((e) => `${e.reason} ${e.delta}`)).toEqual(['ai_order -12'])
  })
})
