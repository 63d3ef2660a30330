// What every request handler can reach: settings, database, realtime hub, job queue, and the caller.
import type { TSettings } from './settings'
import type { Caller, Db } from './db/port'
import type { RealtimeHub } from './realtime/hub'
import type { Logger } from './log'

export type AppDeps = {
  settings: TSettings
  db: Db
  realtime: RealtimeHub
  log: Logger
}

export type AppEnv = {
  Variables: {
    deps: AppDeps
    caller: Caller
    requestId: string
  }
}
