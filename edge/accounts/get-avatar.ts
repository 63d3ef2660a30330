// An avatar image by its id: the id is random and changes on every upload, so knowing it is the permission.
import { asCaller, type Db } from '../db/port'
import { SERVICE } from '../auth/service-caller'

export async function getAvatar(opts: { db: Db; id: string }): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(opts.id)) return null
  const [row] = await asCaller(opts.db, SERVICE, (tx) =>
    tx.query<{ content_type: string; bytes: Uint8Array }>('select content_type, bytes from private.user_avatars where id = $1::uuid', [opts.id]),
  )
  return row ? { contentType: row.content_type, bytes: new Uint8Array(row.bytes) } : null
}
