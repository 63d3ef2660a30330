// GET /dev/telegram/start?payload=…&from=… – plays a person pressing Start in the bot, for sign-in without a real bot.
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { handleTelegramUpdate } from './handle-telegram-update'

export const devTelegramRoutes = new Hono<AppEnv>().get('/start', async (c) => {
  const payload = c.req.query('payload') ?? ''
  const from = Number(c.req.query('from') ?? '100000001')
  if (!Number.isSafeInteger(from) || from <= 0) return c.json({ error: { code: 'BAD_REQUEST', message: 'from — числовой id пользователя Телеграма' } }, 400)
  // Update ids only need to be unique; real ones are small, so these never collide with them.
  const updateId = 2 ** 40 + Math.floor(Math.random() * 2 ** 40)
  await handleTelegramUpdate({
    deps: c.get('deps'),
    update: { update_id: updateId, message: { chat: { id: from, type: 'private' }, from: { id: from, is_bot: false, first_name: 'Тест' }, text: `/start ${payload}` } },
  })
  return c.json({ ok: true, hint: `Ответ бота — в /dev/outbox (получатель ${from})` })
})
