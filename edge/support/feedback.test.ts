// Feedback: sendFeedback stores a guest's (by fingerprint) and a client's feedback, refuses bad input with the form's
// Russian messages as BAD_REQUEST, rate-limits per author and per address; row-level security shows an author only
// their own rows; GET /api/admin/feedback lists them for an administrator and looks absent to everyone else.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../../tests/helpers/test-db'
import type { AppDeps } from '../context'
import { useTestApp, type TTestApp } from '../../tests/helpers/test-app'
import { useMidWindowClock } from '../../tests/helpers/rate-window'
import { bearer, freshFingerprint, fromIp, gql } from '../../tests/http/auth-support'
import { verifiedAdminToken } from '../../tests/helpers/admin'
import { issueToken } from '../auth/token'
import { asCaller, type Caller } from '../db/port'
import { FEEDBACK_MESSAGES } from '../../domain/feedback'
import { FEEDBACK_WINDOWS } from './send-feedback'
import { API_NOT_FOUND_BODY } from '../http/api-not-found'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))
useMidWindowClock(() => t.db)

const SEND = `mutation Send($text: String!, $rating: Int, $pageUrl: String, $source: FeedbackSource) {
  sendFeedback(text: $text, rating: $rating, pageUrl: $pageUrl, source: $source)
}`

let seq = 0
let ipSeq = 0
/** Every test its own address, so the per-address window of one test never refuses another's. */
const freshIp = () => fromIp(`203.0.113.${++ipSeq}`)

async function newUser(roleId = 1): Promise<{ id: string; headers: Record<string, string> }> {
  const id = `00000000-0000-4000-8000-${String(0xfeed00 + ++seq).padStart(12, '0')}`
  await t.db.query(`insert into public.users (id, name, role_id) values ($1, 'Отзывчивый', $2)`, [id, roleId])
  const secret = deps.settings.APP_JWT_SECRET
  // An administrator's token opens the back-office only after the second factor.
  return { id, headers: bearer(roleId === 4 ? await verifiedAdminToken(t.db, secret, id) : await issueToken({ userId: id, secret })) }
}
const guest = (fingerprint = freshFingerprint()) => ({ fingerprint, headers: { 'x-fingerprint': fingerprint } })
const visibleTo = (caller: Caller) => asCaller(deps.db, caller, (tx) => tx.query<{ text: string }>('select text from public.feedback order by id'))

