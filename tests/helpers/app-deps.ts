// Builds AppDeps for HTTP tests over a test database.
import { readSettings, type TSettings } from '../../edge/settings'
import { createLogger } from '../../edge/log'
import { startRealtimeHub } from '../../edge/realtime/hub'
import type { AppDeps } from '../../edge/context'
import type { Db } from '../../edge/db/port'

export async function testDeps(db: Db, env: Record<string, string> = {}): Promise<AppDeps> {
  const settings: TSettings = readSettings({ APP_ENV: 'test', LOG_LEVEL: 'silent', ...env })
  const log = createLogger('silent')
  return { settings, db, log, realtime: await startRealtimeHub(db, log) }
}
