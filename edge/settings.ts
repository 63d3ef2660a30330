// Settings: the one place that reads the environment, validated by zod, with plain-word errors.
import { z } from 'zod'
import { badCidrs } from './auth/client-ip'
import { SITEMAP_PAGE_SIZE } from '../domain/seo/sitemap'
import { parseSigningJwk } from './realtime/signing-key'
import { isJwtKey } from './realtime/supabase-keys'
import { weakSecretReason } from './secret-strength'
import { parseDsn } from './ops/error-tracking'

// Defaults of earlier versions, published in this repository: never a production secret, even when set by hand.
const PUBLISHED_SECRETS = new Set(['dev-only-supabase-jwt-secret-change-me-0123456789', 'dev-only-testbank-secret-0123456789'])

/**
 * Secrets that outside production may be left unset. The source holds no value for them: the Node server generates
 * them on first start and keeps them in DATA_DIR (edge/runtime/dev-secrets.server.ts); anything else that reads
 * settings without that file (tests, scripts) gets fresh random ones for its own process.
 */
export type TGeneratedSecrets = { APP_JWT_SECRET: string; TESTBANK_SECRET: string }
const GENERATED_SECRET_KEYS = ['APP_JWT_SECRET', 'TESTBANK_SECRET'] as const satisfies (keyof TGeneratedSecrets)[]

/** 32 random bytes as hex (64 characters): long enough for HS256 and HMAC-SHA256. */
export function randomSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')
}

