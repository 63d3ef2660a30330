// The outside world as the app reaches it, built once per process from the settings (DESIGN.md "Ports as
// dependencies"): AI, essay sources, code and file delivery, file storage, payment adapters. Requests get them in AppDeps, jobs in
// their services; nothing else builds or caches a port.
import type { TSettings } from '../settings'
import type { Db } from '../db/port'
import type { Logger } from '../log'
import type { TPorts } from '../context'
import { createAi } from '../ai/create-ai'
import { createSources } from '../sources/create-sources'
import { deliveryFor } from '../adapters/delivery'
import { createStorage } from '../storage/create-storage'
import { createViewCounter } from '../library/view-counter'
import { createOcr } from '../ocr/create-ocr'
// Node: a child process per document; Workers: the invocation itself (package.json "imports" picks by runtime).
import { documentReader } from '#document-reader'
import { createRelatedWorksMemo } from '../library/related-works-memo'
import { createEvents } from '../adapters/events/create-events'
import { errorTracker } from '../ops/error-tracking'
import { paymentProvider, providerForMethod } from '../payments/providers/registry'

export function createPorts(deps: { settings: TSettings; db: Db; log: Logger }): TPorts {
  const { settings } = deps
  const documents = documentReader(settings)
  return {
    ai: createAi(settings, undefined, deps.log),
    sources: createSources(settings, deps.db, undefined, { log: deps.log }),
    delivery: deliveryFor(deps),
    storage: createStorage(settings, deps.db),
    ocr: createOcr(settings, { documents }),
    documents,
    libraryViews: createViewCounter({ db: deps.db, log: deps.log }),
    libraryRelated: createRelatedWorksMemo({ maxEntries: 5000, ttlMs: settings.PAGE_CACHE_TTL_SEC * 1000 }),
    events: createEvents(settings),
    errors: errorTracker({ dsn: settings.ERROR_TRACKING_DSN, release: settings.APP_RELEASE, environment: settings.APP_ENV, log: deps.log }),
    payments: {
      byName: (name, opts) => paymentProvider(settings, name, opts),
      byMethod: (method) => providerForMethod(settings, method),
    },
  }
}
