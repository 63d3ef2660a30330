// Builds AppDeps for HTTP tests over a test database, ports included (built from the same settings, as the server does),
// and caches of their own: each testDeps() is a separate app.
import { randomSecret, readSettings, type TSettings } from '../../edge/settings'
import { createLogger } from '../../edge/log'
import { startRealtimeHub } from '../../edge/realtime/hub'
import { createPorts } from '../../edge/runtime/ports.server'
import { createAppCaches } from '../../edge/runtime/app-caches'
import type { AppDeps } from '../../edge/context'
import type { Db } from '../../edge/db/port'

// The tests' own secrets, set explicitly and shared by every testDeps() of a test process, so a token one app issues
// is good at another; the server's development secrets are the ones it keeps in DATA_DIR/secrets.json.
const TEST_SECRETS = { APP_JWT_SECRET: randomSecret(), TESTBANK_SECRET: randomSecret() }

// A test file's many made-up guests all arrive from one address (none, for app.request), where production would see
// a crowd of students: guests' AI limits (edge/orders/guest-limits.ts) are opened wide here, and
// tests/http/guest-ai-limits.test.ts holds them to the production defaults.
const TEST_GUEST_AI_LIMITS = { GUEST_AI_PER_ADDRESS_MINUTE: '10000', GUEST_AI_PER_ADDRESS_DAY: '100000', GUEST_AI_TOTAL_MINUTE: '100000' }

export async function testDeps(db: Db, env: Record<string, string> = {}): Promise<AppDeps> {
  // Loopback is the tests' proxy (fromPeer in test-app.ts connects from it): their X-Forwarded-For stands for the client, as behind a real proxy.
  const settings: TSettings = readSettings({ APP_ENV: 'test', LOG_LEVEL: 'silent', TRUSTED_PROXIES: '127.0.0.1/32,::1/128', ...TEST_SECRETS, ...TEST_GUEST_AI_LIMITS, ...env })
  const log = createLogger('silent')
  return { settings, db, log, realtime: await startRealtimeHub(db, log), ports: createPorts({ settings, db, log }), caches: createAppCaches() }
}

/** The same deps with some settings changed, and the ports rebuilt from them (a port reads its settings once). */
export function withSettings(deps: AppDeps, patch: Partial<TSettings>): AppDeps {
  const settings = { ...deps.settings, ...patch } as TSettings
  return { ...deps, settings, ports: createPorts({ settings, db: deps.db, log: deps.log }) }
}

/** Ports for tests that assemble their own deps (a stub hub, a fixed setting). */
export const testPorts = (settings: TSettings, db: Db): AppDeps['ports'] => createPorts({ settings, db, log: createLogger('silent') })
