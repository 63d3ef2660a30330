// The avatar upload: an image (told by its bytes, not its name) of at most 10 MB becomes the client's avatar. The image
// goes to storage under avatars/<client>/<random>; the database switches the client's avatar to it.
import type { AppDeps } from '../context'
import { asCaller, type Caller } from '../db/port'
import { AppError } from '../http/errors'
import { AVATAR_MAX_BYTES, sniffImageType, UPLOAD_MESSAGES } from '../../domain/auth/avatar'
import { newStorageKey } from '../storage/port'
import { storeThenRecord } from '../storage/store-then-record'
import { requireClient } from './require-client'

export async function updateAvatar(opts: { deps: AppDeps; caller: Caller; bytes: Uint8Array | null }): Promise<{ avatar: string }> {
  const caller = requireClient(opts.caller)
  const bytes = opts.bytes
  if (!bytes || bytes.length === 0) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.required)
  if (bytes.length > AVATAR_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.size)
  const type = sniffImageType(bytes)
  if (!type) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.format)
  const { db, ports, log } = opts.deps
  const key = newStorageKey('avatars', caller.userId)
  return storeThenRecord({ storage: ports.storage, log, key, bytes, contentType: type }, async () => {
    const [row] = await asCaller(db, caller, (tx) =>
      tx.query<{ path: string; replaced_keys: string[] }>('select path, replaced_keys from private.set_user_avatar_object($1, $2)', [type, key]),
    )
    return { result: { avatar: row!.path }, replaced: row!.replaced_keys }
  })
}
