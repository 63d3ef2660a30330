// The avatar upload: an image (told by its bytes, not its name) of at most 10 MB becomes the client's avatar.
import { asCaller, type Caller, type Db } from '../db/port'
import { AppError } from '../http/errors'
import { AVATAR_MAX_BYTES, sniffImageType, UPLOAD_MESSAGES } from '../../domain/auth/avatar'
import { requireClient } from './require-client'

export async function updateAvatar(opts: { db: Db; caller: Caller; bytes: Uint8Array | null }): Promise<{ avatar: string }> {
  const caller = requireClient(opts.caller)
  const bytes = opts.bytes
  if (!bytes || bytes.length === 0) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.required)
  if (bytes.length > AVATAR_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.size)
  const type = sniffImageType(bytes)
  if (!type) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.format)
  const [row] = await asCaller(opts.db, caller, (tx) => tx.query<{ path: string }>('select private.set_user_avatar($1, $2) as path', [type, bytes]))
  return { avatar: row!.path }
}
