// Telegram over HTTP: POST /api/telegram/transform-get-params (the bot link) and POST /webhooks/telegram (the bot).
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { readJson } from '../http/body'
import { limitBody } from '../http/body-limit'
import { clientIp } from './client-ip'
import { constantTimeEqual } from './secrets'
import { transformGetParams } from './request-client-bot-link'
import { handleTelegramUpdate } from './handle-telegram-update'

const SECRET_HEADER = 'x-telegram-bot-api-secret-token'

export const telegramApiRoutes = new Hono<AppEnv>()
  // POST /api/telegram/transform-get-params – the page's query params in, a t.me deep link out
  .post('/transform-get-params', async (c) => {
    const deps = c.get('deps')
    const body = await readJson(c)
    return c.json(await transformGetParams({ deps, caller: c.get('caller'), ip: clientIp(c.req.raw.headers), body }))
  })

export const telegramWebhookRoutes = new Hono<AppEnv>()
  // Updates are small; anything bigger is not from Telegram.
  .use('*', limitBody(256 * 1024, (c) => c.json({ ok: false }, 413)))
  // POST /webhooks/telegram – one bot update, verified by the secret given to setWebhook
  .post('/', async (c) => {
    const deps = c.get('deps')
    const secret = deps.settings.TELEGRAM_WEBHOOK_SECRET
    if (!secret) return c.json({ ok: false }, 404)
    if (!constantTimeEqual(c.req.header(SECRET_HEADER) ?? '', secret)) return c.json({ ok: false }, 401)
    let update: unknown
    try {
      update = await c.req.json()
    } catch {
      // Telegram would resend a refused update forever; a body it cannot have meant is dropped with 200.
      return c.json({ ok: true })
    }
    await handleTelegramUpdate({ deps, update })
    return c.json({ ok: true })
  })
