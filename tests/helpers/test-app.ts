// One migrated database, its deps and the Hono app per test file: made before the file's tests, closed after them.
import { afterAll, beforeAll } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import { testDb, type TestDb } from './test-db'
import { testDeps } from './app-deps'

export type TTestApp = ReturnType<typeof createApp>

/** What the Node server hands the app for a connection from 127.0.0.1; app.request() has no socket of its own. */
export const peerEnv = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

/** The app with every request arriving from `remoteAddress` unless the call passes its own env. */
export function fromPeer(app: TTestApp, remoteAddress = '127.0.0.1'): TTestApp {
  const request = app.request
  app.request = (input, init, env, ctx) => request(input, init, env ?? peerEnv(remoteAddress), ctx)
  return app
}
export type TMadeApp = { t: TestDb; deps: AppDeps; app: TTestApp }

/** Registers the file's beforeAll/afterAll; `receive` hands the made parts to the file's own variables. */
export function useTestApp(receive: (made: TMadeApp) => void, env: Record<string, string> = {}): void {
  let made: TMadeApp | undefined
  beforeAll(async () => {
    const t = await testDb()
    const deps = await testDeps(t.db, env)
    made = { t, deps, app: fromPeer(createApp(deps)) }
    receive(made)
  })
  afterAll(async () => {
    await made?.deps.realtime.stop()
    await made?.t.dispose()
  })
}
