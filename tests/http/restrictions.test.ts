// A restricted account (platform.md §3 User.restriction) cannot create orders or pay while the restriction holds, with
// the restriction's own words or a plain Russian message; a restriction whose removal date has passed stops nothing.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { gql, phoneClients } from './auth-support'

let t: TestDb
let app: TTestApp
useTestApp((made) => ({ t, app } = made), {}, { connectedAi: true })

const client = phoneClients('10.95.0', () => ({ app, db: t.db }))
const restrict = (id: string, set: string) => t.db.query(`update public.users set ${set} where id = $1`, [id])

const CREATE = `mutation { createAiEssayOrder(topic: "Роль малого бизнеса в экономике", workTypeId: 1) { id } }`
const BUY = `mutation { purchaseEcosystem(amountTokens: 50) { paymentId } }`

describe('restrictions', () => {
  it('stop new orders while they hold, with the restriction’s own words when it has them', async () => {
    const c = await client()
    await restrict(c.id, `can_create_orders = false`)
    expect((await gql(app, CREATE, {}, c.headers)).errors?.[0]).toMatchObject({
      message: 'Создание новых заказов для твоего аккаунта ограничено',
      extensions: { code: 'RESTRICTED', category: 'restriction', restriction: { canCreateOrders: false } },
    })
    await restrict(c.id, `restriction_description = 'Аккаунт на проверке'`)
    expect((await gql(app, CREATE, {}, c.headers)).errors?.[0]?.message).toBe('Аккаунт на проверке')
    await restrict(c.id, `restriction_remove_at = now() - interval '1 minute'`)
    expect((await gql(app, CREATE, {}, c.headers)).errors).toBeUndefined()
  })

  it('stop text recognition, the first step of a task or AI order, before the file is stored', async () => {
    const c = await client()
    await restrict(c.id, `can_create_orders = false`)
    const form = new FormData()
    form.set('file', new File([new TextEncoder().encode('Найдите производную функции y = x^2')], 'task.txt', { type: 'text/plain' }))
    const res = await app.request('/api/recognize-text', { method: 'POST', body: form, headers: c.headers })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: { code: 'RESTRICTED', message: 'Создание новых заказов для твоего аккаунта ограничено' } })
    const stored = await t.db.query(`select 1 from public.text_recognitions where user_id = $1`, [c.id])
    expect(stored).toEqual([])
  })

  it('stop payments by bank and from the balance', async () => {
    const c = await client()
    const order = (await gql(app, CREATE, {}, c.headers)).data.createAiEssayOrder.id
    await restrict(c.id, `can_create_pay_ins = false`)
    expect((await gql(app, BUY, {}, c.headers)).errors?.[0]).toMatchObject({
      message: 'Оплата для твоего аккаунта ограничена',
      extensions: { code: 'RESTRICTED', restriction: { canCreatePayIns: false } },
    })
    const [{ n }] = (await t.db.query<{ n: number }>(`select count(*)::int as n from public.payments where user_id = $1`, [c.id])) as [{ n: number }]
    expect(n).toBe(0)
    // The order may still be written up to the Payment step; paying from the balance is refused the same way.
    await t.db.query(`update public.ai_essay_orders set status = 8, outline = '[]'::jsonb where id = $1`, [order])
    expect((await gql(app, `mutation($id: ID!) { tryToPayForAiEssayOrderFromBalance(aiEssayOrderId: $id) { id } }`, { id: order }, c.headers)).errors?.[0]?.message).toBe(
      'Оплата для твоего аккаунта ограничена',
    )
  })
})
