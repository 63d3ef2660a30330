// The orders-kernel migration on a database that holds wave-1 rows: every text work ends up with exactly one unified
// order carrying its type, mapped status, search status, text and paid mark; nothing is lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emptyTestDb, type TestDb } from '../../tests/helpers/test-db'
import { migrate } from '../db/migrate'
import { loadMigrations } from '../db/files.server'

const KERNEL = '20261125000100'
const ALICE = '00000000-0000-4000-8000-0000000000b1'
let t: TestDb

type TWave1 = { topic: string; status: number; paid: boolean; unified: 'none' | 'with-kind' | 'bare'; guest?: string }
const WAVE1: TWave1[] = [
  { topic: 'Требования', status: 3, paid: false, unified: 'with-kind' },
  { topic: 'Оплачен на плане', status: 8, paid: true, unified: 'with-kind' },
  { topic: 'Пишется', status: 19, paid: true, unified: 'bare' },
  { topic: 'Готово', status: 14, paid: true, unified: 'none' },
  { topic: 'Презентация', status: 26, paid: true, unified: 'none' },
  { topic: 'Ошибка', status: 15, paid: false, unified: 'with-kind' },
  { topic: 'Гостевой черновик', status: 2, paid: false, unified: 'none', guest: 'fp-guest-1' },
]

beforeAll(async () => {
  t = await emptyTestDb()
  const all = await loadMigrations()
  await migrate(t.db, all.filter((m) => m.name < KERNEL))
  await t.db.query(`insert into public.users (id, name) values ($1, 'Алиса')`, [ALICE])
  for (const w of WAVE1) {
    const owner = w.guest ? [null, w.guest] : [ALICE, null]
    let unifiedId: string | null = null
    if (w.unified !== 'none') {
      const [u] = await t.db.query<{ id: string }>(
        w.unified === 'with-kind'
          ? `insert into public.unified_orders (user_id, guest_fingerprint, kind, title, type_id) values ($1, $2, 'text', $3, 5) returning id::text as id`
          : `insert into public.unified_orders (user_id, guest_fingerprint) values ($1, $2) returning id::text as id`,
        w.unified === 'with-kind' ? [...owner, w.topic] : owner,
      )
      unifiedId = u!.id
    }
    await t.db.query(
      `insert into public.ai_essay_orders (user_id, guest_fingerprint, unified_order_id, status, topic, is_paid) values ($1, $2, $3, $4, $5, $6)`,
      [...owner, unifiedId, w.status, w.topic, w.paid],
    )
  }
  // A wave-1 task order recorded only by its kind.
  await t.db.query(`insert into public.unified_orders (user_id, kind, title) values ($1, 'task', 'Задача по физике')`, [ALICE])
  await migrate(t.db, all)
  // Every migration from nothing (in two parts): a PGlite on a loaded 2-core CI machine took over 30 s.
}, 120_000)
afterAll(() => t.dispose())

describe('orders kernel migration', () => {
  it('gives every wave-1 text work exactly one unified order with the mapped state', async () => {
    const rows = await t.db.query<{ topic: string; type_id: number; status: number; status_by_search: number; text: string; is_paid: boolean; user_id: string | null; guest_fingerprint: string | null }>(
      `select e.topic, u.type_id, u.status, u.status_by_search, u.text, u.is_paid, u.user_id, u.guest_fingerprint
         from public.ai_essay_orders e join public.unified_orders u on u.id = e.unified_order_id order by e.id`,
    )
    expect(rows).toHaveLength(WAVE1.length)
    const expected: Record<string, [number, number]> = {
      Требования: [1, 3],
      'Оплачен на плане': [2, 3],
      Пишется: [2, 3],
      Готово: [3, 4],
      Презентация: [3, 4],
      Ошибка: [4, 4],
      'Гостевой черновик': [1, 3],
    }
    for (const r of rows) {
      const w = WAVE1.find((x) => x.topic === r.topic)!
      expect(r, r.topic).toMatchObject({ type_id: 5, status: expected[r.topic]![0], status_by_search: expected[r.topic]![1], text: r.topic, is_paid: w.paid })
      expect(r.user_id).toBe(w.guest ? null : ALICE)
      expect(r.guest_fingerprint).toBe(w.guest ?? null)
    }
    const [dup] = await t.db.query<{ n: number }>(`select count(*)::int as n from (select unified_order_id from public.ai_essay_orders group by 1 having count(*) > 1) d`)
    expect(dup!.n).toBe(0)
  })

  it('keeps other unified orders, their type from the old kind and the title as text', async () => {
    const [task] = await t.db.query<{ type_id: number; text: string; status: number }>(`select type_id, text, status from public.unified_orders where text = 'Задача по физике'`)
    expect(task).toEqual({ type_id: 1, text: 'Задача по физике', status: 1 })
    const [total] = await t.db.query<{ n: number }>(`select count(*)::int as n from public.unified_orders`)
    expect(total!.n).toBe(WAVE1.length + 1)
  })

  it('drops the derivable kind and requires a type and a unified order from now on', async () => {
    const [kind] = await t.db.query<{ n: number }>(`select count(*)::int as n from information_schema.columns where table_name = 'unified_orders' and column_name in ('kind', 'title')`)
    expect(kind!.n).toBe(0)
    await expect(t.db.query(`insert into public.unified_orders (user_id) values ($1)`, [ALICE])).rejects.toThrow()
    await expect(t.db.query(`insert into public.ai_essay_orders (user_id, topic) values ($1, 'x')`, [ALICE])).rejects.toThrow()
  })
})