describe('sendFeedback', () => {
  it('stores a guest’s feedback under their fingerprint, and only that guest reads it back', async () => {
    const g = guest()
    const ip = freshIp()
    const res = await gql(app, SEND, { text: '  Добавьте тёмную тему  ', pageUrl: 'http://localhost/ecosystem' }, { ...g.headers, ...ip })
    expect(res.errors).toBeUndefined()
    expect(res.data.sendFeedback).toBe(true)
    const [row] = await t.db.query<Record<string, unknown>>('select * from public.feedback where guest_fingerprint = $1', [g.fingerprint])
    expect(row).toMatchObject({ user_id: null, text: 'Добавьте тёмную тему', rating: null, page_url: 'http://localhost/ecosystem', source: 'form' })
    expect(await visibleTo({ role: 'anon', fingerprint: g.fingerprint })).toEqual([{ text: 'Добавьте тёмную тему' }])
    expect(await visibleTo({ role: 'anon', fingerprint: freshFingerprint() })).toEqual([])
    expect(await visibleTo({ role: 'anon' })).toEqual([])
    const other = await newUser()
    expect(await visibleTo({ role: 'authenticated', userId: other.id })).toEqual([])
  })

  it('stores a client’s feedback with its rating and source; another client sees none of it', async () => {
    const me = await newUser()
    const res = await gql(app, SEND, { text: 'Всё отлично', rating: 5, source: 'SURVIO' }, { ...me.headers, ...freshIp() })
    expect(res.data?.sendFeedback).toBe(true)
    const rows = await t.db.query<Record<string, unknown>>('select user_id, guest_fingerprint, rating, source from public.feedback where user_id = $1', [me.id])
    expect(rows).toEqual([{ user_id: me.id, guest_fingerprint: null, rating: 5, source: 'survio' }])
    expect(await visibleTo({ role: 'authenticated', userId: me.id })).toEqual([{ text: 'Всё отлично' }])
    const other = await newUser()
    expect(await visibleTo({ role: 'authenticated', userId: other.id })).toEqual([])
  })

  it('lets nobody write a row in someone else’s name, nor read the table through another route', async () => {
    const me = await newUser()
    const victim = await newUser()
    const insert = (caller: Caller, userId: string | null, fp: string | null) =>
      asCaller(deps.db, caller, (tx) => tx.query(`insert into public.feedback (user_id, guest_fingerprint, text) values ($1::uuid, $2, 'чужой')`, [userId, fp]))
    await expect(insert({ role: 'authenticated', userId: me.id }, victim.id, null)).rejects.toThrow(/row-level security/)
    await expect(insert({ role: 'anon', fingerprint: freshFingerprint() }, null, freshFingerprint())).rejects.toThrow(/row-level security/)
    await expect(insert({ role: 'anon', fingerprint: freshFingerprint() }, victim.id, null)).rejects.toThrow(/row-level security/)
    await expect(asCaller(deps.db, { role: 'authenticated', userId: me.id }, (tx) => tx.query('delete from public.feedback'))).rejects.toThrow(/permission denied/)
  })

  it('refuses bad input with the form’s Russian messages as BAD_REQUEST and stores nothing', async () => {
    const fingerprints: string[] = []
    const cases: [Record<string, unknown>, string][] = [
      [{ text: '   ' }, FEEDBACK_MESSAGES.textEmpty],
      [{ text: 'я'.repeat(2001) }, FEEDBACK_MESSAGES.textLong],
      [{ text: 'ок', rating: 0 }, FEEDBACK_MESSAGES.rating],
      [{ text: 'ок', rating: 6 }, FEEDBACK_MESSAGES.rating],
      [{ text: 'ок', pageUrl: `https://x.example/${'a'.repeat(490)}` }, FEEDBACK_MESSAGES.pageUrl],
    ]
    for (const [variables, message] of cases) {
      // Each case its own guest: refused calls count against the author's limit too.
      const g = guest()
      fingerprints.push(g.fingerprint)
      const res = await gql(app, SEND, variables, { ...g.headers, ...freshIp() })
      expect(res.errors?.[0], JSON.stringify(variables).slice(0, 60)).toMatchObject({ message, extensions: { code: 'BAD_REQUEST' } })
    }
    // A type the schema refuses (rating as text) is a 4xx too, never a 500.
    const wrongType = await gql(app, SEND, { text: 'ок', rating: 'пять' }, guest().headers)
    expect(wrongType.status).toBeGreaterThanOrEqual(400)
    expect(wrongType.status).toBeLessThan(500)
    // A caller with neither an account nor a fingerprint has nobody to store it under.
    const nobody = await gql(app, SEND, { text: 'ок' }, freshIp())
    expect(nobody.errors?.[0]).toMatchObject({ message: FEEDBACK_MESSAGES.noFingerprint, extensions: { code: 'BAD_REQUEST' } })
    expect(await t.db.query('select 1 from public.feedback where guest_fingerprint = any($1)', [fingerprints])).toEqual([])
  })

  it('refuses an author past the minute limit, stored or not', async () => {
    const me = await newUser()
    const ip = freshIp()
    const max = FEEDBACK_WINDOWS.author[0].max
    // Refused input counts as well: a flood of bad calls is still a flood.
    await gql(app, SEND, { text: ' ' }, { ...me.headers, ...ip })
    for (let i = 1; i < max; i++) expect((await gql(app, SEND, { text: `отзыв ${i}` }, { ...me.headers, ...ip })).data?.sendFeedback).toBe(true)
    const refused = await gql(app, SEND, { text: 'ещё один' }, { ...me.headers, ...ip })
    expect(refused.errors?.[0]).toMatchObject({ message: FEEDBACK_MESSAGES.tooMany, extensions: { code: 'TOO_MANY_ATTEMPTS' } })
    expect(Number(refused.errors?.[0]?.extensions?.retryAfterSeconds)).toBeGreaterThan(0)
    expect(await t.db.query('select text from public.feedback where user_id = $1 order by id', [me.id])).toHaveLength(max - 1)
  })

  it('refuses one address past its hourly limit even with a new fingerprint each time', async () => {
    const ip = freshIp()
    const max = FEEDBACK_WINDOWS.ip[0].max
    for (let i = 0; i < max; i++) expect((await gql(app, SEND, { text: `спам ${i}` }, { ...guest().headers, ...ip })).data?.sendFeedback).toBe(true)
    const refused = await gql(app, SEND, { text: 'ещё' }, { ...guest().headers, ...ip })
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_ATTEMPTS' } })
    // Another address is not held back by this one.
    expect((await gql(app, SEND, { text: 'честный' }, { ...guest().headers, ...freshIp() })).data?.sendFeedback).toBe(true)
  })
})

