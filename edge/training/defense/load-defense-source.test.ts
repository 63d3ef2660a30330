// loadDefenseSource against the database: the client's own completed work gives its topic, goal, sections in order and
// approved sources; another client's work, an unfinished one and one without text give null.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../../tests/helpers/test-db'
import { testDeps } from '../../../tests/helpers/app-deps'
import { seedOrder } from '../../../tests/helpers/unified-orders'
import type { AppDeps } from '../../context'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { loadDefenseSource } from './load-defense-source'

let t: TestDb
let deps: AppDeps
const OWNER = '00000000-0000-4000-8000-0000000de001'
const OTHER = '00000000-0000-4000-8000-0000000de002'

const outline = [
  { title: 'Понятие цифровой экономики', subchapters: [{ title: 'Определения' }] },
  { title: 'Платформы и рынки', subchapters: [{ title: 'Маркетплейсы' }] },
]
const finalText = [
  { key: 'introduction', title: 'Введение', level: 1, text: 'Тема важна для регионов. Цель работы — показать, как платформы меняют рынок труда. Задачи: описать понятия, разобрать примеры.' },
  { key: 'c1.1', title: 'Определения', level: 2, text: 'Цифровая экономика опирается на данные как на ресурс [1].' },
  { key: 'c2.1', title: 'Маркетплейсы', level: 2, text: 'Маркетплейсы сокращают издержки продавцов и покупателей.' },
  { key: 'conclusion', title: 'Заключение', level: 1, text: 'Платформы снижают издержки и создают новые формы занятости.' },
]

/** A text work of `userId` with this status and text; its unified order id. */
async function work(userId: string, status: number, text: unknown = finalText): Promise<string> {
  const unified = await seedOrder(t.db, { userId, typeId: 5, status: 1, text: 'Цифровая экономика и рынок труда', essayStatus: status })
  await t.db.query(`update public.ai_essay_orders set outline = $2::jsonb, final_text = $3::jsonb where unified_order_id = $1::bigint`, [unified, JSON.stringify(outline), JSON.stringify(text)])
  const [o] = await t.db.query<{ id: string }>(`select id::text as id from public.ai_essay_orders where unified_order_id = $1::bigint`, [unified])
  await t.db.query(`insert into public.ai_essay_order_references (ai_essay_order_id, status, position, data) values ($1::bigint, 'approved', 0, $2::jsonb)`, [
    o!.id,
    JSON.stringify({ title: 'Цифровая экономика', formatted: 'Иванов И. И. Цифровая экономика. — М. : Наука, 2020. — 200 с.' }),
  ])
  return unified
}

beforeAll(async () => {
  t = await testDb()
  deps = await testDeps(t.db)
  await t.db.query(`insert into public.users (id, name) values ($1, 'Студент'), ($2, 'Другой')`, [OWNER, OTHER])
})
afterAll(async () => {
  await deps.realtime.stop()
  await t.dispose()
})

describe('loadDefenseSource', () => {
  it('reads the client’s own completed work: topic, goal from the introduction, sections in order, sources', async () => {
    const id = await work(OWNER, ESSAY_STATUS.completed)
    const src = await loadDefenseSource(deps, { userId: OWNER, essayUnifiedOrderId: id })
    expect(src).not.toBeNull()
    expect(src!.topic).toBe('Цифровая экономика и рынок труда')
    expect(src!.workTypeTitle).toBe('Реферат')
    expect(src!.goal).toBe('Цель работы — показать, как платформы меняют рынок труда.')
    expect(src!.sections.map((s) => s.title)).toEqual(['Введение', 'Понятие цифровой экономики', 'Платформы и рынки', 'Заключение'])
    expect(src!.sections[1]!.text).toContain('данные как на ресурс [1]')
    expect(src!.sections[1]!.text).toContain('Определения')
    expect(src!.sources).toEqual(['Иванов И. И. Цифровая экономика. — М. : Наука, 2020. — 200 с.'])
  })

  it('gives null for another client’s work', async () => {
    const id = await work(OTHER, ESSAY_STATUS.completed)
    expect(await loadDefenseSource(deps, { userId: OWNER, essayUnifiedOrderId: id })).toBeNull()
    expect(await loadDefenseSource(deps, { userId: OTHER, essayUnifiedOrderId: id })).not.toBeNull()
  })

  it('gives null for an unfinished work, a work without text, and an id that is no order', async () => {
    expect(await loadDefenseSource(deps, { userId: OWNER, essayUnifiedOrderId: await work(OWNER, ESSAY_STATUS.finalGeneration) })).toBeNull()
    expect(await loadDefenseSource(deps, { userId: OWNER, essayUnifiedOrderId: await work(OWNER, ESSAY_STATUS.completed, null) })).toBeNull()
    expect(await loadDefenseSource(deps, { userId: OWNER, essayUnifiedOrderId: '999999999' })).toBeNull()
    expect(await loadDefenseSource(deps, { userId: OWNER, essayUnifiedOrderId: 'abc' })).toBeNull()
  })
})
