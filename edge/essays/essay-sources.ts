// The sources search the text-work steps use: chosen from settings once per process (local catalogue by default).
import { createSources } from '../sources/create-sources'
import type { SourcesPort } from '../sources/port'
import type { AppDeps } from '../context'

const cache = new WeakMap<object, SourcesPort>()

export function essaySources(deps: Pick<AppDeps, 'settings' | 'db' | 'log'>): SourcesPort {
  let sources = cache.get(deps.db)
  if (!sources) {
    sources = createSources(deps.settings, deps.db, undefined, { log: deps.log })
    cache.set(deps.db, sources)
  }
  return sources
}
