// One migrated database, its deps and the Hono app per test file: made before the file's tests, closed after them.
import { afterAll, beforeAll } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import { testDb, type TestDb } from './test-db'
import { testDeps } from './app-deps'

export type TTestApp = ReturnType<typeof createApp>
export type TMadeApp = { t: TestDb; deps: AppDeps; app: TTestApp }

/** Registers the file's beforeAll/afterAll; `receive` hands the made parts to the file's own variables. */
export function useTestApp(receive: (made: TMadeApp) => void, env: Record<string, string> = {}): void {
  let made: TMadeApp | undefined
  beforeAll(async () => {
    const t = await testDb()
    const deps = await testDeps(t.db, env)
    made = { t, deps, app: createApp(deps) }
    receive(made)
  })
  afterAll(async () => {
    await made?.deps.realtime.stop()
    await made?.t.dispose()
  })
}
