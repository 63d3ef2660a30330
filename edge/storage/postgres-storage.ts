// The embedded storage adapter: objects in Postgres (private.storage_objects). Every Node instance sharing the
// database sees the same files, and it works alike on PGlite, a Postgres server and Workers over Hyperdrive.
import { asService, type Db } from '../db/port'
import { assertStorageKey, type TStorage } from './port'

const asBytes = (v: unknown): Uint8Array => (v instanceof Uint8Array ? new Uint8Array(v.buffer, v.byteOffset, v.byteLength) : new Uint8Array(v as ArrayBuffer))

/** Each call is its own short transaction: call it before or after a business transaction, never inside one. */
export function postgresStorage(db: Db): TStorage {
  return {
    provider: 'local',
    async put(key, bytes, contentType) {
      assertStorageKey(key)
      await asService(db, (tx) =>
        tx.query(
          `insert into private.storage_objects (key, content_type, bytes) values ($1, $2, $3)
           on conflict (key) do update set content_type = excluded.content_type, bytes = excluded.bytes, created_at = now()`,
          [key, contentType, bytes],
        ),
      )
    },
    async get(key) {
      assertStorageKey(key)
      const [row] = await asService(db, (tx) => tx.query<{ content_type: string; bytes: unknown }>('select content_type, bytes from private.storage_objects where key = $1', [key]))
      return row ? { contentType: row.content_type, bytes: asBytes(row.bytes) } : null
    },
    async delete(key) {
      assertStorageKey(key)
      await asService(db, (tx) => tx.query('delete from private.storage_objects where key = $1', [key]))
    },
  }
}
