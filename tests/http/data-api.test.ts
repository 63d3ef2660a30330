// Supabase's Data API, tried as an outsider would, on every table, view and function in public (the schema it serves):
// with the public anon key, with a realtime room token, with a token anyone gets by signing up to Supabase Auth, as a
// client on another client's rows, and with the app's own tokens (live, signed out, restricted). Requests are made the
// way PostgREST makes them (tests/helpers/postgrest.ts says why that stands in for PostgREST itself).
import { sign } from 'hono/utils/jwt/jwt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from '../../edge/auth/token'
import { readAllowList } from '../helpers/api-exposure'
import { credit } from '../helpers/ledger'
import { anonKey, dataApi, supabaseAuthToken } from '../helpers/postgrest'
import { testDb, type TestDb } from '../helpers/test-db'
import { seedOrder } from '../helpers/unified-orders'

const PROJECT_SECRET = 'supabase-project-jwt-secret-0123456789abcdef'
const APP_SECRET = 'the-apps-own-api-token-secret-0123456789abcd'
const GUEST_FP = 'guest-fingerprint-0123456789abcdef'

type TRelation = { name: string; kind: 'table' | 'view'; first: string; columns: { anon: string[]; authenticated: string[] }; updatable: { anon: string[]; authenticated: string[] } }

let t: TestDb
let relations: TRelation[]
let functions: { call: string; signature: string }[]
const A = crypto.randomUUID()
const B = crypto.randomUUID()
/** Tables whose every row the allow-list says anyone may read (reference data, published content). */
const everyone = new Set(readAllowList().filter((e) => e.everyone).map((e) => e.grant.split(':')[0]!.split(' ')[1]!))

async function seedClientRows(userId: string, fingerprint: string | null) {
  const q = t.db
  const phone = `7999${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  await q.query(`insert into public.users (id, name, email, phone) values ($1, 'Клиент', $2, $3)`, [userId, `${userId}@example.test`, phone])
  const unified = await seedOrder(q, { userId, typeId: 5, essayStatus: 1, text: 'Тема клиента' })
  await q.query(`insert into public.ai_orders (unified_order_id, user_id, price) values ($1, $2, 10)`, [unified, userId])
  await q.query(`insert into public.user_sources (user_id, authors, title, year) values ($1, '["Иванов И. И."]', 'Свой источник', 2020)`, [userId])
  await q.query(`insert into public.title_page_data (user_id, data) values ($1, '{"group": "ИВТ-1"}')`, [userId])
  await q.query(`insert into public.feedback (user_id, rating, text) values ($1, 5, 'Спасибо')`, [userId])
  const training = await seedOrder(q, { userId, typeId: 8 })
  const [task] = await q.query<{ id: string }>(
    `insert into public.training_tasks (unified_order_id, user_id, task_text, title) values ($1, $2, 'Задача', 'Тема') returning id::text as id`,
    [training, userId],
  )
  await q.query(`insert into public.training_messages (training_task_id, seq, sender, content) values ($1, 1, 'user', 'Привет')`, [task!.id])
  await credit(q, { userId, account: 'permanent_tokens', amount: 50, reason: 'gift', idempotencyKey: `seed-${userId}` })
  if (fingerprint) await seedOrder(q, { fingerprint, typeId: 5, essayStatus: 1, text: 'Тема гостя' })
}

beforeAll(async () => {
  t = await testDb()
  // A published work whose full answer is sold, and a draft.
  await t.db.query(
    `insert into public.library_works (type_id, subject_id, slug, level, title, task, short_answer, answer, published)
     values (1, 1, 'data-api-paid', 'school', 'Уравнение', 'Решите x + 1 = 2', 'x = 1', 'Полное платное решение', true),
            (1, 1, 'data-api-draft', 'school', 'Черновик', 'Условие', 'Кратко', 'Решение черновика', false)`,
  )
  await seedClientRows(A, null)
  await seedClientRows(B, GUEST_FP)
  relations = (
    await t.db.query<TRelation>(
      `select format('%I.%I', n.nspname, c.relname) as name, case c.relkind when 'v' then 'view' else 'table' end as kind,
              (select quote_ident(a.attname) from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                order by a.attnum limit 1) as first,
              (select jsonb_build_object(
                 'anon', coalesce(jsonb_agg(quote_ident(a.attname) order by a.attnum) filter (where has_column_privilege('anon', c.oid, a.attnum, 'SELECT')), '[]'),
                 'authenticated', coalesce(jsonb_agg(quote_ident(a.attname) order by a.attnum) filter (where has_column_privilege('authenticated', c.oid, a.attnum, 'SELECT')), '[]'))
                 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
              (select jsonb_build_object(
                 'anon', coalesce(jsonb_agg(quote_ident(a.attname) order by a.attnum) filter (where has_column_privilege('anon', c.oid, a.attnum, 'UPDATE')), '[]'),
                 'authenticated', coalesce(jsonb_agg(quote_ident(a.attname) order by a.attnum) filter (where has_column_privilege('authenticated', c.oid, a.attnum, 'UPDATE')), '[]'))
                 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as updatable
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
          and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
        order by 1`,
    )
  )
  functions = await t.db.query<{ call: string; signature: string }>(
    `select format('select %I.%I(%s)', n.nspname, p.proname,
                   (select string_agg('null::' || format_type(a, null), ', ') from unnest(p.proargtypes) a)) as call,
            p.oid::regprocedure::text as signature
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
  )
})
afterAll(() => t?.dispose())

