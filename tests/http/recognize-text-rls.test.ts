// public.text_recognitions under the API roles: a client reads only its own rows and only the columns the poll shows;
// nobody but the server writes them; a guest sees nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCaller, type Caller } from '../../edge/db/port'
import { testDb, type TestDb } from '../helpers/test-db'

let t: TestDb
const A = '00000000-0000-4000-8000-0000000000a1'
const B = '00000000-0000-4000-8000-0000000000b2'
const asA: Caller = { role: 'authenticated', userId: A }
const asB: Caller = { role: 'authenticated', userId: B }
let rowA: string

beforeAll(async () => {
  t = await testDb()
  await t.db.query(`insert into public.users (id, name, phone) values ($1, 'А', '79160000101'), ($2, 'Б', '79160000102')`, [A, B])
  const [row] = await t.db.query<{ id: string }>(
    `insert into public.text_recognitions (user_id, file_name, mime, size, status, text) values ($1, 'a.txt', 'text/plain', 5, 'DONE', 'Задача') returning id::text as id`,
    [A],
  )
  rowA = row!.id
})
afterAll(() => t.dispose())

const run = (caller: Caller, sql: string, params: unknown[] = []) => asCaller(t.db, caller, (tx) => tx.query(sql, params))

describe('text_recognitions row-level security', () => {
  it('lets the owner read the polled columns of its own row, and nobody else any row', async () => {
    expect(await run(asA, `select id::text as id, status, text, error from public.text_recognitions`)).toEqual([{ id: rowA, status: 'DONE', text: 'Задача', error: null }])
    expect(await run(asB, `select id from public.text_recognitions`)).toEqual([])
    await expect(run({ role: 'anon' }, `select id from public.text_recognitions`)).rejects.toThrow(/permission denied/)
    // The file's key and owner stay server-side even for the owner.
    await expect(run(asA, `select storage_key from public.text_recognitions`)).rejects.toThrow(/permission denied/)
  })

  it('refuses every write from a client, its own row included', async () => {
    await expect(run(asA, `update public.text_recognitions set status = 'DONE', text = 'чужое' where id = $1::uuid`, [rowA])).rejects.toThrow(/permission denied/)
    await expect(run(asA, `insert into public.text_recognitions (user_id, file_name, mime, size) values ($1, 'b.txt', 'text/plain', 1)`, [A])).rejects.toThrow(/permission denied/)
    await expect(run(asA, `delete from public.text_recognitions where id = $1::uuid`, [rowA])).rejects.toThrow(/permission denied/)
  })

  it('keeps the status and its result consistent', async () => {
    await expect(t.db.query(`insert into public.text_recognitions (user_id, file_name, mime, size, status) values ($1, 'c.txt', 'text/plain', 1, 'DONE')`, [A])).rejects.toThrow(/check/)
    await expect(t.db.query(`insert into public.text_recognitions (user_id, file_name, mime, size, status, error) values ($1, 'c.txt', 'text/plain', 1, 'ANY', 'x')`, [A])).rejects.toThrow(/check/)
  })
})
