// /api/account/avatar(s) – upload the client's avatar (multipart, up to 10 MB) and serve avatar images.
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { AVATAR_MAX_BYTES, UPLOAD_MESSAGES } from '../../domain/auth/avatar'
import { updateAvatar } from './update-avatar'
import { getAvatar } from './get-avatar'

// The multipart envelope (boundaries, headers) adds a little to the file itself.
const ENVELOPE_BYTES = 64 * 1024

export const avatarRoutes = new Hono<AppEnv>()
  // POST /api/account/avatar – multipart field `file`; answers { avatar: "/api/account/avatars/<id>" }
  .post(
    '/avatar',
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + ENVELOPE_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.size)
      },
    }),
    async (c) => {
      const type = c.req.header('content-type') ?? ''
      if (!type.startsWith('multipart/form-data')) throw new AppError('BAD_REQUEST', 'Ожидается multipart/form-data с файлом в поле file')
      const body = await c.req.parseBody()
      const file = body.file
      const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null
      return c.json(await updateAvatar({ db: c.get('deps').db, caller: c.get('caller'), bytes }))
    },
  )
  // GET /api/account/avatars/{id} – the image; a new upload gets a new id, so it may be cached for good
  .get('/avatars/:id', async (c) => {
    const avatar = await getAvatar({ db: c.get('deps').db, id: c.req.param('id') })
    if (!avatar) return c.json({ error: { code: 'NOT_FOUND', message: 'Такой картинки нет' } }, 404)
    return c.body(avatar.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': avatar.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    })
  })
