// The PGlite half of CI skips the files this calls database-free: a database test misjudged as free would lose its
// PGlite run, so the judgement is checked on files whose answer is known.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { databaseFreeTests, unitTestFiles } from './database-free-tests'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('database-free test files', () => {
  const all = unitTestFiles(root, ['edge', 'domain', 'islands', 'pages', 'tests'])
  const free = new Set(databaseFreeTests(root, all))

  it('finds the unit test files vitest runs, and none of the end-to-end ones', () => {
    expect(all).toContain('domain/money/coupons.test.ts')
    expect(all).toContain('edge/money/ledger.test.ts')
    expect(all.some((f) => f.startsWith('tests/e2e/'))).toBe(false)
    expect(all.every((f) => /\.test\.tsx?$/.test(f))).toBe(true)
  })

  it('calls pure code database-free', () => {
    expect(free.has('domain/money/coupons.test.ts')).toBe(true)
    expect(free.has('edge/documents/docx-page-estimate.test.ts')).toBe(true)
  })

  it('keeps a file that opens a database itself, through testDb() or through a helper that does', () => {
    expect(free.has('edge/money/ledger.test.ts')).toBe(false) // imports tests/helpers/test-db directly
    expect(free.has('edge/db/migrate.test.ts')).toBe(false)
    const viaHelper = all.find((f) => f.startsWith('tests/http/') && !free.has(f))
    expect(viaHelper).toBeDefined()
  })

  it('keeps most files that touch the database in the PGlite run', () => {
    // Today about two in five files open a database; a regression of the import walk would call them all free.
    expect(all.length - free.size).toBeGreaterThan(all.length / 4)
  })
})
