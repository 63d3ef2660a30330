// Which unit test files need a module registry of their own. The suite runs most files in shared workers
// (vitest.config.ts: `isolate: false`), where a module evaluated for one file is reused by the next: a file that
// replaces modules (vi.mock, vi.doMock, with vi.hoisted state) or empties the registry (vi.resetModules) would leak
// its fakes into, or slow down, the files after it, so it runs in a fresh worker, as every file once did.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const REPLACES_MODULES = /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|hoisted|resetModules|importMock|importActual)\s*[(<]/

/** Whether a test file's source replaces modules or resets the registry. */
export function needsIsolation(source: string): boolean {
  return REPLACES_MODULES.test(source)
}

/** Of the given test files (relative to root), those that must run in a worker of their own. */
export function isolatedTests(root: string, files: readonly string[]): string[] {
  return files.filter((f) => needsIsolation(readFileSync(resolve(root, f), 'utf8')))
}
