// The feature definitions of this environment, read from public.feature_definitions through an in-process cache with
// the spec's rules (domain/experiments/cache-policy.ts): fresh for 1 min, then served while one background read
// refreshes it, never served past 4 h; failed reads back off up to 5 min and leave the callers on the defaults.
import { backoffMs, cacheState, lruTouch } from '../../domain/experiments/cache-policy'
import { ZFeatureDefinitions, type TFeatureDefinitions } from '../../domain/experiments/definitions'
import { asCaller, type Db } from '../db/port'
import type { Logger } from '../log'

type TEntry = { definitions: TFeatureDefinitions; fetchedAt: number; etag: string; failures: number; retryAt: number; refreshing?: Promise<void> }

export type TLoadedFeatures = { definitions: TFeatureDefinitions; etag: string }

// Per database (tests run many side by side), then per environment: at most 10 entries, least recently used out.
const caches = new WeakMap<Db, Map<string, TEntry>>()

const EMPTY: TLoadedFeatures = { definitions: {}, etag: '"empty"' }

type Opts = { db: Db; environment: string; log: Logger; now?: () => number }

export async function loadFeatureDefinitions({ db, environment, log, now = Date.now }: Opts): Promise<TLoadedFeatures> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  const entry = cache.get(environment)
  const at = now()
  const state = entry && entry.fetchedAt > 0 ? cacheState(entry.fetchedAt, at) : 'expired'
  if (entry && state === 'fresh') return served(cache, environment, entry)
  if (entry && state === 'stale') {
    if (!entry.refreshing && at >= entry.retryAt) void refresh({ db, environment, log, now }, entry)
    return served(cache, environment, entry)
  }
  const current = entry ?? { definitions: {}, fetchedAt: 0, etag: EMPTY.etag, failures: 0, retryAt: 0 }
  lruTouch(cache, environment, current)
  if (at < current.retryAt) return EMPTY
  await (current.refreshing ?? refresh({ db, environment, log, now }, current))
  return current.fetchedAt > 0 && cacheState(current.fetchedAt, now()) !== 'expired' ? { definitions: current.definitions, etag: current.etag } : EMPTY
}

/** Drops this process's copy of an environment's definitions: the back-office saved a new document. */
export function forgetFeatureDefinitions(db: Db, environment: string): void {
  caches.get(db)?.delete(environment)
}

function served(cache: Map<string, TEntry>, environment: string, entry: TEntry): TLoadedFeatures {
  lruTouch(cache, environment, entry)
  return { definitions: entry.definitions, etag: entry.etag }
}

function refresh({ db, environment, log, now }: Required<Opts>, entry: TEntry): Promise<void> {
  entry.refreshing = (async () => {
    try {
      const [row] = await asCaller(db, { role: 'anon' }, (tx) =>
        tx.query<{ features: unknown; updatedAt: string }>(
          `select features, updated_at::text as "updatedAt" from public.feature_definitions where environment = $1`,
          [environment],
        ),
      )
      const parsed = ZFeatureDefinitions.safeParse(row?.features ?? {})
      if (!parsed.success) throw new Error(`feature definitions of ${environment} are malformed: ${parsed.error.issues[0]?.message}`)
      Object.assign(entry, { definitions: parsed.data, fetchedAt: now(), etag: `"${environment}-${row?.updatedAt ?? 'none'}"`.replace(/\s/g, '_'), failures: 0, retryAt: 0 })
    } catch (e) {
      entry.failures += 1
      entry.retryAt = now() + backoffMs(entry.failures)
      log.warn('experiments: could not read the feature definitions', { environment, failures: entry.failures, error: String(e) })
    } finally {
      entry.refreshing = undefined
    }
  })()
  return entry.refreshing
}
