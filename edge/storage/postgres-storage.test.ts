// The embedded adapter: objects in private.storage_objects, out of reach of the API roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCaller } from '../db/port'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { postgresStorage } from './postgres-storage'

let t: TestDb
beforeAll(async () => {
  t = await testDb()
})
afterAll(() => t.dispose())

describe('postgresStorage', () => {
  it('round-trips every byte value and the content type, overwrites, and answers null once deleted', async () => {
    const store = postgresStorage(t.db)
    const bytes = Uint8Array.from({ length: 512 }, (_, i) => i % 256)
    await store.put('essay-workbooks/1/a', bytes, 'application/pdf')
    expect(await store.get('essay-workbooks/1/a')).toEqual({ bytes, contentType: 'application/pdf' })
    await store.put('essay-workbooks/1/a', new Uint8Array([7]), 'text/plain')
    expect(await store.get('essay-workbooks/1/a')).toEqual({ bytes: new Uint8Array([7]), contentType: 'text/plain' })
    await store.delete('essay-workbooks/1/a')
    expect(await store.get('essay-workbooks/1/a')).toBeNull()
    await expect(store.delete('essay-workbooks/1/a')).resolves.toBeUndefined()
  })

  it('refuses keys outside the buckets', async () => {
    await expect(postgresStorage(t.db).put('secrets/x', new Uint8Array([1]), 'text/plain')).rejects.toThrow(/Недопустимый ключ/)
    await expect(postgresStorage(t.db).get('avatars/../x')).rejects.toThrow(/Недопустимый ключ/)
  })

  it('is not readable by the API roles', async () => {
    await postgresStorage(t.db).put('avatars/u/1', new Uint8Array([1]), 'image/png')
    for (const caller of [{ role: 'anon' as const }, { role: 'authenticated' as const, userId: '00000000-0000-0000-0000-000000000001' }]) {
      await expect(asCaller(t.db, caller, (tx) => tx.query('select * from private.storage_objects'))).rejects.toThrow(/permission denied/)
    }
  })
})
