// npm run deploy:check [-- --config wrangler.toml] [--secrets secrets.env] – checks a Cloudflare Workers deployment
// before anyone deploys it: the wrangler config (Hyperdrive, the jobs Queue and its consumer, the Cron trigger, the
// static assets, nodejs_compat) and the settings the Worker will read — the config's [vars] plus the secrets in the
// env file (KEY=VALUE lines, as `wrangler secret put` will hold them) — through the same readSettings (production)
// and Workers checks the Worker itself runs. Prints each missing or wrong item with its real name; exit code 1 when
// any would stop the Worker, 0 otherwise (warnings are printed, not failed).
import { readFile } from 'node:fs/promises'
import { parse } from 'smol-toml'
import { readSettings, SettingsError, type TSettings } from '../edge/settings'
import { checkWorkerSettings } from '../edge/runtime/worker-settings'

type TConfig = {
  compatibility_flags?: string[]
  assets?: unknown
  vars?: Record<string, unknown>
  hyperdrive?: { binding?: string; id?: string }[]
  triggers?: { crons?: string[] }
  queues?: { producers?: { binding?: string; queue?: string }[]; consumers?: { queue?: string; dead_letter_queue?: string }[] }
}

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}

/** KEY=VALUE lines; blank lines and # comments skipped; one pair of surrounding quotes taken off. */
function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (!m || line.trimStart().startsWith('#')) continue
    out[m[1]!] = m[2]!.replace(/^(['"])(.*)\1$/, '$2')
  }
  return out
}

const configFile = arg('--config') ?? 'wrangler.toml'
const envFile = arg('--secrets')
const read = (file: string) =>
  readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
    console.error(`Не удалось прочитать ${file}: ${e.code === 'ENOENT' ? 'файла нет' : e.message}`)
    process.exit(2)
  })

const config = parse(await read(configFile)) as TConfig
const secrets = envFile ? parseEnvFile(await read(envFile)) : {}
const fatal: string[] = []
const warnings: string[] = []

// The wrangler config.
if (!config.compatibility_flags?.includes('nodejs_compat')) fatal.push(`${configFile}: compatibility_flags должны включать "nodejs_compat"`)
if (!config.assets) fatal.push(`${configFile}: нет блока [assets] (страницы ссылаются на /assets/*)`)
const hyperdrive = config.hyperdrive?.find((h) => h.binding === 'HYPERDRIVE')
if (!hyperdrive) fatal.push(`${configFile}: нет блока [[hyperdrive]] с binding = "HYPERDRIVE" (npx wrangler hyperdrive create … и его id)`)
else if (!/^[0-9a-f]{32}$/.test(hyperdrive.id ?? '')) fatal.push(`${configFile}: [[hyperdrive]] id «${hyperdrive.id ?? ''}» не похож на id конфигурации Hyperdrive (32 шестнадцатеричных символа)`)
const producer = config.queues?.producers?.find((p) => p.binding === 'JOBS_QUEUE')
if (!producer?.queue) fatal.push(`${configFile}: нет [[queues.producers]] с binding = "JOBS_QUEUE"`)
const consumer = config.queues?.consumers?.find((c) => c.queue === producer?.queue)
if (producer?.queue && !consumer) fatal.push(`${configFile}: нет [[queues.consumers]] для очереди «${producer.queue}»: задания никто не выполнит`)
if (consumer && !consumer.dead_letter_queue) warnings.push(`${configFile}: у [[queues.consumers]] «${consumer.queue}» нет dead_letter_queue: сообщение, исчерпавшее попытки, пропадёт без следа`)
if (!config.triggers?.crons?.length) fatal.push(`${configFile}: нет [triggers] crons: просроченные задания и неотправленные события никто не подберёт`)

// The settings the Worker reads: [vars] and secrets, with the database coming through Hyperdrive.
const vars = Object.fromEntries(Object.entries(config.vars ?? {}).map(([k, v]) => [k, String(v)]))
const env: Record<string, string> = { APP_ENV: 'production', ...vars, ...secrets }
if (!env.APP_URL) fatal.push('APP_URL: нужен публичный адрес сайта (канонические ссылки, письма, возвраты из банка)')
let settings: TSettings | null = null
try {
  settings = readSettings(env)
} catch (e) {
  if (!(e instanceof SettingsError)) throw e
  fatal.push(...e.problems)
}
if (!hyperdrive && !settings?.DATABASE_URL) fatal.push('DATABASE_URL: без привязки HYPERDRIVE нужна строка подключения')
// The Workers checks need only their own two settings, so they are reported even when others are wrong.
const worker = checkWorkerSettings(settings ?? ({ REALTIME_PROVIDER: env.REALTIME_PROVIDER ?? 'postgres', OCR_PROVIDER: env.OCR_PROVIDER ?? 'tesseract' } as TSettings))
fatal.push(...worker.fatal)
warnings.push(...worker.warnings)
if (settings && !settings.LLM_API_KEY) warnings.push('LLM_API_KEY: не задан, ИИ работает в демо-режиме')

const list = (items: string[]) => items.map((p, i) => `  ${i + 1}. ${p}`).join('\n')
if (warnings.length) console.log(`Предупреждения:\n${list(warnings)}`)
if (fatal.length) {
  console.error(`Выкладывать нельзя, исправьте:\n${list(fatal)}`)
  process.exitCode = 1
} else console.log(`Готово к выкладке: ${configFile}${envFile ? ` и ${envFile}` : ''} проверены.`)