const ZSettingsShape = z.object({
  // Product mode, separate from NODE_ENV (which the built server always sets to production for React).
  APP_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Unset: loopback outside production (a development server, with /dev/* and its outbox of sign-in codes, is not for
  // the network), all interfaces in production (behind its proxy, in a container). See readSettings.
  HOST: z.string().min(1).optional(),
  APP_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'должен начинаться с postgres:// или postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  // Where the first start (empty library) loads ready works from: every *.jsonl file in it (edge/library/load-library-content.server.ts).
  LIBRARY_CONTENT_DIR: z.string().min(1).default('content/library'),
  // Addresses per sitemap file (/sitemaps/library-{n}.xml, …): the protocol's 50 000 unless set lower.
  SITEMAP_PAGE_SIZE: z.coerce
    .number()
    .int('ожидается целое число')
    .min(1, 'не меньше 1')
    .max(SITEMAP_PAGE_SIZE, `не больше ${SITEMAP_PAGE_SIZE} (предел протокола sitemaps.org)`)
    .default(SITEMAP_PAGE_SIZE),
  // The app's own signing secret: API tokens, the e-mail verification link, and the keyed hashes of sign-in codes,
  // unsubscribe links and the administrators' codes. Never the Supabase project's: a token the app issues must be no
  // key to Supabase's Data API (docs/deployment.md, "Cloudflare Workers + Supabase").
  APP_JWT_SECRET: z.string().min(32, 'не короче 32 символов').optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  // Rendered HTML of public guest pages (edge/page-cache): an in-process LRU bounded by entries and bytes (0 entries: off),
  // each entry kept at most PAGE_CACHE_TTL_SEC; the CDN keeps a page s-maxage and serves it stale while revalidating.
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  PAGE_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(64 * 1024 * 1024),
  PAGE_CACHE_TTL_SEC: z.coerce.number().int().min(1).max(86_400).default(300),
  PAGE_CACHE_S_MAXAGE_SEC: z.coerce.number().int().min(0).max(86_400).default(60),
  PAGE_CACHE_SWR_SEC: z.coerce.number().int().min(0).max(604_800).default(600),
  // Jobs run at once per process; JOBS_RESERVED_FOR_CLIENTS of those slots only a signed-in client's job may take
  // (edge/jobs/worker.ts), so guests' orders, uploads and the catalogue's referats never make a client wait.
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOBS_RESERVED_FOR_CLIENTS: z.coerce.number().int().min(0).max(31).default(1),
  // AI work a guest (no account) may start — AI and advanced AI orders, text works — per client address (an IPv6 /64)
  // a minute and a day, and from all guests together a minute (edge/orders/guest-limits.ts); a signed-in client is
  // limited per account instead.
  GUEST_AI_PER_ADDRESS_MINUTE: z.coerce.number().int().min(1).max(10_000).default(5),
  GUEST_AI_PER_ADDRESS_DAY: z.coerce.number().int().min(1).max(100_000).default(50),
  GUEST_AI_TOTAL_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(1000),
  JOBS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  // Done jobs are kept this many days, then pruned hourly in batches (edge/jobs/prune-done-jobs.ts); dead ones stay
  // until an administrator discards them at /admin/jobs.
  JOBS_DONE_RETENTION_DAYS: z.coerce
    .number({ error: 'ожидается число дней, например 14' })
    .int('ожидается целое число дней')
    .min(1, 'не меньше 1 дня')
    .max(3650, 'не больше 3650 дней')
    .default(14),
  // Training mode (edge/training): the training-mode-3210 flag until the experiments issue serves it. Unset: off in
  // production (the spec's default), on in development and tests.
  TRAINING_MODE: z.enum(['on', 'off']).optional(),
  // Welcome trial credits of a newly registered client (orders.md §2 newby; the spec gives no amount), granted once
  // through the ledger by claimNewbyTrials (edge/trials). 0 switches the welcome grant off.
  NEWBY_TRIALS: z.coerce.number().int().min(0).max(100).default(3),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // GET /metrics (Node, Prometheus text format; edge/metrics): the scraper's bearer token. Unset: /metrics does not exist.
  METRICS_TOKEN: z.string().regex(/^\S{16,200}$/, 'ожидается токен из 16–200 символов без пробелов (например, openssl rand -hex 24)').optional(),
  // /api/health answers 503 once the oldest due job has waited longer than this (the workers are stuck or too few).
  READY_MAX_JOB_LAG_SECONDS: z.coerce.number({ error: 'ожидается число секунд' }).int('ожидается целое число секунд').min(10, 'не меньше 10 секунд').max(86_400, 'не больше 86400 секунд (суток)').default(300),
  // Open realtime streams (/api/realtime) without sign-in: per client address, and in all (edge/realtime/stream-slots.ts).
  REALTIME_ANON_STREAMS_PER_IP: z.coerce.number().int().min(1).max(1000).default(8),
  REALTIME_ANON_STREAMS_TOTAL: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  // Open streams (realtime, AI answers, the tutor chat) of one signed-in account, in one process.
  REALTIME_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(20),
  // Realtime (edge/realtime): Postgres NOTIFY feeding /api/realtime SSE (Node), or Supabase Realtime broadcast
  // (Workers: events go out through an outbox after commit, browsers join Supabase channels over its websocket).
  REALTIME_PROVIDER: z.enum(['postgres', 'supabase']).default('postgres'),
  SUPABASE_URL: z.url().optional(),
  // The secret key sends broadcasts and stays on the server; the publishable key is public by design and is handed to
  // browsers for the websocket. The new keys or the legacy JWT ones (edge/realtime/supabase-keys.ts): the new win.
  SUPABASE_SECRET_KEY: z.string().regex(/^sb_secret_\S+$/, 'ожидается секретный ключ вида sb_secret_…').optional(),
  SUPABASE_PUBLISHABLE_KEY: z.string().regex(/^sb_publishable_\S+$/, 'ожидается публикуемый ключ вида sb_publishable_…').optional(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().refine(isJwtKey, 'ожидается ключ service_role (JWT); ключ sb_secret_… задаётся в SUPABASE_SECRET_KEY').optional(),
  SUPABASE_ANON_KEY: z.string().refine(isJwtKey, 'ожидается ключ anon (JWT); ключ sb_publishable_… задаётся в SUPABASE_PUBLISHABLE_KEY').optional(),
  // What signs the room token Supabase Realtime admits browsers with, and nothing else: the project's asymmetric
  // signing key (a private JWK, ES256 or RS256, with kid), or else its legacy JWT secret (HS256).
  SUPABASE_JWT_SIGNING_KEY: z
    .string()
    .superRefine((v, ctx) => {
      const key = parseSigningJwk(v)
      if (typeof key === 'string') ctx.addIssue({ code: 'custom', message: key })
    })
    .optional(),
  SUPABASE_JWT_SECRET: z.string().min(32, 'не короче 32 символов').optional(),
  REALTIME_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  // Sign-in delivery and providers (edge/adapters, edge/oauth). Base URLs are settings so tests use local fakes.
  // The header a trusted proxy puts the client's address in; read only from TRUSTED_PROXIES peers.
  CLIENT_IP_HEADER: z.string().min(1).default('x-forwarded-for'),
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .superRefine((v, ctx) => {
      const bad = badCidrs(v)
      if (bad.length) ctx.addIssue({ code: 'custom', message: `ожидается список адресов или сетей CIDR через запятую (например 10.0.0.0/8,::1/128); не разобрано: ${bad.join(', ')}` })
    }),
  SMS_PROVIDER: z.enum(['outbox', 'smsru']).default('outbox'),
  SMSRU_API_ID: z.string().min(1).optional(),
  SMSRU_FROM: z.string().min(1).optional(),
  SMSRU_BASE_URL: z.url().default('https://sms.ru'),
  EMAIL_PROVIDER: z.enum(['outbox', 'resend']).default('outbox'),
  RESEND_API_KEY: z.string().min(1).optional(),
  RESEND_BASE_URL: z.url().default('https://api.resend.com'),
  EMAIL_FROM: z.string().min(3).default('Кампус <no-reply@kampus.example>'),
  // Analytics events service (Amplitude HTTP V2 API); without a key events are only stored (edge/adapters/events).
  EVENTS_SERVICE_URL: z.url().default('https://api2.amplitude.com/2/httpapi'),
  EVENTS_SERVICE_API_KEY: z.string().min(1).optional(),
  TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[A-Za-z0-9_-]+$/, 'ожидается токен бота вида 123456:ABC…').optional(),
  TELEGRAM_BOT_USERNAME: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'имя бота без @').optional(),
  TELEGRAM_WEBHOOK_SECRET: z.string().regex(/^[A-Za-z0-9_-]{16,256}$/, '16–256 символов A-Z, a-z, 0-9, _ и -').optional(),
  TELEGRAM_API_BASE_URL: z.url().default('https://api.telegram.org'),
  // Team alerts (edge/ops/team-alert.ts): a dead job or a refused bank notification goes to this Telegram chat (through
  // the bot above) and/or e-mail, at most once per kind per window; unset, the alert is only an `error` log line.
  // Error tracking (edge/ops/error-tracking.ts): a Sentry-compatible DSN (Sentry, GlitchTip); unset, errors are only log lines.
  ERROR_TRACKING_DSN: z
    .url('ожидается DSN вида https://ключ@o123.ingest.sentry.io/456')
    .refine((v) => parseDsn(v) !== null, 'ожидается DSN вида https://ключ@o123.ingest.sentry.io/456: ключ перед @ и номер проекта в конце')
    .optional(),
  // The release the errors are reported under (a version or commit), so a new error is told from an old one.
  APP_RELEASE: z.string().min(1).max(200).default('kampus@dev'),
  TEAM_ALERT_TELEGRAM_CHAT_ID: z.string().regex(/^-?\d{1,20}$/, 'ожидается id чата Telegram, например -1001234567890').optional(),
  TEAM_ALERT_EMAIL: z.email('ожидается адрес e-mail').optional(),
  TEAM_ALERT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  // Bank notifications kept for the back-office (edge/payments/webhooks/notification-log.ts): older ones are deleted
  // as new ones are recorded.
  PAYMENT_NOTIFICATIONS_RETENTION_DAYS: z.coerce.number({ error: 'ожидается число дней' }).int('ожидается целое число дней').min(1, 'не меньше 1 дня').max(3650, 'не больше 3650 дней').default(90),
  // The help-desk chat widget's script (Usedesk): its origin joins the pages' CSP only when set; unset, support is the
  // messenger fallback (Telegram, e-mail, phone) alone.
  USEDESK_WIDGET_URL: z
    .url('ожидается адрес скрипта виджета, например https://lib.usedesk.ru/secure.usedesk.ru/widget_123_456.js')
    .refine((u) => u.startsWith('https://'), 'адрес скрипта виджета должен начинаться с https://')
    .optional(),
  YANDEX_CLIENT_ID: z.string().min(1).optional(),
  YANDEX_CLIENT_SECRET: z.string().min(1).optional(),
  YANDEX_OAUTH_BASE_URL: z.url().default('https://oauth.yandex.ru'),
  YANDEX_LOGIN_BASE_URL: z.url().default('https://login.yandex.ru'),
  YANDEX_REDIRECT_URI: z.url().optional(),
  VK_CLIENT_ID: z.string().min(1).optional(),
  VK_ID_BASE_URL: z.url().default('https://id.vk.com'),
  VK_REDIRECT_URI: z.url().optional(),
  // Payment providers (edge/payments/providers). Base URLs are settings so tests use local fakes.
  TESTBANK_SECRET: z.string().min(16, 'не короче 16 символов').optional(),
  YOOKASSA_SHOP_ID: z.string().min(1).optional(),
  YOOKASSA_SECRET_KEY: z.string().min(1).optional(),
  YOOKASSA_BASE_URL: z.url().default('https://api.yookassa.ru'),
  YOOKASSA_NOTIFICATION_IPS: z.string().min(1).optional(),
  CLOUDPAYMENTS_PUBLIC_ID: z.string().min(1).optional(),
  CLOUDPAYMENTS_API_SECRET: z.string().min(1).optional(),
  CLOUDPAYMENTS_BASE_URL: z.url().default('https://api.cloudpayments.ru'),
  TBANK_TERMINAL_KEY: z.string().min(1).optional(),
  TBANK_PASSWORD: z.string().min(1).optional(),
  TBANK_BASE_URL: z.url().default('https://securepay.tinkoff.ru'),
  // Essay sources (edge/sources): the local catalogue, or OpenAlex / Crossref first. Base URLs are settings so tests use fakes.
  SOURCES_PROVIDER: z.enum(['local', 'openalex', 'crossref']).default('local'),
  SOURCES_MAILTO: z.email('ожидается адрес e-mail').optional(),
  OPENALEX_BASE_URL: z.url().default('https://api.openalex.org'),
  CROSSREF_BASE_URL: z.url().default('https://api.crossref.org'),
  // Adding a source by ISBN (connected mode) asks Open Library; a page's own metadata is read from public addresses
  // only, unless SOURCES_ALLOW_PRIVATE_URLS=true (tests, whose fakes listen on 127.0.0.1).
  OPENLIBRARY_BASE_URL: z.url().default('https://openlibrary.org'),
  SOURCES_ALLOW_PRIVATE_URLS: z.stringbool().default(false),
  // AI (edge/ai): an OpenAI-compatible chat-completions API when LLM_API_KEY is set, otherwise the demo provider.
  LLM_BASE_URL: z.url().default('https://api.openai.com/v1'),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  // The whole model call, a streamed answer included; and the longest silence once the provider has answered.
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(900_000).default(300_000),
  LLM_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(45_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  // The demo writer (no LLM_API_KEY) streams its text a few words at a time with this pause between pieces.
  DEMO_AI_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(2000).default(10),
  // Uploaded files (edge/storage): in Postgres (local), or an S3-compatible store such as Supabase Storage (s3).
  STORAGE_PROVIDER: z.enum(['local', 's3'], 'ожидается local или s3').default('local'),
  STORAGE_S3_ENDPOINT: z.url('ожидается адрес вида https://<проект>.supabase.co/storage/v1/s3').optional(),
  STORAGE_S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, 'ожидается регион вида eu-central-1').optional(),
  STORAGE_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'имя бакета: 3–63 символа, строчные латинские буквы, цифры, точка и дефис').optional(),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Support contacts and the operator's details (pages/components/site-facts.server.ts): shown on /contacts, the FAQ,
  // «Об оплате» and in the legal documents. Outside production unset ones get obvious placeholders (below); production
  // refuses to start without them, since the privacy policy and the offer must name a real operator and seller.
  SUPPORT_PHONE: z.string().trim().regex(/^\+?[0-9][0-9 ()-]{5,24}$/, 'ожидается телефон вида +7 (495) 123-45-67').optional(),
  SUPPORT_EMAIL: z.email('ожидается адрес e-mail').optional(),
  LEGAL_ENTITY_NAME: z.string().trim().min(3, 'не короче 3 символов').max(200, 'не длиннее 200 символов').optional(),
  LEGAL_INN: z.string().regex(/^(\d{10}|\d{12})$/, 'ожидается ИНН: 10 цифр (организация) или 12 (ИП)').optional(),
  LEGAL_OGRN: z.string().regex(/^(\d{13}|\d{15})$/, 'ожидается ОГРН: 13 цифр (организация) или ОГРНИП: 15').optional(),
  LEGAL_ADDRESS: z.string().trim().min(10, 'не короче 10 символов').max(300, 'не длиннее 300 символов').optional(),
  // Text recognition (edge/ocr): images through the tesseract CLI (Debian tesseract-ocr, -rus, -eng) or Yandex Vision
  // OCR; PDF, DOCX and TXT are read without OCR either way. The base URL is a setting so tests use a local fake.
  OCR_PROVIDER: z.enum(['tesseract', 'yandex'], 'ожидается tesseract или yandex').default('tesseract'),
  OCR_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  // Issue 29: Tesseract and document parses run at most OCR_CONCURRENCY at a time per process, OCR_QUEUE_MAX more wait
  // (beyond: 429 «Слишком много запросов…»); a document is parsed in a child process killed after
  // OCR_DOCUMENT_TIMEOUT_MS of CPU time or above OCR_DOCUMENT_MEMORY_MB resident (edge/ocr/child-documents.ts).
  OCR_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  OCR_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(10),
  OCR_DOCUMENT_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  OCR_DOCUMENT_MEMORY_MB: z.coerce.number().int().min(128).max(8192).default(512),
  TESSERACT_BIN: z.string().min(1).default('tesseract'),
  YANDEX_VISION_API_KEY: z.string().min(1).optional(),
  YANDEX_FOLDER_ID: z.string().regex(/^[a-z0-9]{20}$/, 'ожидается идентификатор каталога Yandex Cloud (20 символов a-z, 0-9)').optional(),
  YANDEX_VISION_BASE_URL: z.url().default('https://ocr.api.cloud.yandex.net'),
  // The full answer of a library work (orders.md §3 Library work order): its price in tokens, fixed on the order when made.
  LIBRARY_WORK_PRICE_TOKENS: z.coerce.number().int('ожидается целое число').min(0, 'не меньше 0').max(100_000, 'не больше 100000').default(10),
  // Exam tickets (/exam): the price of one ticket's answer in tokens; an order costs tickets × this, fixed when made.
  EXAM_TICKET_PRICE_TOKENS: z.coerce.number().int('ожидается целое число').min(0, 'не меньше 0').max(100_000, 'не больше 100000').default(5),
  // The AI order's answer (orders.md §3 AI order, §9 «Default refill prices: AI 10»): its price in tokens, fixed on the order when made.
  AI_ORDER_PRICE_TOKENS: z.coerce.number().int('ожидается целое число').min(0, 'не меньше 0').max(100_000, 'не больше 100000').default(10),
  // The advanced AI order's answer (orders.md §3 Advanced AI order): its price in tokens, fixed on the order when made.
  ADVANCED_AI_ORDER_PRICE_TOKENS: z.coerce.number().int('ожидается целое число').min(0, 'не меньше 0').max(100_000, 'не больше 100000').default(20),
  // A signed-in client's originality check of their own file (issue 36): its price in tokens; free with a subscription,
  // and a guest's check (the score only) is free.
  ORIGINALITY_FILE_PRICE_TOKENS: z.coerce.number().int('ожидается целое число').min(0, 'не меньше 0').max(100_000, 'не больше 100000').default(10),
  // «Исправить» in the format check (issue 37): a signed-in client's fixed DOCX, its price in tokens; free with a
  // subscription, and the check itself is free for everyone.
  FORMAT_FIX_PRICE_TOKENS: z.coerce.number().int('ожидается целое число').min(0, 'не меньше 0').max(100_000, 'не больше 100000').default(15),
  // A TrueType font with Cyrillic for PDF answers and chart images, in place of the bundled DejaVu Sans (the
  // dejavu-fonts-ttf package on Node, the static assets on Workers, where no file can be read: leave it unset there).
  PDF_FONT_FILE: z.string().min(1).optional(),
})

/**
 * Every variable the settings read, for the test that .env.example documents each one (edge/settings.test.ts).
 * @internal Only that test reads it: knip's production run ignores the tag (knip.jsonc).
 */
export const SETTINGS_KEYS = Object.keys(ZSettingsShape.shape)

const STORAGE_S3_KEYS = ['STORAGE_S3_ENDPOINT', 'STORAGE_S3_REGION', 'STORAGE_S3_BUCKET', 'STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY'] as const

/** Contacts and company details the legal pages publish; required in production (no placeholder ever goes live). */
export const LEGAL_KEYS = ['SUPPORT_PHONE', 'SUPPORT_EMAIL', 'LEGAL_ENTITY_NAME', 'LEGAL_INN', 'LEGAL_OGRN', 'LEGAL_ADDRESS'] as const

const ZSettings = ZSettingsShape.superRefine((s, ctx) => {
  if (s.APP_ENV === 'production' && !s.APP_JWT_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['APP_JWT_SECRET'], message: 'обязателен в production (свой секрет приложения, 32+ случайных символов)' })
  }
  const weak = s.APP_ENV === 'production' && s.APP_JWT_SECRET ? weakSecretReason(s.APP_JWT_SECRET) : null
  if (weak) ctx.addIssue({ code: 'custom', path: ['APP_JWT_SECRET'], message: weak })
  if (s.APP_JWT_SECRET && s.APP_JWT_SECRET === s.SUPABASE_JWT_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['APP_JWT_SECRET'],
      message: 'совпадает с SUPABASE_JWT_SECRET: тогда токены приложения открывали бы Data API Supabase (PostgREST) в обход выхода из аккаунта; нужен свой секрет',
    })
  }
  for (const key of [...GENERATED_SECRET_KEYS, 'SUPABASE_JWT_SECRET'] as const) {
    if (s.APP_ENV === 'production' && PUBLISHED_SECRETS.has(s[key] ?? '')) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'в production нужен свой секрет, а не опубликованный в исходниках' })
    }
  }
  if (s.SMS_PROVIDER === 'smsru' && !s.SMSRU_API_ID) {
    ctx.addIssue({ code: 'custom', path: ['SMSRU_API_ID'], message: 'нужен при SMS_PROVIDER=smsru' })
  }
  if (s.EMAIL_PROVIDER === 'resend' && !s.RESEND_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['RESEND_API_KEY'], message: 'нужен при EMAIL_PROVIDER=resend' })
  }
  if (s.YOOKASSA_SHOP_ID && !s.YOOKASSA_SECRET_KEY) {
    ctx.addIssue({ code: 'custom', path: ['YOOKASSA_SECRET_KEY'], message: 'нужен вместе с YOOKASSA_SHOP_ID' })
  }
  if (s.CLOUDPAYMENTS_PUBLIC_ID && !s.CLOUDPAYMENTS_API_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['CLOUDPAYMENTS_API_SECRET'], message: 'нужен вместе с CLOUDPAYMENTS_PUBLIC_ID' })
  }
  if (s.TBANK_TERMINAL_KEY && !s.TBANK_PASSWORD) {
    ctx.addIssue({ code: 'custom', path: ['TBANK_PASSWORD'], message: 'нужен вместе с TBANK_TERMINAL_KEY' })
  }
  if (s.STORAGE_PROVIDER === 's3') {
    for (const key of STORAGE_S3_KEYS) {
      if (!s[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'нужен при STORAGE_PROVIDER=s3' })
    }
  }
  if (s.REALTIME_PROVIDER === 'supabase') {
    if (!s.SUPABASE_URL) ctx.addIssue({ code: 'custom', path: ['SUPABASE_URL'], message: 'нужен при REALTIME_PROVIDER=supabase' })
    const eitherOf = [['SUPABASE_SECRET_KEY', 'SUPABASE_SERVICE_ROLE_KEY'], ['SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_ANON_KEY'], ['SUPABASE_JWT_SIGNING_KEY', 'SUPABASE_JWT_SECRET']] as const
    for (const [key, legacy] of eitherOf) {
      if (!s[key] && !s[legacy]) ctx.addIssue({ code: 'custom', path: [key], message: `нужен при REALTIME_PROVIDER=supabase (или ${legacy})` })
    }
  }
  if (s.APP_ENV === 'production') {
    for (const key of LEGAL_KEYS) {
      if (!s[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'обязателен в production: контакты и реквизиты публикуются в документах и на странице контактов' })
    }
  }
  if (s.OCR_PROVIDER === 'yandex' && !s.YANDEX_VISION_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['YANDEX_VISION_API_KEY'], message: 'нужен при OCR_PROVIDER=yandex (API-ключ сервисного аккаунта с ролью ai.vision.user)' })
  }
  if (s.APP_ENV === 'production' && s.OCR_PROVIDER === 'yandex' && !s.YANDEX_VISION_BASE_URL.startsWith('https://')) {
    ctx.addIssue({ code: 'custom', path: ['YANDEX_VISION_BASE_URL'], message: 'в production только https: в запросе API-ключ и файл клиента' })
  }
  if (s.YANDEX_CLIENT_ID && !s.YANDEX_CLIENT_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['YANDEX_CLIENT_SECRET'], message: 'нужен вместе с YANDEX_CLIENT_ID' })
  }
})

