// «Оценки»: the ratings of orders (stars with a comment) and of training tasks and messages (thumbs) in one server-paged
// list for administrators, with the bad-rating filter (≤ 2 stars or thumbs-down) and a filter by source; unrated rows
// stay out; a client meets the unknown address.
import { describe, expect, it } from 'vitest'
import type { TestDb } from '../../../tests/helpers/test-db'
import type { AppDeps } from '../../context'
import { useTestApp, type TTestApp } from '../../../tests/helpers/test-app'
import { bearer } from '../../../tests/http/auth-support'
import { makeAdmin, verifiedAdminToken } from '../../../tests/helpers/admin'
import { issueToken } from '../../auth/token'
import type { TAdminRating } from '../../../domain/admin/feedback'
import type { TListPage } from '../../../domain/admin/list-query'

let t: TestDb
let app: TTestApp
let deps: AppDeps
useTestApp((made) => ({ t, app, deps } = made))

async function seed() {
  const user = crypto.randomUUID()
  await t.db.query(`insert into public.users (id, name, role_id) values ($1::uuid, 'Оценщик', 1)`, [user])
  const order = async (type: number) =>
    (await t.db.query<{ id: string }>(`insert into public.unified_orders (user_id, type_id, text) values ($1, $2, 'Тема') returning id::text`, [user, type]))[0]!.id
  const good = await order(5)
  const bad = await order(5)
  await t.db.query(`insert into public.unified_order_rates (unified_order_id, stage, rate, comment) values ($1::bigint, 'final', 5, 'Отлично'), ($2::bigint, 'final', 2, 'Много ошибок')`, [good, bad])
  const trainingOrder = await order(9)
  const [task] = await t.db.query<{ id: string }>(
    `insert into public.training_tasks (unified_order_id, user_id, task_text, title, rating) values ($1::bigint, $2, 'Реши уравнение', 'Уравнение с подвохом', 'down') returning id::text`,
    [trainingOrder, user],
  )
  await t.db.query(
    `insert into public.training_messages (training_task_id, seq, sender, content, rating) values
       ($1::bigint, 1, 'assistant', 'Первый   шаг:
 перенесём x', 'up'), ($1::bigint, 2, 'assistant', 'Неверный шаг', 'down'), ($1::bigint, 3, 'assistant', 'Без оценки', 'not_rated')`,
    [task!.id],
  )
  return { user, good, bad, task: task!.id, trainingOrder }
}

describe('GET /api/admin/feedback/ratings', () => {
  it('lists every rated order, training task and message newest first; the bad filter keeps ≤ 2 stars and thumbs-down', async () => {
    const s = await seed()
    const id = await makeAdmin(t.db)
    const headers = bearer(await verifiedAdminToken(t.db, deps.settings.APP_JWT_SECRET, id))
    const get = async (q: string) => {
      const res = await app.request(`/api/admin/feedback/ratings${q}`, { headers })
      expect(res.status).toBe(200)
      return (await res.json()) as TListPage<TAdminRating>
    }
    const all = await get('?perPage=100')
    expect(all.total).toBe(5)
    expect(all.items.map((r) => [r.kind, r.score, r.bad]).sort()).toEqual(
      [
        ['order', 5, false],
        ['order', 2, true],
        ['training-task', 'down', true],
        ['training-message', 'up', false],
        ['training-message', 'down', true],
      ].sort(),
    )
    const order = all.items.find((r) => r.kind === 'order' && r.score === 2)!
    expect(order).toMatchObject({ subject: `Заказ ${s.bad} · final`, comment: 'Много ошибок', orderId: s.bad })
    const message = all.items.find((r) => r.kind === 'training-message' && r.score === 'up')!
    expect(message).toMatchObject({ subject: 'Первый шаг: перенесём x', userId: s.user, orderId: s.trainingOrder })

    const bad = await get('?bad=1')
    expect(bad.total).toBe(3)
    expect(bad.items.every((r) => r.bad)).toBe(true)
    expect((await get('?bad=1&kind=training-message')).items.map((r) => r.subject)).toEqual(['Неверный шаг'])
    expect((await get('?q=подвохом')).items.map((r) => r.kind)).toEqual(['training-task'])
    const byScore = await get('?sort=score&dir=asc&perPage=20')
    expect(byScore.items.map((r) => r.score).slice(0, 3).every((v) => v === 'down' || v === 2)).toBe(true)
    expect((await app.request('/api/admin/feedback/ratings?sort=kind', { headers })).status).toBe(400)
  })

  it('answers a client exactly like an unknown address', async () => {
    const unknown = await (await app.request('/api/nothing-here')).text()
    const user = crypto.randomUUID()
    await t.db.query(`insert into public.users (id, name, role_id) values ($1::uuid, 'Клиент', 1)`, [user])
    const res = await app.request('/api/admin/feedback/ratings?bad=1', { headers: bearer(await issueToken({ userId: user, secret: deps.settings.APP_JWT_SECRET })) })
    expect(res.status).toBe(404)
    expect(await res.text()).toBe(unknown)
  })
})
