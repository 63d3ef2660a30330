// Builds AppDeps for HTTP tests over a test database, ports included (built from the same settings, as the server does).
import { readSettings, type TSettings } from '../../edge/settings'
import { createLogger } from '../../edge/log'
import { startRealtimeHub } from '../../edge/realtime/hub'
import { createPorts } from '../../edge/runtime/ports.server'
import type { AppDeps } from '../../edge/context'
import type { Db } from '../../edge/db/port'

export async function testDeps(db: Db, env: Record<string, string> = {}): Promise<AppDeps> {
  const settings: TSettings = readSettings({ APP_ENV: 'test', LOG_LEVEL: 'silent', ...env })
  const log = createLogger('silent')
  return { settings, db, log, realtime: await startRealtimeHub(db, log), ports: createPorts({ settings, db, log }) }
}

/** The same deps with some settings changed, and the ports rebuilt from them (a port reads its settings once). */
export function withSettings(deps: AppDeps, patch: Partial<TSettings>): AppDeps {
  const settings = { ...deps.settings, ...patch } as TSettings
  return { ...deps, settings, ports: createPorts({ settings, db: deps.db, log: deps.log }) }
}

/** Ports for tests that assemble their own deps (a stub hub, a fixed setting). */
export const testPorts = (settings: TSettings, db: Db): AppDeps['ports'] => createPorts({ settings, db, log: createLogger('silent') })
