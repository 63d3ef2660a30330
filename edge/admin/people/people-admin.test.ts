// The back-office's people section over HTTP: finding a user, their card and lists, restrictions that hold from the
// client's next request, tokens with a reason through the ledger; each route 404 to a client, 400 in Russian on bad
// input, 409 on a stale version, and written to the audit log.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../../../tests/helpers/test-db'
import type { AppDeps } from '../../context'
import { useTestApp, type TTestApp } from '../../../tests/helpers/test-app'
import { bearer, freshPhone, fromIp, gql, signInByPhone } from '../../../tests/http/auth-support'
import { makeAdmin, verifiedAdminToken } from '../../../tests/helpers/admin'
import { credit } from '../../../tests/helpers/ledger'
import { asService } from '../../db/port'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))

type TJson = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

let ipSeq = 0
async function client(phone = freshPhone()) {
  const token = await signInByPhone(app, t.db, phone, fromIp(`10.96.0.${++ipSeq}`))
  const headers = bearer(token)
  const id = (await gql(app, '{ me { id } }', {}, headers)).data.me.id as string
  return { headers, id, token, phone }
}

async function admin() {
  const id = await makeAdmin(t.db)
  return { id, headers: bearer(await verifiedAdminToken(t.db, deps.settings.APP_JWT_SECRET, id)) }
}

async function call(headers: Record<string, string>, path: string, body?: unknown): Promise<{ status: number; body: TJson }> {
  const res = await app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  return { status: res.status, body: (await res.json()) as TJson }
}

const audit = (action: string, targetId: string) =>
  asService(t.db, (tx) =>
    tx.query<{ outcome: string; before: TJson | null; after: TJson | null; note: string | null; actor_id: string }>(
      `select outcome, before, after, note, actor_id from public.admin_audit_log where action = $1 and target_id = $2 order by id`,
      [action, targetId],
    ),
  )

const CREATE = `mutation { createAiEssayOrder(topic: "Роль малого бизнеса в экономике", workTypeId: 1) { id } }`

