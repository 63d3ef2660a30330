// Most files share workers (vitest.config.ts); a file that replaces modules and is misjudged as shareable would leak
// its fakes into the files after it in the same worker, so the judgement is checked on sources and on known files.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { unitTestFiles } from './database-free-tests'
import { isolatedTests, needsIsolation } from './isolated-tests'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('test files that need a worker of their own', () => {
  it('are those that mock modules, hold hoisted state for a mock, or empty the module registry', () => {
    expect(needsIsolation("vi.mock('../../edge/ai/writer', () => ({}))")).toBe(true)
    expect(needsIsolation("vi.doMock('./a')")).toBe(true)
    expect(needsIsolation('const spies = vi.hoisted(() => ({ start: vi.fn() }))')).toBe(true)
    expect(needsIsolation('vi.resetModules()')).toBe(true)
    expect(needsIsolation('const real = await vi.importActual<typeof import("./a")>("./a")')).toBe(true)
  })

  it('are not those that only spy, stub a global or fake the timers (put back after every file)', () => {
    expect(needsIsolation("vi.spyOn(console, 'warn'); vi.fn()")).toBe(false)
    expect(needsIsolation("vi.stubGlobal('fetch', f); vi.useFakeTimers(); vi.stubEnv('A', 'b')")).toBe(false)
    expect(needsIsolation('// mocks of the bank: mockBank()')).toBe(false)
  })

  it('picks the known files out of the suite, and only a few', () => {
    const all = unitTestFiles(root, ['edge', 'domain', 'islands', 'pages', 'tests'])
    const isolated = isolatedTests(root, all)
    expect(isolated).toContain('tests/http/training-api.test.ts') // vi.mock of the training ports
    expect(isolated).toContain('islands/graphql/credentials.test.ts') // vi.resetModules
    expect(isolated).not.toContain('edge/money/ledger.test.ts')
    expect(isolated.length).toBeLessThan(all.length / 10)
  })
})
