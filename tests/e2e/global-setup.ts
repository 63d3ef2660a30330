// Builds once, starts the built server for the whole e2e run and hands its URL to the tests.
import type { TestProject } from 'vitest/node'
import { buildApp } from '../../scripts/start-test-server.mjs'
import { startE2eServer } from './e2e-server'
import { startWorkerE2eServer } from './worker-server'
import { startFake } from '../fakes/serve'
import { createYandexFake } from '../fakes/yandex-id'
import { E2E_YANDEX } from './yandex'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per e2e worker: the file running in worker VITEST_POOL_ID=n talks to servers[n - 1] (fixtures.ts). */
    servers: { baseUrl: string; jwtSecret: string }[]
  }
}

export default async function setup(project: TestProject) {
  // E2E_RUNTIME=workerd: the same specs against the Worker build in workerd (worker-server.ts), built beforehand by
  // `npm run build:worker`, on Postgres; otherwise the Node server on PGlite.
  const workerd = process.env.E2E_RUNTIME === 'workerd'
  if (workerd) console.log('[e2e] E2E_RUNTIME=workerd: serving dist-worker/ in workerd')
  else if (process.env.E2E_SKIP_BUILD === '1') console.log('[e2e] E2E_SKIP_BUILD=1: using the existing dist/')
  else {
    const started = Date.now()
    console.log('[e2e] building (vike build)…')
    await buildApp()
    console.log(`[e2e] built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  // Every browser context sends its own made-up address (fixtures.ts), as real clients behind the proxy would: the
  // whole run signs up more people than one address may in an hour (AUTH_SENDS_PER_IP). The header is believed only
  // because the browsers connect over loopback, which the server is told is its trusted proxy.
  // Yandex ID is a local fake that consents at once, so sign-in through a provider runs for real in the browser; the
  // server names itself 127.0.0.1:port (APP_URL) so the provider sends the browser back to the origin it left.
  const yandex = await startFake(createYandexFake({ clientId: E2E_YANDEX.clientId, clientSecret: E2E_YANDEX.clientSecret, user: E2E_YANDEX.user }).app)
  // Files run side by side, one per worker, and each worker has a server (and a database) of its own: a file that
  // changes what every visitor sees (the mass alert) never shows it to a file running at the same time, and the files
  // of one worker meet one server in turn, as they all did when there was one worker.
  const workers = Math.max(1, project.config.maxWorkers)
  // Side by side: a start makes its database and fills the library (~18 CPU-s each); the health wait only catches a
  // hang (startServer's timeoutMs, 3 minutes). A start that fails stops the others.
  const start = workerd ? startWorkerE2eServer : startE2eServer
  const starts = Array.from({ length: workers }, () => start({ yandexUrl: yandex.url }))
  const started = await Promise.allSettled(starts)
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected')
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()))
    await yandex.close()
    throw failed.reason
  }
  for (const server of servers) console.log(`[e2e] server at ${server.baseUrl} (pid ${server.pid})`)
  project.provide(
    'servers',
    servers.map((server) => ({ baseUrl: server.baseUrl, jwtSecret: server.secrets.APP_JWT_SECRET })),
  )

  return async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await yandex.close()
    // A warning or error the server logged during the run often explains a failed spec.
    for (const server of servers) {
      const out = server.output()
      if (/\[(warn|error)\]|"level":"(warn|error)"|Error/.test(out)) console.log(`[e2e] server ${server.baseUrl} output:\n${out.trim()}`)
    }
  }
}
