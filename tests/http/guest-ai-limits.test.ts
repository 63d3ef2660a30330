// Guests' AI work (issue 29, finding 3), at the production defaults: a guest changes its fingerprint at will, so the
// AI orders, advanced AI orders, text works and outlines guests start are counted per address (an IPv6 /64) and for
// all guests together; a signed-in client is not held by them, and its jobs run before a guest's.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { readSettings } from '../../edge/settings'
import { GUEST_LIMIT_MESSAGE } from '../../domain/orders/guest-limits'
import { ESSAY_STATUS } from '../../domain/essay/statuses'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { useMidWindowClock } from '../helpers/rate-window'
import { bearer, freshFingerprint, freshPhone, fromIp, gql, signInByPhone } from './auth-support'

const DEFAULTS = readSettings({ APP_ENV: 'test' })
const PER_ADDRESS = DEFAULTS.GUEST_AI_PER_ADDRESS_MINUTE
const TOTAL = DEFAULTS.GUEST_AI_TOTAL_MINUTE

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made), {
  GUEST_AI_PER_ADDRESS_MINUTE: String(PER_ADDRESS),
  GUEST_AI_PER_ADDRESS_DAY: String(DEFAULTS.GUEST_AI_PER_ADDRESS_DAY),
  GUEST_AI_TOTAL_MINUTE: String(TOTAL),
})
useMidWindowClock(() => t.db)

const guest = (ip: string) => ({ 'x-fingerprint': freshFingerprint(), ...fromIp(ip) })
const aiOrder = (headers: Record<string, string>) =>
  app.request('/api/unified-order/create', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: 'Сколько будет 2 + 2? Объясни' }) })
const advanced = (headers: Record<string, string>) => gql(app, 'mutation { createAdvancedAiOrder(question: "Что такое правовая норма?") { unifiedOrderId } }', {}, headers)
const essay = (headers: Record<string, string>) => gql(app, 'mutation { createAiEssayOrder(topic: "Роль малого бизнеса в экономике региона", workTypeId: 1) { id } }', {}, headers)

describe('guests’ AI work', () => {
  it('refuses the next AI order from one address with a fresh fingerprint each time, and serves another address and a signed-in client', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) expect((await aiOrder(guest('203.0.113.10'))).status).toBe(200)
    const refused = await aiOrder(guest('203.0.113.10'))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ unified_order_id: null, error: GUEST_LIMIT_MESSAGE, code: 'TOO_MANY_ATTEMPTS' })
    // A port from a proxy is the same address.
    expect((await aiOrder(guest('203.0.113.10:50312'))).status).toBe(429)
    expect((await aiOrder(guest('203.0.113.11'))).status).toBe(200)
    const client = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('203.0.113.10')))
    expect((await aiOrder({ ...client, ...fromIp('203.0.113.10') })).status).toBe(200)
  })

  it('counts a guest\'s free originality check of an own file in the same budget; a signed-in client is not held', async () => {
    const file = (headers: Record<string, string>, i: number) => {
      const form = new FormData()
      form.append('file', new File([new TextEncoder().encode(`Текст работы студента о реформах и их значении. Вариант ${i}.`)], 'работа.txt'))
      return app.request('/api/originality/file', { method: 'POST', body: form, headers })
    }
    for (let i = 0; i < PER_ADDRESS; i++) expect((await file(guest('203.0.113.20'), i)).status).toBe(200)
    const refused = await file(guest('203.0.113.20'), 99)
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_ATTEMPTS')
    expect((await file(guest('203.0.113.21'), 100)).status).toBe(200)
  })

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 1; i <= PER_ADDRESS; i++) expect((await aiOrder(guest(`2001:db8:5:6::${i.toString(16)}`))).status).toBe(200)
    expect((await aiOrder(guest('2001:db8:5:6:ffff:1:2:3'))).status).toBe(429)
    expect((await aiOrder(guest('2001:db8:5:7::1'))).status).toBe(200)
  })

  it('counts advanced AI orders, text works and each outline of a text work in the same budget', async () => {
    const ip = '198.51.100.77'
    const h = guest(ip)
    const made = await essay(h)
    const id = made.data.createAiEssayOrder.id as string
    const save = () => gql(app, 'mutation($id: ID!) { editAiEssayOrderRequirements(aiEssayOrderId: $id, topic: "Роль малого бизнеса в экономике региона", numberOfPages: 10) { id } }', { id }, h)
    expect((await save()).errors).toBeUndefined()
    for (let i = 2; i < PER_ADDRESS; i++) expect((await advanced(guest(ip))).errors).toBeUndefined()
    // The outline job never ran, so the order still allows saving again: each save writes a new outline.
    await t.db.query(`update public.ai_essay_orders set status = $2 where id = $1::bigint`, [id, ESSAY_STATUS.requirementsDefinition])
    const refused = await save()
    expect(refused.errors?.[0]).toMatchObject({ message: GUEST_LIMIT_MESSAGE, extensions: { code: 'TOO_MANY_ATTEMPTS' } })
    expect((await advanced(guest(ip))).errors?.[0]?.message).toBe(GUEST_LIMIT_MESSAGE)
    expect((await essay(guest(ip))).errors?.[0]?.message).toBe(GUEST_LIMIT_MESSAGE)
  })

  it('refuses a guest from a fresh address once all guests together started the minute’s limit', async () => {
    // Guests from ten addresses start work; the rest of the minute's shared budget is spent as if by many more.
    for (let i = 1; i <= 10; i++) expect((await aiOrder(guest(`192.0.2.${i}`))).status, `guest ${i}`).toBe(200)
    const [spent] = await t.db.query<{ hits: number }>(`update private.rate_limit_hits set hits = $1 where bucket = 'guest-ai:all:minute' and window_start = (select max(window_start) from private.rate_limit_hits where bucket = 'guest-ai:all:minute') returning hits`, [TOTAL - 1])
    expect(spent?.hits).toBe(TOTAL - 1)
    expect((await aiOrder(guest('192.0.2.100'))).status).toBe(200)
    const refused = await aiOrder(guest('192.0.2.101'))
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ error: GUEST_LIMIT_MESSAGE })
    const client = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('192.0.2.251')))
    expect((await aiOrder({ ...client, ...fromIp('192.0.2.251') })).status).toBe(200)
  })

  it('queues a guest’s answer below a signed-in client’s', async () => {
    await t.db.query(`delete from private.rate_limit_hits where bucket like 'guest-ai:%'`)
    const client = bearer(await signInByPhone(app, t.db, freshPhone(), fromIp('198.51.100.200')))
    const mine = (await (await aiOrder({ ...client, ...fromIp('198.51.100.200') })).json()) as { unified_order_id: number }
    const theirs = (await (await aiOrder(guest('198.51.100.201'))).json()) as { unified_order_id: number }
    const priority = async (unified: number) =>
      (
        await t.db.query<{ priority: number }>(
          `select j.priority from private.jobs j join public.ai_orders o on j.payload->>'orderId' = o.id::text where o.unified_order_id = $1::bigint`,
          [unified],
        )
      )[0]?.priority
    expect(await priority(mine.unified_order_id)).toBeGreaterThan((await priority(theirs.unified_order_id))!)
    expect(deps.settings.JOBS_RESERVED_FOR_CLIENTS).toBeGreaterThan(0)
  })
})
