// npm run db:backup -- FILE / npm run db:restore -- FILE: a whole copy of the database the settings name, and back.
// - DATABASE_URL (self-hosted Postgres): `pg_dump --format=custom` of the whole database, grants and row-level security
//   policies included, owners left out (whoever restores owns it); restored with `pg_restore` into a NEW EMPTY database
//   (a database with the app's tables already in it is refused: a restore never mixes two states). The client tools
//   come from the `postgresql-client` package and must be at least the server's version.
// - no DATABASE_URL (the embedded PGlite in DATA_DIR/pglite): the data folder as a tarball; restored into a DATA_DIR
//   whose pglite folder does not exist yet. Stop the server first: PGlite belongs to one process at a time.
// Hosted Supabase keeps its own daily backups and point-in-time recovery (docs/deployment.md); this is for the rest.
import { spawn } from 'node:child_process'
import { access, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { readSettings } from '../edge/settings'
import { connectDb, DbUnreachableError } from '../edge/db/connect.server'
import { openPglite } from '../edge/db/pglite.server'
import { loadMigrations } from '../edge/db/files.server'

class BackupError extends Error {}

const USAGE = 'Использование: npm run db:backup -- ФАЙЛ  |  npm run db:restore -- ФАЙЛ'

function tool(cmd: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'pipe'] })
    let err = ''
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    child.once('error', (e: NodeJS.ErrnoException) =>
      fail(new BackupError(e.code === 'ENOENT' ? `Нет программы ${cmd}: поставьте пакет postgresql-client (apt-get install postgresql-client)` : `${cmd}: ${e.message}`)),
    )
    child.once('exit', (code) => (code === 0 ? done() : fail(new BackupError(`${cmd} завершился с кодом ${code}:\n${err.trim()}`))))
  })
}