describe('a client at the people routes', () => {
  it('meets the unknown-address answer on every route, and each change attempt is audited', async () => {
    const c = await client()
    const unknown = await (await app.request('/api/nothing-here')).text()
    const routes: [string, unknown?][] = [
      ['/api/admin/users?q=a'],
      [`/api/admin/users/${c.id}`],
      [`/api/admin/users/${c.id}/ledger`],
      [`/api/admin/users/${c.id}/payments`],
      [`/api/admin/users/${c.id}/orders`],
      [`/api/admin/users/${c.id}/restriction`, { version: 1 }],
      [`/api/admin/users/${c.id}/restriction/lift`, { version: 1 }],
      [`/api/admin/users/${c.id}/tokens`, { amount: 5 }],
      [`/api/admin/users/${c.id}/impersonation`, {}],
      ['/api/admin/users/impersonation/exchange', { code: 'x' }],
    ]
    for (const [path, body] of routes) {
      const res = await app.request(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...c.headers, 'content-type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).toBe(unknown)
    }
    const [{ n }] = (await asService(t.db, (tx) =>
      tx.query<{ n: number }>(`select count(*)::int as n from public.admin_audit_log where actor_id = $1::uuid and outcome = 'denied' and action like 'denied POST /api/admin/users/%'`, [c.id]),
    )) as [{ n: number }]
    expect(n).toBe(5)
  })
})

describe('finding a user', () => {
  it('by e-mail, by id, by the phone in any form the sign-in input takes, with server paging', async () => {
    const a = await admin()
    const c = await client('79161234567')
    const email = `find-${Date.now()}@example.test`
    await t.db.query('update public.users set email = $2, name = $3 where id = $1::uuid', [c.id, email, 'Искомый Студент'])
    const ids = async (q: string) => ((await call(a.headers, `/api/admin/users?q=${encodeURIComponent(q)}`)).body.items as { id: string }[]).map((i) => i.id)
    expect(await ids(email.toUpperCase())).toEqual([c.id])
    expect(await ids(c.id)).toEqual([c.id])
    for (const phone of ['+7 (916) 123-45-67', '8 916 123 45 67', '9161234567', '+79161234567', '1234567']) expect(await ids(phone), phone).toEqual([c.id])
    expect(await ids('искомый')).toEqual([c.id])
    expect(await ids('nobody-at-all@example.test')).toEqual([])
    const page = await call(a.headers, `/api/admin/users?q=${encodeURIComponent(email)}`)
    expect(page.body).toMatchObject({ total: 1, page: 1, perPage: 20, items: [{ id: c.id, email, phone: '79161234567', roleId: 1, restricted: false, name: 'Искомый Студент' }] })
    for (let i = 0; i < 3; i++) await t.db.query(`insert into public.users (name, email) values ('Пачка', $1)`, [`pack${i}-${Date.now()}@paging.test`])
    const second = await call(a.headers, '/api/admin/users?q=%40paging.test&perPage=20&page=1&sort=email&dir=asc')
    expect(second.body.total).toBe(3)
    expect((second.body.items as { email: string }[]).map((i) => i.email.slice(0, 5))).toEqual(['pack0', 'pack1', 'pack2'])
    const bad = await call(a.headers, '/api/admin/users?perPage=7')
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('На странице бывает 20, 50, 100 строк')
  })
})

describe('a user’s card', () => {
  it('shows profile, balance, ledger, payments with refunds, subscriptions and orders; an unknown user is 404', async () => {
    const a = await admin()
    const c = await client()
    await asService(t.db, async (tx) => {
      await credit(tx, { userId: c.id, account: 'permanent_tokens', amount: 40, reason: 'тест', idempotencyKey: `card-${c.id}-1` })
      await credit(tx, { userId: c.id, account: 'coins', amount: 12345, reason: 'тест', idempotencyKey: `card-${c.id}-2` })
      const [p] = await tx.query<{ id: string }>(
        `insert into private.payments (user_id, kind, product, amount_kopecks, provider, method_id, subscription_type_id, status, refunded_kopecks)
         values ($1, 'subscription', 'subscription', 99000, 'testbank', 3, 1, 'succeeded', 30000) returning id::text as id`,
        [c.id],
      )
      await tx.query(`insert into private.subscriptions (user_id, subscription_type_id, payment_id, starts_at, ends_at) values ($1, 1, $2, now() - interval '1 day', now() + interval '29 days')`, [
        c.id,
        p!.id,
      ])
    })
    await gql(app, CREATE, {}, c.headers)

    const card = await call(a.headers, `/api/admin/users/${c.id}`)
    expect(card.status).toBe(200)
    expect(card.body).toMatchObject({
      id: c.id,
      phone: c.phone,
      roleId: 1,
      roleTitle: 'Клиент',
      version: 1,
      restriction: null,
      balance: { balanceCoins: 123.45, balanceTokens: 40, detailedBalance: { permanent_tokens: 40, subscription_tokens: 0, temporary_tokens: 0 } },
      subscriptions: [{ isActive: true, isRenewable: true }],
    })
    const ledger = await call(a.headers, `/api/admin/users/${c.id}/ledger`)
    expect(ledger.body.total).toBe(2)
    expect((ledger.body.items as { account: string }[]).map((i) => i.account).sort()).toEqual(['coins', 'permanent_tokens'])
    expect((await call(a.headers, `/api/admin/users/${c.id}/ledger?account=coins`)).body.items).toMatchObject([{ delta: 12345, balanceAfter: 12345 }])
    const payments = await call(a.headers, `/api/admin/users/${c.id}/payments`)
    expect(payments.body.items).toMatchObject([{ status: 'succeeded', provider: 'testbank', amountKopecks: 99000, refundedKopecks: 30000, kind: 'subscription' }])
    const orders = await call(a.headers, `/api/admin/users/${c.id}/orders`)
    expect(orders.body.total).toBe(1)
    expect(orders.body.items[0]).toMatchObject({ type: 'TEXT_WORK', status: 'DRAFT' })

    for (const path of [`/api/admin/users/${crypto.randomUUID()}`, `/api/admin/users/${crypto.randomUUID()}/payments`, '/api/admin/users/not-a-uuid']) {
      const missing = await call(a.headers, path)
      expect(missing.status, path).toBe(404)
      expect(missing.body.error.message).toBe('Пользователь не найден')
    }
  })
})

describe('restrictions', () => {
  it('hold from the client’s very next request, lift at once, refuse a stale form and are audited', async () => {
    const a = await admin()
    const c = await client()
    const path = `/api/admin/users/${c.id}/restriction`
    const noReason = await call(a.headers, path, { version: 1, canLogin: true, canCreateOrders: false, canCreatePayIns: true, reasonTitle: ' ' })
    expect(noReason.status).toBe(400)
    expect(noReason.body.error.message).toBe('Заполни причину')
    const nothingTaken = await call(a.headers, path, { version: 1, canLogin: true, canCreateOrders: true, canCreatePayIns: true, reasonTitle: 'Спам' })
    expect(nothingTaken.body.error.message).toBe('Сними хотя бы одно право: иначе это не ограничение')
    const past = await call(a.headers, path, { version: 1, canLogin: true, canCreateOrders: false, canCreatePayIns: true, reasonTitle: 'Спам', removeAt: '2020-01-01T00:00:00Z' })
    expect(past.body.error.message).toBe('Дата снятия должна быть в будущем')

    expect((await gql(app, CREATE, {}, c.headers)).errors).toBeUndefined()
    const removeAt = new Date(Date.now() + 86_400_000).toISOString()
    const set = await call(a.headers, path, {
      version: 1,
      canLogin: true,
      canCreateOrders: false,
      canCreatePayIns: false,
      reasonTitle: 'Подозрение на перепродажу',
      reasonDescription: 'Много одинаковых заказов',
      description: 'Заказы временно недоступны, напиши в поддержку',
      removeAt,
    })
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({ version: 2, restriction: { canCreateOrders: false, canCreatePayIns: false, canLogin: true, removeAt } })
    expect((await gql(app, CREATE, {}, c.headers)).errors?.[0]).toMatchObject({ message: 'Заказы временно недоступны, напиши в поддержку', extensions: { code: 'RESTRICTED' } })
    expect((await gql(app, `mutation { purchaseEcosystem(amountTokens: 50) { paymentId } }`, {}, c.headers)).errors?.[0]?.extensions?.code).toBe('RESTRICTED')

    // A second screen that loaded version 1 cannot lift what the first one set.
    const stale = await call(a.headers, `${path}/lift`, { version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toMatchObject({ code: 'STALE_VERSION', message: 'Запись изменили, обнови страницу' })
    const lifted = await call(a.headers, `${path}/lift`, { version: 2, note: 'Разобрались' })
    expect(lifted.body).toEqual({ version: 3, restriction: null })
    expect((await gql(app, CREATE, {}, c.headers)).errors).toBeUndefined()
    expect((await call(a.headers, `${path}/lift`, { version: 3 })).body.error.message).toBe('У пользователя нет ограничений')

    const restricts = await audit('user.restrict', c.id)
    expect(restricts.map((r) => r.outcome)).toEqual(['ok'])
    expect(restricts[0]).toMatchObject({
      actor_id: a.id,
      note: 'Подозрение на перепродажу',
      before: { canCreateOrders: true, version: 1 },
      after: { canCreateOrders: false, canCreatePayIns: false, reasonTitle: 'Подозрение на перепродажу', version: 2 },
    })
    const lifts = await audit('user.unrestrict', c.id)
    expect(lifts.map((r) => [r.outcome, r.note])).toEqual([
      ['failed', 'Запись изменили, обнови страницу'],
      ['ok', 'Разобрались'],
      ['failed', 'У пользователя нет ограничений'],
    ])
    expect(lifts[1]!.after).toMatchObject({ canCreateOrders: true, reasonTitle: null, version: 3 })
  })

  it('without sign-in ends the token the client is using at once', async () => {
    const a = await admin()
    const c = await client()
    expect((await gql(app, '{ me { id } }', {}, c.headers)).data.me.id).toBe(c.id)
    const set = await call(a.headers, `/api/admin/users/${c.id}/restriction`, { version: 1, canLogin: false, canCreateOrders: true, canCreatePayIns: true, reasonTitle: 'Взлом аккаунта' })
    expect(set.status).toBe(200)
    expect((await gql(app, '{ me { id } }', {}, c.headers)).data.me).toBeNull()
    expect((await call(a.headers, `/api/admin/users/${c.id}/restriction`, { version: 1, canLogin: false, canCreateOrders: true, canCreatePayIns: true, reasonTitle: 'x' })).status).toBe(409)
    // An administrator cannot lock themselves out.
    const self = await call(a.headers, `/api/admin/users/${a.id}/restriction`, { version: 1, canLogin: false, canCreateOrders: true, canCreatePayIns: true, reasonTitle: 'x' })
    expect(self.status).toBe(422)
    expect(self.body.error.message).toBe('Себя ограничить нельзя')
  })
})

describe('tokens', () => {
  it('are granted and taken with a required reason, once per form, never below zero, each step audited', async () => {
    const a = await admin()
    const c = await client()
    const path = `/api/admin/users/${c.id}/tokens`
    const key = crypto.randomUUID()
    const noReason = await call(a.headers, path, { direction: 'grant', amount: 10, reason: '', idempotencyKey: key })
    expect(noReason.status).toBe(400)
    expect(noReason.body.error.message).toBe('Заполни причину: хотя бы несколько слов')
    expect((await call(a.headers, path, { direction: 'grant', amount: 0, reason: 'Компенсация', idempotencyKey: key })).body.error.message).toBe('Количество токенов — от 1')
    expect((await call(a.headers, path, { direction: 'grant', account: 'temporary_tokens', amount: 5, reason: 'Компенсация', idempotencyKey: key })).body.error.message).toBe(
      'Начислять можно только постоянные токены',
    )

    const grant = { direction: 'grant', amount: 25, reason: 'Компенсация за сбой', idempotencyKey: key }
    const first = await call(a.headers, path, grant)
    expect(first.body).toEqual({ balanceTokens: 25, balanceAfter: 25, replayed: false })
    // The double click: the same form again moves nothing.
    expect((await call(a.headers, path, grant)).body).toEqual({ balanceTokens: 25, balanceAfter: 25, replayed: true })
    expect((await call(a.headers, path, { ...grant, amount: 26 })).status).toBe(409)
    expect((await gql(app, '{ me { balance { balanceTokens detailedBalance { permanent_tokens } } } }', {}, c.headers)).data.me.balance).toEqual({
      balanceTokens: 25,
      detailedBalance: { permanent_tokens: 25 },
    })

    const tooMuch = await call(a.headers, path, { direction: 'take', amount: 30, reason: 'Ошибочное начисление', idempotencyKey: crypto.randomUUID() })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.body.error).toMatchObject({ code: 'INSUFFICIENT_TOKENS', message: 'На счёте «Постоянные токены» 25: списать 30 нельзя, баланс не уходит в минус' })
    const take = await call(a.headers, path, { direction: 'take', amount: 5, reason: 'Ошибочное начисление', idempotencyKey: crypto.randomUUID() })
    expect(take.body).toEqual({ balanceTokens: 20, balanceAfter: 20, replayed: false })

    const ledger = await call(a.headers, `/api/admin/users/${c.id}/ledger`)
    expect((ledger.body.items as { delta: number; reason: string }[]).map((i) => [i.delta, i.reason])).toEqual([
      [-5, 'Администратор: Ошибочное начисление'],
      [25, 'Администратор: Компенсация за сбой'],
    ])
    const grants = await audit('user.tokens-grant', c.id)
    expect(grants.map((g) => g.outcome)).toEqual(['ok', 'ok', 'failed'])
    expect(grants[0]).toMatchObject({ note: 'Компенсация за сбой', before: { balance: 0, amount: 25 }, after: { balance: 25 } })
    expect(grants[1]!.after).toMatchObject({ replayed: true })
    const takes = await audit('user.tokens-take', c.id)
    expect(takes.map((g) => g.outcome)).toEqual(['failed', 'ok'])
    expect(takes[1]).toMatchObject({ before: { balance: 25, amount: -5 }, after: { balance: 20 } })
  })
})
