// GET /dev/outbox – the dev outbox as a page (browsers) or JSON (`?format=json` or Accept: application/json).
import { Hono } from 'hono'
import { html } from 'hono/html'
import type { AppEnv } from '../context'
import { listOutbox } from '../notify/outbox'
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../http/body'
import { AppError } from '../http/errors'
import { cspNonce } from '../http/security-headers'

const CHANNEL: Record<string, string> = { sms: 'СМС', call: 'Звонок', email: 'Почта', telegram: 'Телеграм' }

export const devOutboxRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const recipient = c.req.query('recipient') || undefined
  if (recipient !== undefined && hasUnstorableText(recipient)) throw new AppError('BAD_REQUEST', UNSTORABLE_TEXT_MESSAGE)
  const entries = await listOutbox(c.get('deps').db, { recipient })
  const wantsJson = c.req.query('format') === 'json' || (c.req.header('accept') ?? '').includes('application/json')
  if (wantsJson) return c.json({ entries })
  return c.html(html`<!doctype html>
    <html lang="ru">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>Исходящие (dev) — Кампус</title>
        <style nonce="${cspNonce(c)}">
          body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1rem; background: #f6f6fb; color: #16162a; }
          h1 { font-size: 1.5rem; } .empty { color: #5d5d78; }
          li { background: #fff; border: 1px solid #e2e2ee; border-radius: 12px; padding: 0.75rem 1rem; margin: 0 0 0.5rem; list-style: none; }
          ul { padding: 0; } small { color: #5d5d78; } pre { white-space: pre-wrap; margin: 0.25rem 0 0; font: inherit; font-weight: 600; }
        </style>
      </head>
      <body>
        <h1>Исходящие сообщения (только для разработки)</h1>
        <p class="empty">Сюда приходят коды входа и письма, пока не подключены СМС, почта и Телеграм.</p>
        ${entries.length === 0
          ? html`<p class="empty">Пока пусто.</p>`
          : html`<ul>
              ${entries.map(
                (e) => html`<li>
                  <small>${CHANNEL[e.channel] ?? e.channel} · ${e.recipient} · ${e.createdAt}</small>
                  ${e.subject ? html`<div>${e.subject}</div>` : ''}
                  <pre>${e.body}</pre>
                </li>`,
              )}
            </ul>`}
      </body>
    </html>`)
})
