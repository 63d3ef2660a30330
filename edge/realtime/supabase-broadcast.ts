// Supabase Realtime broadcast (REALTIME_PROVIDER=supabase, the Workers deployment). publish() cannot send from inside
// the business transaction – a rollback would already have told browsers – so it writes the event to
// private.realtime_outbox in that transaction; flushRealtimeOutbox() later sends what committed to Supabase's
// broadcast REST endpoint and deletes it. Topics are the room names /api/realtime uses, payloads the SSE envelope.
import { asService, type Db } from '../db/port'
import type { Logger } from '../log'
import { encodeMessage, type RealtimeHub } from './hub'
import { keyHeaders, serverKey } from './supabase-keys'

/** `secretKey`: the project's sb_secret_… key or its legacy service_role JWT. */
export type TBroadcastTarget = { supabaseUrl: string; secretKey: string }

type TBroadcastMessage = { topic: string; event: string; payload: unknown; private: boolean }

/** Events older than this are of no use to a browser any more (it reloads state on reconnect); they are dropped. */
const STALE_AFTER_MINUTES = 60
const BATCH = 100
const SEND_TIMEOUT_MS = 10_000

/**
 * The hub on Workers: nobody subscribes in-process there, browsers join Supabase channels themselves. `onPublish`
 * tells the runtime that this invocation left events to flush once its transactions are over.
 */
export function createSupabaseBroadcastHub(opts: { onPublish?: () => void } = {}): RealtimeHub {
  return {
    async publish(q, msg) {
      const { room, event, data } = JSON.parse(encodeMessage(msg)) as { room: string; event: string; data: unknown }
      // Every room is a private channel: Supabase lets a browser in only with a token naming the room (route.ts).
      await q.query(`select private.queue_realtime_message($1, $2, $3::text::jsonb, true)`, [
        room,
        event,
        JSON.stringify({ room, data }),
      ])
      opts.onPublish?.()
    },
    delivers: false,
    subscribe: (_rooms, _onMessage, onStop) => {
      // Nothing to deliver here; a stream that asked anyway ends, and the client reconnects and gets the socket answer.
      onStop?.()
      return () => {}
    },
    stop: async () => {},
  }
}

/** POST {SUPABASE_URL}/realtime/v1/api/broadcast with the secret key; throws unless Supabase accepted them. */
async function sendBroadcast(target: TBroadcastTarget, messages: TBroadcastMessage[]): Promise<void> {
  const url = `${target.supabaseUrl.replace(/\/+$/, '')}/realtime/v1/api/broadcast`
  const res = await fetch(url, {
    method: 'POST',
    // An sb_secret_… key goes in `apikey` only (Supabase refuses it as a bearer); a legacy JWT key in both.
    headers: { ...keyHeaders(target.secretKey), 'content-type': 'application/json' },
    body: JSON.stringify({ messages }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  })
  if (!res.ok) {
    const text = await res.text().catch(() => '')
    throw new Error(`Supabase Realtime broadcast answered HTTP ${res.status}: ${text.slice(0, 300)}`)
  }
  await res.body?.cancel().catch(() => {})
}

type TOutboxRow = { id: string; topic: string; event: string; payload: string; private: boolean }

/**
 * Sends committed outbox events in id order and deletes them in the same transaction, so a failed send leaves them
 * for the next flush (at least once). Concurrent flushes skip each other's locked rows. Returns how many were sent.
 */
export async function flushRealtimeOutbox(db: Db, target: TBroadcastTarget, log: Logger): Promise<number> {
  let sent = 0
  for (;;) {
    const n = await asService(db, async (tx) => {
      const stale = await tx.query(
        `delete from private.realtime_outbox where created_at < now() - $1::int * interval '1 minute' returning id`,
        [STALE_AFTER_MINUTES],
      )
      if (stale.length) log.warn('realtime: dropped undelivered broadcast events', { count: stale.length })
      const rows = await tx.query<TOutboxRow>(
        `select id::text as id, topic, event, payload::text as payload, private from private.realtime_outbox
         order by id limit $1 for update skip locked`,
        [BATCH],
      )
      if (!rows.length) return 0
      await sendBroadcast(
        target,
        rows.map((r) => ({ topic: r.topic, event: r.event, payload: JSON.parse(r.payload) as unknown, private: r.private })),
      )
      await tx.query(`delete from private.realtime_outbox where id = any(string_to_array($1::text, ',')::bigint[])`, [
        rows.map((r) => r.id).join(','),
      ])
      return rows.length
    })
    sent += n
    if (n < BATCH) return sent
  }
}

/** The broadcast target from the settings, or null when realtime runs on Postgres NOTIFY. */
export function broadcastTarget(settings: Parameters<typeof serverKey>[0] & { REALTIME_PROVIDER: 'postgres' | 'supabase'; SUPABASE_URL?: string }): TBroadcastTarget | null {
  const secretKey = serverKey(settings)
  if (settings.REALTIME_PROVIDER !== 'supabase' || !settings.SUPABASE_URL || !secretKey) return null
  return { supabaseUrl: settings.SUPABASE_URL, secretKey }
}

const RELAY_CHANNEL = 'realtime_outbox'

/**
 * The same hub for a long-running Node process: publish also queues a NOTIFY, which Postgres delivers only on
 * commit, and the relay flushes when it hears one (and every `intervalMs`, for events a failed flush left behind).
 */
export async function startOutboxRelay(db: Db, target: TBroadcastTarget, log: Logger, intervalMs = 5000): Promise<RealtimeHub> {
  const hub = createSupabaseBroadcastHub()
  let running: Promise<void> | null = null
  let again = false
  const flush = () => {
    if (running) {
      again = true
      return
    }
    running = flushRealtimeOutbox(db, target, log)
      .then(
        () => {},
        (e: unknown) => log.error('realtime: broadcast failed; retrying later', { error: String(e) }),
      )
      .finally(() => {
        running = null
        if (again) {
          again = false
          flush()
        }
      })
  }
  const unlisten = await db.listen(RELAY_CHANNEL, flush)
  const timer = setInterval(flush, intervalMs)
  flush()
  return {
    async publish(q, msg) {
      await hub.publish(q, msg)
      await q.query(`select pg_notify('${RELAY_CHANNEL}', '')`)
    },
    subscribe: hub.subscribe,
    delivers: false,
    async stop() {
      clearInterval(timer)
      await unlisten()
      again = false
      await running
    },
  }
}