export type TSettings = Omit<z.infer<typeof ZSettings>, keyof TGeneratedSecrets | 'HOST'> & TGeneratedSecrets & { HOST: string }

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
  super(`Неверные настройки окружения:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  this.name = 'SettingsError'
  }
}

/**
 * Reads settings from an env record (process.env on Node, bindings on Workers). Empty strings count as unset. A secret
 * the env leaves unset (never in production: there APP_JWT_SECRET is required) comes from `generated`, else is
 * a fresh random one.
 */
export function readSettings(env: Record<string, string | undefined>, generated?: Partial<TGeneratedSecrets>): TSettings {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = ZSettings.safeParse(cleaned)
  if (!parsed.success) throw new SettingsError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`))
  const s = parsed.data
  return {
    ...s,
    HOST: s.HOST ?? (s.APP_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    APP_JWT_SECRET: s.APP_JWT_SECRET ?? generated?.APP_JWT_SECRET ?? randomSecret(),
    // In production the test bank is never used (payments/providers/registry.ts), so an unset secret is only a placeholder.
    TESTBANK_SECRET: s.TESTBANK_SECRET ?? generated?.TESTBANK_SECRET ?? randomSecret(),
  }
}

/**
 * The Node process's own environment: the one place the server reads process.env. Outside production, secrets it
 * leaves unset come from `keep(DATA_DIR)`, so they survive restarts (tokens and test-bank links stay valid).
 */
export async function readProcessSettings(keep?: (dataDir: string) => Promise<TGeneratedSecrets>): Promise<TSettings> {
  const settings = readSettings(process.env)
  const unset = GENERATED_SECRET_KEYS.some((key) => !process.env[key])
  if (settings.APP_ENV === 'production' || !unset || !keep) return settings
  return readSettings(process.env, await keep(settings.DATA_DIR))
}
