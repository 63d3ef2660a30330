// `npm run library:import <file>` as an operator runs it: plain progress lines off a terminal, the report of refused rows
// with line numbers and Russian reasons, exit code 1 when rows were refused and 0 on a clean (re-)run.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'

const run = promisify(execFile)
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'library-import-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function importFile(file: string): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' }
  delete env.DATABASE_URL
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/library-import.ts', file], { env, timeout: 120_000 })
    return { code: 0, out: stdout }
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string }
    return { code: failed.code, out: failed.stdout + failed.stderr }
  }
}

it('reports refused rows and exits 1, then re-runs a clean file with nothing to change and exits 0', { timeout: 240_000 }, async () => {
  const physics = await readFile('tests/fixtures/library/physics.jsonl', 'utf8')
  const first = physics.split('\n')[0]!
  const withoutTask = JSON.stringify({ ...JSON.parse(first), slug: 'fiz-bez-usloviya', task: undefined })
  const file = join(dir, 'in.jsonl')
  await writeFile(file, `${physics}${first}\n${withoutTask}\n`)

  const dirty = await importFile(file)
  expect(dirty.code).toBe(1)
  expect(dirty.out).toContain('Обработано строк: 6 из 6')
  expect(dirty.out).toContain('Строк: 6. Добавлено: 4, обновлено: 0, без изменений: 0, не принято: 2.')
  expect(dirty.out).toContain('строка 5 (fiz-period-mayatnika-2-5-m): Slug «fiz-period-mayatnika-2-5-m» уже встречался в строке 1')
  expect(dirty.out).toContain('строка 6 (fiz-bez-usloviya): Нет поля «task»')

  const clean = await importFile('tests/fixtures/library/physics.jsonl')
  expect(clean.code).toBe(0)
  expect(clean.out).toContain('Строк: 4. Добавлено: 0, обновлено: 0, без изменений: 4, не принято: 0.')
})

it('names a missing file in Russian', async () => {
  const missing = await importFile(join(dir, 'nope.jsonl'))
  expect(missing.code).toBe(2)
  expect(missing.out).toContain('файла нет')
})
