// `npm run db:backup` / `npm run db:restore` round trips: the embedded PGlite folder always, and a Supabase-shaped real
// Postgres (pg_dump/pg_restore) when TEST_DATABASE_URL is set: the restored database has the rows, the row-level
// security policies and the API roles' grants of the copied one; a restore into a database that has data is refused.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from '../../edge/db/pglite.server'
import { emptyTestDb, onRealPostgres, testDb, type TestDb } from '../helpers/test-db'

const run = promisify(execFile)
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'db-backup-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function cli(command: 'backup' | 'restore', file: string, env: Record<string, string>): Promise<{ code: number; out: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...env }
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts', command, file], { env: childEnv, timeout: 180_000 })
    return { code: 0, out: stdout + stderr }
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string }
    return { code: failed.code, out: failed.stdout + failed.stderr }
  }
}

describe('the embedded PGlite', () => {
  it('copies the data folder and restores it into a new DATA_DIR, never over one that has data', { timeout: 300_000 }, async () => {
    const from = join(dir, 'from')
    await mkdir(join(from, 'pglite'), { recursive: true })
    const db = await openPglite(join(from, 'pglite'))
    await db.exec(`create table kept (note text); insert into kept values ('сохранено до копии')`)
    await db.close()

    const file = join(dir, 'pglite.tar')
    const made = await cli('backup', file, { DATA_DIR: from })
    expect(made.out).toMatch(/Копия базы записана: .*pglite\.tar \(\d+ КБ\)/)
    expect(made.code).toBe(0)

    const to = join(dir, 'to')
    const restored = await cli('restore', file, { DATA_DIR: to })
    expect(restored.out).toContain('База восстановлена из')
    expect(restored.code).toBe(0)
    const back = await openPglite(join(to, 'pglite'))
    expect(await back.query('select note from kept')).toEqual([{ note: 'сохранено до копии' }])
    await back.close()

    const again = await cli('restore', file, { DATA_DIR: to })
    expect(again.code).toBe(1)
    expect(again.out).toContain('не пуста: восстанавливать можно только в новый DATA_DIR')
    const nothing = await cli('backup', join(dir, 'x.tar'), { DATA_DIR: join(dir, 'nowhere') })
    expect(nothing.code).toBe(1)
    expect(nothing.out).toContain('нет базы PGlite')
  })
})

describe.runIf(onRealPostgres())('a Supabase-shaped Postgres', () => {
  let source: TestDb
  let target: TestDb
  beforeAll(async () => {
    source = await testDb()
    target = await emptyTestDb()
  })
  afterAll(async () => {
    await source?.dispose()
    await target?.dispose()
  })

  const shape = (t: TestDb) =>
    t.db.query<{ policies: number; api_grants: string; marker: number }>(
      `select (select count(*)::int from pg_policies where schemaname in ('public', 'private')) as policies,
              (select string_agg(g, ' ' order by g) from (select distinct grantee || ':' || table_schema || '.' || table_name || ':' || privilege_type as g
                 from information_schema.role_table_grants
                where grantee in ('anon', 'authenticated') and table_schema in ('public', 'private')) api) as api_grants,
              (select count(*)::int from private.team_alerts where kind = 'backup.marker') as marker`,
    )

  it('pg_dump and pg_restore carry the rows, the policies and the grants; a database with tables is refused', { timeout: 300_000 }, async () => {
    await source.db.query(`insert into private.team_alerts (kind, last_sent_at) values ('backup.marker', now())`)
    const file = join(dir, 'postgres.dump')
    const made = await cli('backup', file, { DATABASE_URL: source.url! })
    expect(made.out).toContain('Копия базы записана')
    expect(made.code).toBe(0)

    const restored = await cli('restore', file, { DATABASE_URL: target.url! })
    expect(restored.out).toContain('База восстановлена из')
    expect(restored.code).toBe(0)
    const [copied] = await shape(target)
    const [original] = await shape(source)
    expect(copied).toEqual(original)
    expect(copied!.marker).toBe(1)
    expect(copied!.policies).toBeGreaterThan(50)
    expect(copied!.api_grants).toContain('anon:public.')

    const over = await cli('restore', file, { DATABASE_URL: source.url! })
    expect(over.code).toBe(1)
    expect(over.out).toMatch(/уже есть таблицы \(\d+\): восстанавливать можно только в новую пустую базу/)
  })
})
