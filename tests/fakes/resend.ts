// Fake Resend e-mail API: POST /emails with a Bearer key, answering { id } or Resend's { statusCode, name, message } errors.
import { Hono } from 'hono'

export type TResendFake = { app: Hono; emails: { from: string; to: string[]; subject: string; text?: string; html?: string }[] }

const fail = (statusCode: 401 | 403 | 422, name: string, message: string) => ({ statusCode, name, message })

export function createResendFake(opts: { apiKey: string }): TResendFake {
  const fake: TResendFake = { app: new Hono(), emails: [] }
  fake.app.post('/emails', async (c) => {
    const auth = c.req.header('authorization')
    if (!auth) return c.json(fail(401, 'missing_api_key', 'Missing API key in the authorization header.'), 401)
    if (auth !== `Bearer ${opts.apiKey}`) return c.json(fail(403, 'invalid_api_key', 'API key is invalid'), 403)
    if (!(c.req.header('content-type') ?? '').includes('application/json')) return c.json(fail(422, 'invalid_parameter', 'Body must be JSON'), 422)
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    for (const field of ['from', 'to', 'subject'] as const) {
      if (!body?.[field]) return c.json(fail(422, 'missing_required_field', `Missing \`${field}\` field.`), 422)
    }
    if (!body!.text && !body!.html) return c.json(fail(422, 'missing_required_field', 'Missing `html` or `text` field.'), 422)
    const to = Array.isArray(body!.to) ? (body!.to as string[]) : [String(body!.to)]
    if (to.some((a) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(a))) return c.json(fail(422, 'validation_error', 'Invalid `to` field.'), 422)
    fake.emails.push({ from: String(body!.from), to, subject: String(body!.subject), text: body!.text as string | undefined, html: body!.html as string | undefined })
    return c.json({ id: crypto.randomUUID() })
  })
  return fake
}
