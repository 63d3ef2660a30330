// Row-level security on accounts: a client sees and changes only its own row and only the allowed columns;
// a guest sees nothing; the sign-in tables answer no API role at all. Each refusal is tried, not assumed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCaller, type Caller } from '../../edge/db/port'
import { testDb, type TestDb } from '../helpers/test-db'

let t: TestDb
const A = '00000000-0000-4000-8000-0000000000a1'
const B = '00000000-0000-4000-8000-0000000000b2'
const asA: Caller = { role: 'authenticated', userId: A }
const guest: Caller = { role: 'anon', fingerprint: 'guest-fingerprint-rls' }

beforeAll(async () => {
  t = await testDb()
  await t.db.query(`insert into public.users (id, name, phone) values ($1, 'А', '79160000001'), ($2, 'Б', '79160000002')`, [A, B])
  await t.db.query(`insert into public.title_page_data (user_id, data) values ($1, '{"university":"МГУ"}')`, [B])
  await t.db.query(`insert into private.auth_codes (channel, target, code_hash, expires_at) values ('sms', '79160000002', 'x', now() + interval '5 minutes')`)
})
afterAll(async () => {
  await t.dispose()
})

const run = <T>(caller: Caller, sql: string, params: unknown[] = []) => asCaller(t.db, caller, (tx) => tx.query<T>(sql, params))

describe('public.users', () => {
  it('a client reads only its own row', async () => {
    expect((await run<{ id: string }>(asA, 'select id from public.users')).map((r) => r.id)).toEqual([A])
    expect(await run(asA, 'select * from public.users where id = $1', [B])).toEqual([])
  })

  it("a client's update of another row changes nothing", async () => {
    expect(await run(asA, `update public.users set name = 'взлом' where id = $1 returning id`, [B])).toEqual([])
    const [b] = await t.db.query<{ name: string }>('select name from public.users where id = $1', [B])
    expect(b!.name).toBe('Б')
  })

  it('a client may change its profile columns but not phone, verification, identities, role, avatar or restrictions', async () => {
    expect(await run(asA, `update public.users set name = 'Аня', is_memory_enabled = false where id = $1 returning id`, [A])).toHaveLength(1)
    for (const set of [
      `phone = '79169999999'`,
      'email_verified_at = now()',
      'telegram_id = 42',
      `yandex_id = 'y'`,
      'role_id = 4',
      `avatar_path = '/evil.svg'`,
      'can_login = true',
      'can_create_orders = true',
      `referral_id = 'mine'`,
    ]) {
      await expect(run(asA, `update public.users set ${set} where id = $1`, [A]), set).rejects.toThrow(/permission denied/)
    }
  })

  it('a client cannot create or delete users', async () => {
    await expect(run(asA, `insert into public.users (name) values ('новый')`)).rejects.toThrow(/permission denied|row-level security/)
    expect(await run(asA, 'delete from public.users where id = $1 returning id', [A]).catch((e: Error) => e.message)).toMatch(/permission denied/)
  })

  it('a guest sees no user at all', async () => {
    await expect(run(guest, 'select id from public.users')).rejects.toThrow(/permission denied/)
  })
})

describe('title page data', () => {
  it('is visible and writable only by its owner', async () => {
    expect(await run(asA, 'select * from public.title_page_data')).toEqual([])
    expect(await run(asA, `update public.title_page_data set data = '{}' where user_id = $1 returning user_id`, [B])).toEqual([])
    await expect(run(asA, `insert into public.title_page_data (user_id, data) values ($1, '{}')`, [B])).rejects.toThrow(/row-level security/)
  })
})

describe('private sign-in tables', () => {
  const tables = [
    'auth_codes',
    'auth_tokens',
    'oauth_params',
    'oauth_states',
    'telegram_links',
    'telegram_updates',
    'email_verifications',
    'rate_limit_hits',
    'user_avatars',
    'guest_bindable_tables',
  ]
  it.each(tables)('%s refuses clients and guests', async (table) => {
    for (const caller of [asA, guest]) {
      await expect(run(caller, `select * from private.${table}`)).rejects.toThrow(/permission denied/)
    }
  })

  it('a client cannot delete or forge codes', async () => {
    await expect(run(asA, 'delete from private.auth_codes')).rejects.toThrow(/permission denied/)
    await expect(run(asA, `insert into private.auth_codes (channel, target, code_hash, expires_at) values ('sms', '79160000002', 'y', now())`)).rejects.toThrow(
      /permission denied/,
    )
  })

  it('API roles cannot bind guest rows, count rate limits themselves or read their clock', async () => {
    for (const caller of [asA, guest]) {
      await expect(run(caller, `select private.bind_guest_rows('guest-fingerprint-rls', $1::uuid)`, [A])).rejects.toThrow(/permission denied/)
      await expect(run(caller, `select private.take_rate_limit('x', 60, 1)`)).rejects.toThrow(/permission denied/)
      await expect(run(caller, `select private.rate_limit_clock()`)).rejects.toThrow(/permission denied/)
    }
  })

  it('set_user_avatar changes only the caller’s own avatar', async () => {
    const [row] = await run<{ path: string }>(asA, `select private.set_user_avatar('image/png', '\\x89504e470d0a1a0a'::bytea) as path`)
    const paths = await t.db.query<{ id: string; avatar_path: string | null }>('select id, avatar_path from public.users where id in ($1, $2) order by id', [A, B])
    expect(paths).toEqual([
      { id: A, avatar_path: row!.path },
      { id: B, avatar_path: null },
    ])
    await expect(run(guest, `select private.set_user_avatar('image/png', '\\x89'::bytea)`)).rejects.toThrow(/permission denied/)
  })
})
