// Dev outbox: the default delivery channel; messages go to the server log and to /dev/outbox.
import type { Queryable } from '../db/port'
import type { Logger } from '../log'

type OutboxChannel = 'sms' | 'call' | 'email' | 'telegram'
export type OutboxMessage = { channel: OutboxChannel; recipient: string; subject?: string | null; body: string }
export type OutboxEntry = OutboxMessage & { id: string; createdAt: string }

export async function deliverToOutbox(q: Queryable, log: Logger, msg: OutboxMessage): Promise<void> {
  await q.query('insert into private.dev_outbox (channel, recipient, subject, body) values ($1, $2, $3, $4)', [
    msg.channel,
    msg.recipient,
    msg.subject ?? null,
    msg.body,
  ])
  log.info(`[outbox] ${msg.channel} → ${msg.recipient}: ${msg.subject ? `${msg.subject} — ` : ''}${msg.body}`)
}

export async function listOutbox(q: Queryable, opts: { recipient?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
  const rows = await q.query<{ id: string; channel: OutboxChannel; recipient: string; subject: string | null; body: string; created_at: string }>(
    `select id::text, channel, recipient, subject, body, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
       from private.dev_outbox
      where $1::text is null or recipient = $1
      order by dev_outbox.id desc
      limit $2`,
    [opts.recipient ?? null, Math.min(Math.max(opts.limit ?? 50, 1), 200)],
  )
  return rows.map((r) => ({ id: r.id, channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body, createdAt: r.created_at }))
}
