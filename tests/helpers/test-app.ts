// One migrated database, its deps and the Hono app per test file: made before the file's tests, closed after them.
import type { Hono } from 'hono'
import { afterAll, beforeAll } from 'vitest'
import { createApp } from '../../edge/app'
import type { AppDeps } from '../../edge/context'
import { testDb, type TestDb } from './test-db'
import { testDeps } from './app-deps'
import { withConnectedAi } from './connected-ai'
import { startFake, type TRunningFake } from '../fakes/serve'

export type TTestApp = ReturnType<typeof createApp>

/** What the Node server hands the app for a connection from 127.0.0.1; app.request() has no socket of its own. */
export const peerEnv = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

/** The app with every request arriving from `remoteAddress` unless the call passes its own env. */
export function fromPeer(app: TTestApp, remoteAddress = '127.0.0.1'): TTestApp {
  const request = app.request
  app.request = (input, init, env, ctx) => request(input, init, env ?? peerEnv(remoteAddress), ctx)
  return app
}
export type TMadeDeps = { t: TestDb; deps: AppDeps }
export type TMadeApp = TMadeDeps & { app: TTestApp }

/** Registers the file's beforeAll/afterAll for a database and its deps alone; `receive` hands them to the file's variables. */
export function useTestDeps(receive: (made: TMadeDeps) => void, env: Record<string, string> = {}): void {
  let made: TMadeDeps | undefined
  beforeAll(async () => {
    const t = await testDb()
    made = { t, deps: await testDeps(t.db, env) }
    receive(made)
  })
  afterAll(async () => {
    await made?.deps.realtime.stop()
    await made?.t.dispose()
  })
}

/**
 * Registers the file's beforeAll/afterAll; `receive` hands the made parts to the file's own variables. Requests come
 * from `peer` (127.0.0.1, a trusted proxy, so `x-forwarded-for` names the client); `peer: null` sends them without a
 * socket address, as a file written before `fromPeer` does. `connectedAi`: the AI reports a connected model, so what it
 * writes is charged (the demo writer's own output is free, issue 33).
 */
export function useTestApp(
  receive: (made: TMadeApp) => void,
  env: Record<string, string> = {},
  { peer = '127.0.0.1' as string | null, connectedAi = false } = {},
): void {
  useTestDeps(({ t, deps: made }) => {
    const deps = connectedAi ? withConnectedAi(made) : made
    const app = createApp(deps)
    receive({ t, deps, app: peer === null ? app : fromPeer(app, peer) })
  }, env)
}

/** A second app over the same deps whose AI reports a connected model: what it pays is charged (issue 33). */
export const connectedApp = (deps: AppDeps, peer = '127.0.0.1'): TTestApp => fromPeer(createApp(withConnectedAi(deps)), peer)

/** Starts fake providers for the calling test file (at its top level, before useTestApp reads their addresses) and stops them after its tests. */
export async function useFakes<A extends Hono[]>(...apps: A): Promise<{ [K in keyof A]: TRunningFake }> {
  const running = await Promise.all(apps.map((app) => startFake(app)))
  afterAll(async () => {
    await Promise.all(running.map((fake) => fake.close()))
  })
  return running as { [K in keyof A]: TRunningFake }
}
