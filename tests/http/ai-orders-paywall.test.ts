// AI orders behind the paywall over POST /graphql: owner only, a preview (never the whole text) until paid, paying
// once under ten calls at once, the auto-pay rule, clarifications to zero, the combined order on a task-solving order.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { applyPaymentCredit } from '../../edge/money/apply-payment-credit'
import { asCaller } from '../../edge/db/port'
import { AI_ORDER_PREVIEW_CHARS } from '../../domain/ai-order/ai-order-input'
import type { TestDb } from '../helpers/test-db'
import { connectedApp, useTestApp, type TTestApp } from '../helpers/test-app'
import { chunkText, readSse } from '../helpers/sse'
import { freshFingerprint, gql } from './auth-support'
import { aiOrderHelpers, CLARIFY, COMBINED, PAY } from './ai-orders-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), { AI_ORDER_PRICE_TOKENS: '12' })

const { client, tokens, balance, runJobs, created, read, fullText, stream } = aiOrderHelpers(() => ({ t, deps, app }))

describe('owners and the paywall', () => {
  it('a guest reads its own order by fingerprint; another guest, a client and the database refuse the rest', async () => {
    const guest = { 'x-fingerprint': freshFingerprint() }
    const u = await created(guest)
    await runJobs()
    const own = await read(u, guest)
    expect(own.status).toBe('ANSWERED')
    const other = { 'x-fingerprint': freshFingerprint() }
    expect(await read(u, other)).toBeNull()
    const stranger = await client()
    expect(await read(u, stranger.headers)).toBeNull()
    expect((await stream(u, other)).status).toBe(404)
    expect((await stream(u, stranger.headers)).status).toBe(404)
    expect((await gql(app, PAY, { u }, stranger.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    expect((await gql(app, CLARIFY, { u, q: 'Почему?' }, stranger.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    for (const bad of ['0', '-1', 'abc', '99999999999999999999', "1' or '1'='1"]) expect((await stream(encodeURIComponent(bad), guest)).status, bad).toBe(404)
    // Even the owner cannot select the text itself: the column is not granted.
    await expect(asCaller(t.db, { role: 'anon', fingerprint: guest['x-fingerprint'] }, (tx) => tx.query(`select content from public.ai_order_messages`))).rejects.toThrow(/permission denied/)
    const meta = await asCaller(t.db, { role: 'anon', fingerprint: guest['x-fingerprint'] }, (tx) => tx.query<{ id: string }>(`select id from public.ai_order_messages`))
    expect(meta).toHaveLength(2)
  })

  it('an unpaid answer is a preview of the named length everywhere; paid, the whole text', async () => {
    const c = await client()
    const u = await created(c.headers)
    await runJobs()
    const [answer] = await fullText(u)
    expect(answer!.length).toBeGreaterThan(AI_ORDER_PREVIEW_CHARS)
    const unpaid = (await read(u, c.headers)).messages[1]
    expect(unpaid).toMatchObject({ role: 2, isPreview: true, state: 'done', content: answer!.slice(0, AI_ORDER_PREVIEW_CHARS) })
    const events = await readSse(await stream(u, c.headers))
    expect(events.map((e) => e.event)).toEqual(['start', 'chunk', 'info'])
    expect(chunkText(events)).toBe(answer!.slice(0, AI_ORDER_PREVIEW_CHARS))
    expect(JSON.parse(events.at(-1)!.data)).toEqual({ reason: 'paywall', previewChars: AI_ORDER_PREVIEW_CHARS, price: 12 })
    expect(events.at(-1)!.id).toBe(String(AI_ORDER_PREVIEW_CHARS))
    // Asking past the preview gets nothing more.
    const past = await readSse(await stream(u, c.headers, { 'last-event-id': String(AI_ORDER_PREVIEW_CHARS + 50) }))
    expect(chunkText(past)).toBe('')
    await tokens(c.id, 12)
    expect((await gql(app, PAY, { u }, c.headers)).errors).toBeUndefined()
    const paid = (await read(u, c.headers)).messages[1]
    expect(paid).toMatchObject({ isPreview: false, content: answer })
    const all = await readSse(await stream(u, c.headers))
    expect(all.map((e) => e.event)).toEqual(['start', 'chunk', 'complete'])
    expect(chunkText(all)).toBe(answer)
  })
})

describe('tryToPayForCombinedAiOrderFromBalance', () => {
  // With a connected AI the answer is charged; the demo writer's is free (tests/http/demo-is-free.test.ts).
  let payingApp: TTestApp | undefined
  const paying = () => (payingApp ??= connectedApp(deps))

  it('a short balance answers INSUFFICIENT_TOKENS with what is missing and charges nothing', async () => {
    const c = await client()
    await tokens(c.id, 5)
    const u = await created(c.headers)
    const res = await gql(paying(), PAY, { u }, c.headers)
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'INSUFFICIENT_TOKENS', missing: 7, price: 12, product: 'ai' } })
    expect(await balance(c.headers)).toBe(5)
    const guest = await gql(paying(), PAY, { u }, { 'x-fingerprint': freshFingerprint() })
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })

  it('ten calls at once charge once, with one ledger entry and one paid log line', async () => {
    const c = await client()
    await tokens(c.id, 50)
    const u = await created(c.headers)
    await runJobs()
    const results = await Promise.all(Array.from({ length: 10 }, () => gql(paying(), PAY, { u }, c.headers)))
    for (const r of results) expect(r.errors).toBeUndefined()
    expect(results.every((r) => r.data.tryToPayForCombinedAiOrderFromBalance.isPaid)).toBe(true)
    expect(await balance(c.headers)).toBe(38)
    const order = await read(u, c.headers)
    const [ledger] = await t.db.query<{ n: string }>(`select count(*)::text as n from private.ledger_entries where ref = $1`, [`ai:${order.id}`])
    expect(ledger?.n).toBe('1')
    const [logged] = await t.db.query<{ n: string }>(`select count(*)::text as n from public.ai_order_logs where ai_order_id = $1::bigint and event = 'paid'`, [order.id])
    expect(logged?.n).toBe('1')
  })

  it('the auto-pay rule pays an opened order for a client with trial credits (a free question first), and not for one without', async () => {
    const AUTO = `mutation($u: ID!, $r: Boolean) { autoPayForAiOrder(unifiedOrderId: $u, requested: $r) { isPaid } }`
    const trialsOf = async (id: string) => Number((await t.db.query<{ n: string }>('select trials::text as n from public.balances where user_id = $1', [id]))[0]?.n ?? 0)
    const plain = await client()
    await tokens(plain.id, 30)
    const u1 = await created(plain.headers)
    expect((await gql(paying(), AUTO, { u: u1 }, plain.headers)).data.autoPayForAiOrder.isPaid).toBe(false)
    expect((await gql(paying(), AUTO, { u: u1, r: true }, plain.headers)).data.autoPayForAiOrder.isPaid).toBe(true)
    expect(await balance(plain.headers)).toBe(18)
    // A free question pays before the tokens: one per order, the tokens untouched; the next order then takes tokens.
    const trial = await client()
    await tokens(trial.id, 30)
    await applyPaymentCredit({ tx: t.db, paymentKey: `ai-trial:${trial.id}`, userId: trial.id, reason: 'trial', credits: { trials: 1 } })
    const u2 = await created(trial.headers)
    expect((await gql(paying(), AUTO, { u: u2 }, trial.headers)).data.autoPayForAiOrder.isPaid).toBe(true)
    expect([await trialsOf(trial.id), await balance(trial.headers)]).toEqual([0, 30])
    const u2b = await created(trial.headers)
    expect((await gql(paying(), AUTO, { u: u2b }, trial.headers)).data.autoPayForAiOrder.isPaid).toBe(false)
    expect((await gql(paying(), AUTO, { u: u2b, r: true }, trial.headers)).data.autoPayForAiOrder.isPaid).toBe(true)
    expect([await trialsOf(trial.id), await balance(trial.headers)]).toEqual([0, 18])
    // No tokens at all, but a free question: paid by it.
    const poor = await client()
    await applyPaymentCredit({ tx: t.db, paymentKey: `ai-trial:${poor.id}`, userId: poor.id, reason: 'trial', credits: { trials: 1 } })
    const u3 = await created(poor.headers)
    expect((await gql(paying(), AUTO, { u: u3 }, poor.headers)).data.autoPayForAiOrder.isPaid).toBe(true)
    expect(await trialsOf(poor.id)).toBe(0)
    // Nothing on the balance: left unpaid, no error.
    const none = await client()
    const u4 = await created(none.headers)
    const res = await gql(paying(), AUTO, { u: u4, r: true }, none.headers)
    expect(res.errors).toBeUndefined()
    expect(res.data.autoPayForAiOrder.isPaid).toBe(false)
  })

  it('charges one free question once when ten pays race for an order', async () => {
    const PAY = `mutation($u: ID!) { tryToPayForCombinedAiOrderFromBalance(unifiedOrderId: $u) { isPaid } }`
    const c = await client()
    await applyPaymentCredit({ tx: t.db, paymentKey: `ai-trial-race:${c.id}`, userId: c.id, reason: 'trial', credits: { trials: 3 } })
    const u = await created(c.headers)
    const answers = await Promise.all(Array.from({ length: 10 }, () => gql(paying(), PAY, { u }, c.headers)))
    expect(answers.every((a) => a.data?.tryToPayForCombinedAiOrderFromBalance?.isPaid === true)).toBe(true)
    const [left] = await t.db.query<{ n: string }>('select trials::text as n from public.balances where user_id = $1', [c.id])
    expect(left?.n).toBe('2')
  })
})

describe('createCombinedAiOrderClarification', () => {
  it('refuses an unpaid order; a paid one gets three, each streamed and announced; the fourth is LIMIT', async () => {
    // The order's messages cross from two-digit to three-digit ids: they must still come in numeric order.
    await t.db.query(`select setval(pg_get_serial_sequence('public.ai_order_messages', 'id'), greatest(96, (select coalesce(max(id), 0) from public.ai_order_messages)))`)
    const c = await client()
    await tokens(c.id, 12)
    const u = await created(c.headers)
    await runJobs()
    const unpaid = await gql(app, CLARIFY, { u, q: 'Почему так?' }, c.headers)
    expect(unpaid.errors?.[0]).toMatchObject({ message: 'Уточнения доступны после оплаты ответа', extensions: { code: 'CONFLICT' } })
    await gql(app, PAY, { u }, c.headers)
    expect((await gql(app, CLARIFY, { u, q: '   ' }, c.headers)).errors?.[0]?.message).toBe('Напиши уточняющий вопрос')
    const events: string[] = []
    const off = deps.realtime.subscribe([`App.Models.UnifiedOrder.${u}`], (m) => events.push(m.event))
    for (let left = 2; left >= 0; left--) {
      const asked = await gql(app, CLARIFY, { u, q: `Уточнение номер ${3 - left}` }, c.headers)
      expect(asked.errors).toBeUndefined()
      expect(asked.data.createCombinedAiOrderClarification).toMatchObject({ status: 'ANSWERING', clarificationsCountLeft: left })
      // Asking again while it answers is a stale step (or, with none left, the limit).
      expect((await gql(app, CLARIFY, { u, q: 'Ещё?' }, c.headers)).errors?.[0]?.extensions?.code).toBe(left === 0 ? 'LIMIT' : 'STALE_STEP')
      await runJobs()
    }
    const order = await read(u, c.headers)
    expect(order, JSON.stringify(order)).toMatchObject({ status: 'ANSWERED', clarificationsCountLeft: 0 })
    expect(order.messages.map((m: { role: number }) => m.role)).toEqual([1, 2, 1, 2, 1, 2, 1, 2])
    const ids = order.messages.map((m: { id: string }) => Number(m.id))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(order.messages[7].content).toMatch(/Уточнение номер 3/)
    const refused = await gql(app, CLARIFY, { u, q: 'Ещё одно?' }, c.headers)
    expect(refused.errors?.[0]).toMatchObject({ message: 'Уточнения закончились: в этом заказе можно задать не больше 3 уточнений', extensions: { code: 'LIMIT', limit: 3 } })
    await expect.poll(() => events.filter((e) => e === 'ai-order-clarification-received').length).toBe(3)
    off()
  })
})

describe('createCombinedAiOrder', () => {
  it('attaches one AI order to the caller’s task-solving order (two clicks, one order) and moves statusBySearch 3 → 4', async () => {
    const c = await client()
    const [task] = await t.db.query<{ id: string }>(
      `insert into public.unified_orders (user_id, type_id, text, status, status_by_search) values ($1, 1, $2, 2, 2) returning id::text as id`,
      [c.id, 'Найди площадь квадрата со стороной 7'],
    )
    const u = task!.id
    const stranger = await client()
    expect((await gql(app, COMBINED, { u }, stranger.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    const [a, b] = await Promise.all([gql(app, COMBINED, { u }, c.headers), gql(app, COMBINED, { u }, c.headers)])
    expect(a.errors).toBeUndefined()
    expect(a.data.createCombinedAiOrder.id).toBe(b.data.createCombinedAiOrder.id)
    expect(a.data.createCombinedAiOrder).toMatchObject({ isCombined: true, status: 'ANSWERING', unifiedOrderId: u })
    const during = (await gql(app, `query($id: ID!) { getUnifiedOrderById(id: $id) { typeId statusBySearch } }`, { id: u }, c.headers)).data.getUnifiedOrderById
    expect(during).toEqual({ typeId: 1, statusBySearch: 3 })
    await runJobs()
    const after = (await gql(app, `query($id: ID!) { getUnifiedOrderById(id: $id) { statusBySearch } }`, { id: u }, c.headers)).data.getUnifiedOrderById
    expect(after.statusBySearch).toBe(4)
    const [answer] = await fullText(u)
    expect(answer).toMatch(/7/)
    // Not on an AI order of its own.
    const own = await created(c.headers)
    expect((await gql(app, COMBINED, { u: own }, c.headers)).data.createCombinedAiOrder.isCombined).toBe(false)
    await runJobs()
  })
})