/** The app's tables in the database: a restore goes only into one that has none. */
async function appTables(url: string): Promise<number> {
  const db = await connectDb({ url })
  try {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname in ('public', 'private')`)
    return row?.n ?? 0
  } finally {
    await db.close()
  }
}

/**
 * What the copy holds: the app's own schemas (tables and functions, the migrations' record), and `auth`, `storage`,
 * `realtime` only where this database's owner made them (plain Postgres: the migrations did). Supabase's own schemas
 * belong to Supabase, whose backups keep them.
 */
async function appSchemas(url: string): Promise<{ schemas: string[]; extensions: string[] }> {
  const db = await connectDb({ url })
  try {
    const rows = await db.query<{ name: string }>(
      `select nspname as name from pg_namespace
        where nspname in ('public', 'private', 'supabase_migrations')
           or (nspname in ('auth', 'storage', 'realtime') and nspowner = (select nspowner from pg_namespace where nspname = 'private'))
        order by nspname`,
    )
    const schemas = rows.map((r) => r.name)
    // The extensions those schemas hold (pg_trgm for the library search), which a schema-only dump would leave out.
    const ext = await db.query<{ name: string }>(
      `select e.extname as name from pg_extension e join pg_namespace n on n.oid = e.extnamespace where n.nspname = any($1::text[]) order by 1`,
      [schemas],
    )
    return { schemas, extensions: ext.map((r) => r.name) }
  } finally {
    await db.close()
  }
}

/**
 * The bootstrap migration's roles and "nothing is exposed by default", before anything is restored. pg_dump writes a
 * table's grants as GRANTs only, relative to no grants at all; a new hosted-Supabase-like database grants ALL on every
 * new table in public to the API roles by default, so without this the copy would come back more exposed than it was.
 */
async function startFromNothing(url: string) {
  const bootstrap = (await loadMigrations()).find((m) => m.name.endsWith('_bootstrap.sql'))
  const last = 'alter default privileges revoke execute on functions from public;'
  const end = bootstrap?.sql.indexOf(last) ?? -1
  if (!bootstrap || end < 0) throw new BackupError(`В миграции bootstrap нет строки «${last}»: сверьте scripts/db-backup.ts с миграциями`)
  const db = await connectDb({ url })
  try {
    await db.exec(bootstrap.sql.slice(0, end + last.length))
  } finally {
    await db.close()
  }
}

/** The schemas a database already has, and the role a restore runs as. */
async function targetFacts(url: string): Promise<{ schemas: string[]; user: string }> {
  const db = await connectDb({ url })
  try {
    const schemas = (await db.query<{ name: string }>(`select nspname as name from pg_namespace`)).map((r) => r.name)
    const [me] = await db.query<{ user: string }>('select current_user as "user"')
    return { schemas, user: me?.user ?? '' }
  } finally {
    await db.close()
  }
}

/** `2683; 826 120788 DEFAULT ACL public DEFAULT PRIVILEGES FOR TABLES supabase_admin`, owned by someone else. */
const isOthersDefaultAcl = (line: string, user: string) => /^\d+; \d+ \d+ DEFAULT ACL /.test(line) && line.trim().split(' ').at(-1) !== user

/** A `pg_restore --list` line that creates schema `name` (or comments on it): `12; 2615 2200 SCHEMA - public owner`. */
const isSchemaEntry = (line: string, name: string) => new RegExp(`^\\d+; \\d+ \\d+ (SCHEMA|COMMENT) - (SCHEMA )?${name}( |$)`).test(line)

function toolOutput(cmd: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    child.once('error', (e) => fail(new BackupError(`${cmd}: ${e.message}`)))
    child.once('exit', (code) => (code === 0 ? done(out) : fail(new BackupError(`${cmd} завершился с кодом ${code}:\n${err.trim()}`))))
  })
}

const exists = (path: string) => access(path).then(() => true, () => false)

async function backup(file: string) {
  const settings = readSettings(process.env)
  await mkdir(dirname(file), { recursive: true })
  if (settings.DATABASE_URL) {
    // Fails here, with host and reason, before pg_dump prints its own longer story.
    await appTables(settings.DATABASE_URL)
    const { schemas, extensions } = await appSchemas(settings.DATABASE_URL)
    const only = [...schemas.flatMap((n) => ['--schema', n]), ...extensions.flatMap((n) => ['--extension', n])]
    await tool('pg_dump', ['--format=custom', '--no-owner', ...only, '--file', file, '--dbname', settings.DATABASE_URL])
  } else {
    const dir = resolve(settings.DATA_DIR, 'pglite')
    if (!(await exists(resolve(dir, 'PG_VERSION')))) throw new BackupError(`В ${dir} нет базы PGlite: копировать нечего`)
    const db = await openPglite(dir)
    try {
      await writeFile(file, new Uint8Array(await (await db.dumpDataDir()).arrayBuffer()))
    } finally {
      await db.close()
    }
  }
  console.log(`Копия базы записана: ${file} (${Math.round((await stat(file)).size / 1024)} КБ)`)
}

async function restore(file: string) {
  const settings = readSettings(process.env)
  if (!(await exists(file))) throw new BackupError(`Нет файла ${file}`)
  if (settings.DATABASE_URL) {
    const tables = await appTables(settings.DATABASE_URL)
    if (tables > 0) {
      throw new BackupError(
        `В базе из DATABASE_URL уже есть таблицы (${tables}): восстанавливать можно только в новую пустую базу. Создайте её (createdb) и укажите в DATABASE_URL.`,
      )
    }
    // A new database already has `public` (and on Supabase its own schemas): the copy's CREATE SCHEMA for those is left out.
    await startFromNothing(settings.DATABASE_URL)
    // Default privileges another role set (Supabase's supabase_admin) are that role's to set, not the restorer's.
    const { schemas: present, user } = await targetFacts(settings.DATABASE_URL)
    const keep = (line: string) => !present.some((n) => isSchemaEntry(line, n)) && !isOthersDefaultAcl(line, user)
    const list = `${file}.list`
    await writeFile(list, (await toolOutput('pg_restore', ['--list', file])).split('\n').filter(keep).join('\n'))
    try {
      await tool('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', '--use-list', list, '--dbname', settings.DATABASE_URL, file])
    } finally {
      await rm(list, { force: true })
    }
  } else {
    const dir = resolve(settings.DATA_DIR, 'pglite')
    if ((await exists(dir)) && (await readdir(dir)).length > 0) {
      throw new BackupError(`${dir} не пуста: восстанавливать можно только в новый DATA_DIR (или удалите эту папку, если её данные не нужны).`)
    }
    await mkdir(dir, { recursive: true })
    const db = await openPglite(dir, { loadDataDir: new Blob([await readFile(file)]) })
    try {
      await db.query('select 1')
    } finally {
      await db.close()
    }
  }
  console.log(`База восстановлена из ${file}`)
}

const [command, file] = process.argv.slice(2)
try {
  if (!file || (command !== 'backup' && command !== 'restore')) throw new BackupError(USAGE)
  await (command === 'backup' ? backup(resolve(file)) : restore(resolve(file)))
} catch (e) {
  if (!(e instanceof BackupError || e instanceof DbUnreachableError)) throw e
  console.error(e.message)
  process.exitCode = 1
}
