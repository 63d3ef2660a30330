// /api/account/avatar(s) – upload the client's avatar (multipart, up to 10 MB) and serve avatar images.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { uploadedFile, uploadLimit } from '../http/upload'
import { AVATAR_MAX_BYTES, UPLOAD_MESSAGES } from '../../domain/auth/avatar'
import { updateAvatar } from './update-avatar'
import { getAvatar } from './get-avatar'

export const avatarRoutes = new Hono<AppEnv>()
  // POST /api/account/avatar – multipart field `file`; answers { avatar: "/api/account/avatars/<id>" }
  .post('/avatar', uploadLimit(AVATAR_MAX_BYTES, UPLOAD_MESSAGES.size), async (c) => {
    const file = await uploadedFile(c)
    const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null
    return c.json(await updateAvatar({ deps: c.get('deps'), caller: c.get('caller'), bytes }))
  })
  // GET /api/account/avatars/{id} – the image; a new upload gets a new id, so it may be cached for good
  .get('/avatars/:id', async (c) => {
    const deps = c.get('deps')
    const avatar = await getAvatar({ db: deps.db, storage: deps.ports.storage, id: c.req.param('id') })
    if (!avatar) return c.json({ error: { code: 'NOT_FOUND', message: 'Такой картинки нет' } }, 404)
    return c.body(avatar.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': avatar.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    })
  })