describe('GET /api/admin/feedback', () => {
  it('answers a guest, a client and a forged token exactly like an unknown /api address', async () => {
    const unknown = await app.request('/api/admin/nothing-here')
    const body = await unknown.text()
    expect(JSON.parse(body)).toEqual(API_NOT_FOUND_BODY)
    const client = await newUser()
    for (const headers of [{}, client.headers, bearer('not-a-token'), guest().headers]) {
      for (const path of ['/api/admin/feedback', '/api/admin/feedback?perPage=abc', '/api/admin/feedback/ratings?bad=1']) {
        const res = await app.request(path, { headers })
        expect(res.status).toBe(404)
        expect(await res.text()).toBe(body)
      }
    }
  })

  it('lists every author’s feedback to an administrator, newest first, page by page, with the bad-rating filter', async () => {
    const admin = await newUser(4)
    const g = guest()
    const c = await newUser()
    await gql(app, SEND, { text: 'первый (гость)', rating: 3 }, { ...g.headers, ...freshIp() })
    await gql(app, SEND, { text: 'второй (клиент)', source: 'SURVIO', pageUrl: '/ecosystem?x=1' }, { ...c.headers, ...freshIp() })
    await gql(app, SEND, { text: 'третий: всё плохо', rating: 1 }, { ...c.headers, ...freshIp() })
    await gql(app, SEND, { text: 'четвёртый: так себе', rating: 2 }, { ...g.headers, ...freshIp() })
    const res = await app.request('/api/admin/feedback?perPage=20', { headers: admin.headers })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const list = (await res.json()) as { items: Record<string, unknown>[]; total: number; page: number; perPage: number }
    expect(list.perPage).toBe(20)
    const mine = list.items.filter((i) => /^(первый|второй|третий|четвёртый)/.test(String(i.text)))
    expect(mine.map((i) => i.text)).toEqual(['четвёртый: так себе', 'третий: всё плохо', 'второй (клиент)', 'первый (гость)'])
    expect(mine[2]).toMatchObject({ userId: c.id, guest: false, source: 'survio', pageUrl: '/ecosystem?x=1', rating: null })
    expect(mine[3]).toMatchObject({ userId: null, guest: true, source: 'form', rating: 3 })
    const bad = (await (await app.request('/api/admin/feedback?rating=bad&perPage=100', { headers: admin.headers })).json()) as { items: { text: string; rating: number }[] }
    expect(bad.items.length).toBeGreaterThanOrEqual(2)
    expect(bad.items.every((i) => i.rating !== null && i.rating <= 2)).toBe(true)
    expect(bad.items.map((i) => i.text)).toEqual(expect.arrayContaining(['третий: всё плохо', 'четвёртый: так себе']))
    const survio = (await (await app.request('/api/admin/feedback?source=survio&q=клиент', { headers: admin.headers })).json()) as { items: { text: string }[] }
    expect(survio.items.map((i) => i.text)).toEqual(['второй (клиент)'])
    const second = (await (await app.request('/api/admin/feedback?perPage=20&page=2', { headers: admin.headers })).json()) as { total: number; page: number }
    expect(second).toMatchObject({ total: list.total, page: 2 })
    for (const q of ['perPage=0', 'perPage=101', 'page=-1', 'page=x', 'sort=text']) {
      const refused = await app.request(`/api/admin/feedback?${q}`, { headers: admin.headers })
      expect(refused.status, q).toBe(400)
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST')
    }
  })
})
