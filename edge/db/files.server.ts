// Reads migrations and the seed from supabase/ on disk (Node only; Workers use the Supabase CLI).
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Migration } from './migrate'
import type { Db } from './port'

export async function loadMigrations(dir = join(process.cwd(), 'supabase', 'migrations')): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.sql')).sort()
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(join(dir, name), 'utf8') })))
}

export const loadSeed = (file = join(process.cwd(), 'supabase', 'seed.sql')) => readFile(file, 'utf8')

/** The seed is written to be re-run: every start applies it again. */
export const applySeed = async (db: Db) => db.exec(await loadSeed())
