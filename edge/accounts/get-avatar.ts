// An avatar image by its id: the id is random and changes on every upload, so knowing it is the permission.
import { asCaller, type Db } from '../db/port'
import { SERVICE } from '../auth/service-caller'
import type { TStorage } from '../storage/port'
import { storedBytes } from '../storage/stored-bytes'

export async function getAvatar(opts: { db: Db; storage: TStorage; id: string }): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(opts.id)) return null
  const [row] = await asCaller(opts.db, SERVICE, (tx) =>
    tx.query<{ content_type: string; bytes: unknown; storage_key: string | null }>('select content_type, bytes, storage_key from private.user_avatars where id = $1::uuid', [opts.id]),
  )
  const bytes = row ? await storedBytes(opts.storage, row) : null
  return row && bytes ? { contentType: row.content_type, bytes } : null
}
