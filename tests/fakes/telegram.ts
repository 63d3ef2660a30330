// Fake Telegram Bot API: POST /bot<token>/sendMessage with Telegram's { ok, result } and { ok: false, error_code, description }.
import { Hono } from 'hono'

export type TTelegramFake = {
  app: Hono
  messages: { chat_id: string; text: string }[]
  /** sendDocument uploads (multipart/form-data, field `document`). */
  documents: { chat_id: string; name: string; size: number; caption?: string; head: string }[]
  /** Chats whose user blocked the bot: 403 "Forbidden: bot was blocked by the user". */
  blocked: Set<string>
}

export function createTelegramFake(opts: { token: string }): TTelegramFake {
  const fake: TTelegramFake = { app: new Hono(), messages: [], documents: [], blocked: new Set() }
  let messageId = 0
  fake.app.post('/:bot/:method', async (c) => {
    if (c.req.param('bot') !== `bot${opts.token}`) return c.json({ ok: false, error_code: 401, description: 'Unauthorized' }, 401)
    if (c.req.param('method') === 'sendDocument') {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      const chat = form.chat_id === undefined ? undefined : String(form.chat_id)
      if (!chat) return c.json({ ok: false, error_code: 400, description: 'Bad Request: chat_id is empty' }, 400)
      if (!(form.document instanceof File)) return c.json({ ok: false, error_code: 400, description: 'Bad Request: there is no document in the request' }, 400)
      if (fake.blocked.has(chat)) return c.json({ ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' }, 403)
      const bytes = new Uint8Array(await form.document.arrayBuffer())
      fake.documents.push({ chat_id: chat, name: form.document.name, size: bytes.length, head: String.fromCharCode(...bytes.slice(0, 2)), ...(typeof form.caption === 'string' && { caption: form.caption }) })
      return c.json({ ok: true, result: { message_id: ++messageId, date: Math.floor(Date.now() / 1000), chat: { id: Number(chat), type: 'private' }, document: { file_name: form.document.name, file_size: bytes.length } } })
    }
    if (c.req.param('method') !== 'sendMessage') return c.json({ ok: false, error_code: 404, description: 'Not Found: method not found' }, 404)
    const body = (await c.req.json().catch(() => ({}))) as { chat_id?: string | number; text?: string }
    if (body.chat_id === undefined) return c.json({ ok: false, error_code: 400, description: 'Bad Request: chat_id is empty' }, 400)
    if (!body.text) return c.json({ ok: false, error_code: 400, description: 'Bad Request: message text is empty' }, 400)
    const chat = String(body.chat_id)
    if (fake.blocked.has(chat)) return c.json({ ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' }, 403)
    fake.messages.push({ chat_id: chat, text: body.text })
    return c.json({ ok: true, result: { message_id: ++messageId, date: Math.floor(Date.now() / 1000), chat: { id: Number(chat), type: 'private' }, text: body.text } })
  })
  return fake
}
