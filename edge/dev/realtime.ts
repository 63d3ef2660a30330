// /dev/realtime – push a realtime event from outside (end-to-end tests, manual checks); never mounted in production.
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../context'
import { readJson } from '../http/body'

const ZDevPublishInput = z.object(
  {
    room: z.string({ error: 'Поле room должно быть строкой' }),
    event: z.string({ error: 'Поле event должно быть строкой' }),
    data: z.unknown().optional(),
  },
  { error: 'Ожидается объект вида { "room": "...", "event": "...", "data": ... }' },
)

export const devRealtimeRoutes = new Hono<AppEnv>()

// POST /dev/realtime/publish – publish { room, event, data } through the hub (unknown event → 400 listing valid names)
devRealtimeRoutes.post('/publish', async (c) => {
  const { db, realtime } = c.get('deps')
  const input = ZDevPublishInput.parse(await readJson(c))
  await realtime.publish(db, input)
  return c.json({ ok: true })
})