type TCaller = { name: string; role: 'anon' | 'authenticated'; token: () => Promise<string | null> }

const outsiders: TCaller[] = [
  { name: 'no key at all', role: 'anon', token: async () => null },
  { name: 'the public anon key', role: 'anon', token: () => anonKey(PROJECT_SECRET) },
  {
    name: 'a realtime room token',
    role: 'anon',
    token: () => sign({ role: 'anon', realtime_rooms: ['orders:1'], exp: Math.floor(Date.now() / 1000) + 600 }, PROJECT_SECRET, 'HS256'),
  },
  { name: 'a Supabase Auth sign-up', role: 'authenticated', token: () => supabaseAuthToken(PROJECT_SECRET, crypto.randomUUID()) },
]

const select = (r: TRelation, role: 'anon' | 'authenticated') => `select ${r.columns[role].join(', ')} from ${r.name}`

describe('Data API as an outsider', () => {
  it('reads no paid answer and no private column of a library work with the anon key', async () => {
    const key = await anonKey(PROJECT_SECRET)
    const answer = await dataApi(t.db, PROJECT_SECRET, key, `select slug, answer from public.library_works`)
    expect(answer).toMatchObject({ status: 401, code: '42501' })
    const everything = await dataApi(t.db, PROJECT_SECRET, key, `select * from public.library_works`)
    expect(everything).toMatchObject({ status: 401, code: '42501' })
    // The public card of a published work is there, so the refusals above are about the columns; the draft is not.
    const card = await dataApi<{ slug: string }>(t.db, PROJECT_SECRET, key, `select slug, title, short_answer from public.library_works`)
    expect(card).toEqual({ status: 200, value: [{ slug: 'data-api-paid', title: 'Уравнение', short_answer: 'x = 1' }] })
  })

  for (const who of outsiders) {
    it(`sees only what is everyone's, writes nothing and calls nothing — ${who.name}`, async () => {
      const token = await who.token()
      const readable: string[] = []
      for (const r of relations) {
        const cols = r.columns[who.role]
        if (cols.length === 0) {
          expect(await dataApi(t.db, PROJECT_SECRET, token, `select 1 from ${r.name}`), r.name).toMatchObject({ code: '42501' })
          continue
        }
        const res = await dataApi(t.db, PROJECT_SECRET, token, select(r, who.role))
        expect(res.status, `${r.name}: ${'message' in res ? res.message : ''}`).toBe(200)
        if (res.status === 200 && res.value.length > 0) readable.push(r.name)
      }
      // Rows come back only from tables the allow-list marks as everyone's: no order, message, payment or user.
      expect(readable.filter((n) => !everyone.has(n))).toEqual([])
      expect(readable).toContain('public.library_works')
      for (const r of relations) await expectNoWrite(token, who.role, r, () => false)
      // public.library_search_words_apply and the other definer functions in public are among them.
      expect(functions.map((f) => f.signature)).toContain('library_search_words_apply(text[],integer[])')
      for (const f of functions) {
        expect(await dataApi(t.db, PROJECT_SECRET, token, f.call), f.signature).toMatchObject({ code: '42501' })
      }
    })
  }

  /**
   * Insert, update, delete and truncate write only rows `mayTouch` allows, each seen through the columns the role may
   * read (to_jsonb of them); with none to read, no row at all.
   */
  async function expectNoWrite(token: string | null, role: 'anon' | 'authenticated', r: TRelation, mayTouch: (row: string) => boolean) {
    const cols = r.columns[role]
    const seen = (dml: string) =>
      cols.length
        ? `with w as (${dml} returning ${cols.join(', ')}) select to_jsonb(w)::text as row from w`
        : `with w as (${dml} returning 1 as one) select to_jsonb(w)::text as row from w`
    const check = async (what: string, dml: string) => {
      const res = await dataApi<{ row: string }>(t.db, PROJECT_SECRET, token, seen(dml))
      if (res.status === 200) expect(res.value.map((x) => x.row).filter((row) => !cols.length || !mayTouch(row)), what).toEqual([])
    }
    await check(`insert into ${r.name}`, `insert into ${r.name} default values`)
    const updatable = r.updatable[role]
    const set = (updatable.length ? updatable : [r.first]).map((c) => `${c} = ${c}`).join(', ')
    await check(`update ${r.name}`, `update ${r.name} set ${set}`)
    await check(`delete from ${r.name}`, `delete from ${r.name}`)
    if (r.kind === 'table') expect(await dataApi(t.db, PROJECT_SECRET, token, `truncate ${r.name} cascade`), `truncate ${r.name}`).toMatchObject({ code: '42501' })
  }

  it('refuses the app’s own tokens — live, signed out or of a restricted client — before the database', async () => {
    // Whatever the app thinks of a token — live, signed out (its jti on the revoked list), of an older token version
    // (sign-out everywhere, a login restriction) — it is signed with the app's secret, so the Data API never runs it.
    const live = await issueToken({ userId: A, secret: APP_SECRET })
    const older = await issueToken({ userId: A, secret: APP_SECRET, tokenVersion: -1 })
    const admin = await issueToken({ userId: A, secret: APP_SECRET, role: 'service_role' })
    for (const token of [live, older, admin]) {
      const res = await dataApi(t.db, PROJECT_SECRET, token, `select id from public.users`)
      expect(res).toMatchObject({ status: 401, code: 'PGRST301' })
    }
  })

  it('would not let even a project-signed client token change its role, or touch another client’s rows', async () => {
    // The attack of issue 28 needed a client token the Data API accepts; the app no longer issues one. Were one to
    // exist (a leaked project secret, Supabase Auth with a client's id), the grants and policies still hold.
    const asA = await supabaseAuthToken(PROJECT_SECRET, A)
    expect(await dataApi(t.db, PROJECT_SECRET, asA, `update public.users set role_id = 4 where id = $1 returning id`, [A])).toMatchObject({ status: 403, code: '42501' })
    expect(await dataApi(t.db, PROJECT_SECRET, asA, `update public.users set token_version = 0 where id = $1`, [A])).toMatchObject({ code: '42501' })
    const renamed = await dataApi(t.db, PROJECT_SECRET, asA, `update public.users set name = 'Взлом' where id = $1 returning id`, [B])
    expect(renamed).toEqual({ status: 200, value: [] })
    const own = await dataApi(t.db, PROJECT_SECRET, asA, `update public.users set name = 'Своё' where id = $1 returning id::text`, [A])
    expect(own).toEqual({ status: 200, value: [{ id: A }] })

    const asB = await supabaseAuthToken(PROJECT_SECRET, B)
    let seenOwn = 0
    for (const r of relations) {
      const cols = r.columns.authenticated
      if (cols.length === 0) continue
      const rowsOf = async (token: string) => {
        const res = await dataApi<{ row: string }>(t.db, PROJECT_SECRET, token, `select to_jsonb(x)::text as row from (${select(r, 'authenticated')}) x`)
        expect(res.status, r.name).toBe(200)
        return new Set(res.status === 200 ? res.value.map((x) => x.row) : [])
      }
      const [a, b] = [await rowsOf(asA), await rowsOf(asB)]
      if (!everyone.has(r.name)) {
        // What A sees is A's own: nothing B sees too (a shared row would be one of them reading the other's).
        expect([...a].filter((row) => b.has(row)), r.name).toEqual([])
        for (const row of a) expect(row, r.name).not.toContain(B)
        seenOwn += a.size
      }
      // A writes at most rows A may read, and those are A's own.
      await expectNoWrite(asA, 'authenticated', r, (row) => a.has(row) || !row.includes(B))
    }
    for (const [table, values] of [
      ['public.user_sources (user_id, authors, title, year)', `($1, '["Петров П. П."]', 'Чужой', 2020)`],
      ['public.feedback (user_id, rating, text)', `($1, 1, 'От чужого имени')`],
      ['public.title_page_data (user_id, data)', `($1, '{}')`],
    ] as const) {
      const res = await dataApi(t.db, PROJECT_SECRET, asA, `insert into ${table} values ${values} returning 1`, [B])
      expect(res, table).toMatchObject({ code: '42501' })
    }
    // The policies are not simply closed: A reads its own orders, messages, balance, sources, title page and feedback.
    expect(seenOwn).toBeGreaterThan(8)
  })
})
