// Which unit test files never open a database: those whose relative imports, followed file by file, reach none of the
// modules that open one. CI runs the suite twice, on PGlite and on real Postgres, side by side on two cores; a file
// that opens no database proves the same thing in both runs, so the PGlite run leaves it to the Postgres run
// (`UNIT_TESTS=database` in .ci/run, read by vitest.config.ts). A file this misjudges as database-free still runs,
// once, on Postgres; one misjudged the other way runs twice, as every file did before.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'

/** The modules through which a test reaches a database: testDb() and the two drivers. */
const OPENS_A_DATABASE = ['tests/helpers/test-db.ts', 'edge/db/pglite.server.ts', 'edge/db/postgres.server.ts']

const IMPORT = /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base.replace(/\.js$/, '.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Whether `file` (absolute) reaches a database-opening module through its relative imports. */
function reachesDatabase(root: string, file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  if (OPENS_A_DATABASE.includes(relative(root, file))) return true
  if (!/\.(ts|tsx|mts)$/.test(file)) return false
  const source = readFileSync(file, 'utf8')
  for (const match of source.matchAll(IMPORT)) {
    const target = resolveImport(file, (match[1] ?? match[2] ?? match[3])!)
    if (target && reachesDatabase(root, target, seen)) return true
  }
  return false
}

/** Unit test files under the given folders (relative to root), as vitest.config.ts includes them. */
export function unitTestFiles(root: string, folders: readonly string[]): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(resolve(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && path !== 'tests/e2e') walk(path)
      } else if (/\.test\.tsx?$/.test(entry.name)) found.push(path)
    }
  }
  for (const folder of folders) if (existsSync(resolve(root, folder))) walk(folder)
  return found.sort()
}

/** Of the given test files (relative to root), those that never open a database. */
export function databaseFreeTests(root: string, files: readonly string[]): string[] {
  return files.filter((f) => !reachesDatabase(root, resolve(root, f)))
}
