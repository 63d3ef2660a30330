// `npm run content:load` as a Workers-only deployment runs it once: the library files upserted, the referat topics
// queued as jobs; a second run adds and queues nothing. The content here is the small test library.
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'

const run = promisify(execFile)
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'content-load-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function load(contentDir: string): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent', LIBRARY_CONTENT_DIR: contentDir }
  delete env.DATABASE_URL
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/content-load.ts'], { env, timeout: 180_000 })
    return { code: 0, out: stdout + stderr }
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string }
    return { code: failed.code, out: failed.stdout + failed.stderr }
  }
}

it('loads the library and queues the referat topics once; a re-run changes nothing', { timeout: 400_000 }, async () => {
  const first = await load('tests/fixtures/library')
  expect(first.out).toMatch(/Библиотека \(.*tests\/fixtures\/library\): файлов \d+; добавлено [1-9]\d*, обновлено 0, без изменений 0, не принято 0\./)
  expect(first.out).toContain('Рефераты: в очереди 64, уже есть 0, нет предмета 0.')
  expect(first.code).toBe(0)

  const again = await load('tests/fixtures/library')
  expect(again.out).toMatch(/добавлено 0, обновлено 0, без изменений [1-9]\d*, не принято 0\./)
  expect(again.out).toContain('Рефераты: в очереди 0, уже есть 64, нет предмета 0.')
  expect(again.code).toBe(0)

  const empty = await load(join(dir, 'nothing-here'))
  expect(empty.code).toBe(2)
  expect(empty.out).toContain('нет файлов *.jsonl')
})
