// `npm run deploy:check` as an operator runs it before deploying: the repository's own wrangler.toml without secrets
// names every missing item and exits 1; a complete config with its secrets file passes.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'

const run = promisify(execFile)
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deploy-check-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function check(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/deploy-check.ts', ...args], { timeout: 60_000 })
    return { code: 0, out: stdout + stderr }
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string }
    return { code: failed.code, out: failed.stdout + failed.stderr }
  }
}

it('the repository config without secrets: every missing item by its real name, exit 1', async () => {
  const r = await check()
  expect(r.code).toBe(1)
  for (const item of ['нет блока [[hyperdrive]] с binding = "HYPERDRIVE"', 'APP_JWT_SECRET', 'SUPPORT_PHONE', 'LEGAL_INN', 'APP_URL', 'REALTIME_PROVIDER: на Workers нужен supabase']) {
    expect(r.out).toContain(item)
  }
  expect(r.out).toContain('OCR_PROVIDER: на Workers фото распознаёт только yandex')
})

it('a complete config and secrets file passes; a wrong Hyperdrive id or a missing consumer does not', async () => {
  const base = await readFile('wrangler.toml', 'utf8')
  const complete = `${base}\n[[hyperdrive]]\nbinding = "HYPERDRIVE"\nid = "0123456789abcdef0123456789abcdef"\n`
  const config = join(dir, 'wrangler.toml')
  await writeFile(config, complete.replace('[vars]\n', '[vars]\nAPP_URL = "https://kampus.example"\nREALTIME_PROVIDER = "supabase"\nSUPABASE_URL = "https://project.supabase.co"\nSUPABASE_PUBLISHABLE_KEY = "sb_publishable_x"\nOCR_PROVIDER = "yandex"\n'))
  const secrets = join(dir, 'secrets.env')
  await writeFile(
    secrets,
    [
      '# as wrangler secret put will hold them',
      'APP_JWT_SECRET=9f3c2a7e1b5d4c8f0a6e2d9b7c1f3a5e8d0b4c6a2e9f7d1b3c5a8e0f2d4b6c9a',
      'SUPABASE_SECRET_KEY=sb_secret_x',
      'SUPABASE_JWT_SECRET="3b8e1f6a9c2d5e7f0a4b8c1d6e9f2a5b7c0d3e6f9a1b4c7d0e3f6a9b2c5d8e1f"',
      'YANDEX_VISION_API_KEY=key',
      'LLM_API_KEY=sk-x',
      'SUPPORT_PHONE=+7 (495) 000-00-01',
      'SUPPORT_EMAIL=help@kampus.example',
      'LEGAL_ENTITY_NAME=ООО «Кампус»',
      'LEGAL_INN=7700000000',
      'LEGAL_OGRN=1027700000000',
      'LEGAL_ADDRESS=101000, Москва, ул. Примерная, д. 1',
    ].join('\n'),
  )
  const ok = await check('--config', config, '--secrets', secrets)
  expect(ok.out).toContain('Готово к выкладке')
  expect(ok.out).not.toContain('OCR_PROVIDER')
  expect(ok.code).toBe(0)

  await writeFile(config, (await readFile(config, 'utf8')).replace('0123456789abcdef0123456789abcdef', '<hyperdrive-id>').replace(/\[\[queues\.consumers\]\][^[]*/, ''))
  const bad = await check('--config', config, '--secrets', secrets)
  expect(bad.code).toBe(1)
  expect(bad.out).toContain('[[hyperdrive]] id «<hyperdrive-id>» не похож на id')
  expect(bad.out).toContain('нет [[queues.consumers]] для очереди «campus-jobs»')
})

it('names a missing file in Russian', async () => {
  const r = await check('--secrets', join(dir, 'nope.env'))
  expect(r.code).toBe(2)
  expect(r.out).toContain('файла нет')
})
