// The Worker entry as workerd calls it, for tests: the bindings a production Worker gets (settings as strings, the
// jobs Queue as a recording fake), a ctx whose waitUntil promises a test can await, and a Queue batch of messages.
import type { TJobMessage, TQueueBatch } from '../../edge/jobs/cloudflare-jobs'

/** Production settings for a Worker on `databaseUrl` with Supabase Realtime at `supabaseUrl` (keys `sb_*_<name>`). */
export function workerBindings(o: { name: string; databaseUrl: string; supabaseUrl: string; sent: TJobMessage[]; extra?: Record<string, string> }) {
  return {
    DATABASE_URL: o.databaseUrl,
    APP_JWT_SECRET: `${o.name}-test-secret-0123456789abcdef0123`,
    // The project's own, for room tokens only: production refuses it equal to the app's.
    SUPABASE_JWT_SECRET: `${o.name}-supabase-secret-0123456789abcdef`,
    // Production requires the published contacts and company details (edge/settings.ts LEGAL_KEYS).
    SUPPORT_PHONE: '+7 (495) 000-00-01',
    SUPPORT_EMAIL: 'help@kampus.test',
    LEGAL_ENTITY_NAME: 'ООО «Тест»',
    LEGAL_INN: '7700000000',
    LEGAL_OGRN: '1027700000000',
    LEGAL_ADDRESS: '101000, Москва, ул. Тестовая, д. 1',
    LOG_LEVEL: 'silent',
    REALTIME_PROVIDER: 'supabase',
    SUPABASE_URL: o.supabaseUrl,
    // Supabase's new API keys: the fake refuses the secret key as a bearer, as Supabase does.
    SUPABASE_SECRET_KEY: `sb_secret_${o.name}`,
    SUPABASE_PUBLISHABLE_KEY: `sb_publishable_${o.name}`,
    ...o.extra,
    JOBS_QUEUE: { sendBatch: async (messages: Iterable<{ body: TJobMessage }>) => void o.sent.push(...[...messages].map((m) => m.body)) },
  }
}

/** A ctx recording its waitUntil promises in `waits`. */
export const workerCtx = (waits: Promise<unknown>[]) => ({ waitUntil: (p: Promise<unknown>) => void waits.push(p) })

/** One Queue delivery of these job messages. */
export const queueBatch = (bodies: TJobMessage[]): TQueueBatch => ({ messages: bodies.map((body, i) => ({ id: `m${i}`, body, ack: () => {}, retry: () => {} })) })
