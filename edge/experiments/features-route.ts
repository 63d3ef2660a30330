// GET /api/features – this environment's feature definitions for the browser's experiments client (islands/experiments):
// the same for everyone, so public and cached a minute (the spec's stale time) with an ETag for cheap revalidation.
import { Hono } from 'hono'
import { FEATURE_CACHE } from '../../domain/experiments/cache-policy'
import type { AppEnv } from '../context'
import { loadFeatureDefinitions } from './feature-store'

export const featuresRoutes = new Hono<AppEnv>()

// GET /api/features – { features, overridesAllowed } (gbFeature is honoured only outside production)
featuresRoutes.get('/', async (c) => {
  const { db, settings, log } = c.get('deps')
  const { definitions, etag } = await loadFeatureDefinitions({ db, environment: settings.APP_ENV, log })
  c.header('ETag', etag)
  c.header('Cache-Control', `public, max-age=${FEATURE_CACHE.staleAfterMs / 1000}, stale-while-revalidate=${(FEATURE_CACHE.maxAgeMs - FEATURE_CACHE.staleAfterMs) / 1000}`)
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  return c.json({ features: definitions, overridesAllowed: settings.APP_ENV !== 'production' })
})
