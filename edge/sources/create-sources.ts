// The sources port the app uses: the student's own sources and the local catalogue by default; with
// SOURCES_PROVIDER=openalex|crossref the remote search comes first, merged with both local ones.
// A remote failure is logged and the local results still come back, so a search never breaks on it.
import type { Db } from '../db/port'
import type { TSettings } from '../settings'
import { createCrossrefSources } from './crossref'
import { createLocalCatalogue } from './local-catalogue'
import { mergeSourceHits } from './merge'
import { createOpenAlexSources } from './openalex'
import { clampLimit, type SourcesPort, type TSearchSourcesInput, type TSourceHit } from './port'
import type { TFetch } from '../adapters/http'
import { createUserSources } from './user-sources'

type TSourcesSettings = Pick<TSettings, 'SOURCES_PROVIDER' | 'SOURCES_MAILTO' | 'OPENALEX_BASE_URL' | 'CROSSREF_BASE_URL'> & { APP_URL?: string }

export type TSourcesLog = { warn: (msg: string, fields?: Record<string, unknown>) => void }

export function createSources(
  settings: TSourcesSettings,
  db: Db,
  fetchImpl?: TFetch,
  opts: { log?: TSourcesLog; timeoutMs?: number } = {},
): SourcesPort {
  const catalogue = createLocalCatalogue(db)
  const own = createUserSources(db)
  const remote =
    settings.SOURCES_PROVIDER === 'openalex'
      ? createOpenAlexSources({ baseUrl: settings.OPENALEX_BASE_URL, mailto: settings.SOURCES_MAILTO, fetchImpl, timeoutMs: opts.timeoutMs })
      : settings.SOURCES_PROVIDER === 'crossref'
        ? createCrossrefSources({ baseUrl: settings.CROSSREF_BASE_URL, mailto: settings.SOURCES_MAILTO, appUrl: settings.APP_URL, fetchImpl, timeoutMs: opts.timeoutMs })
        : null

  return {
    async searchSources(input: TSearchSourcesInput): Promise<TSourceHit[]> {
      const limit = clampLimit(input.limit)
      const request = { ...input, limit }
      const [remoteHits, ownHits, catalogueHits] = await Promise.all([
        remote
          ? remote.searchSources(request).catch((e: unknown) => {
              opts.log?.warn('sources: remote search failed, using the local catalogue', { provider: settings.SOURCES_PROVIDER, error: (e as Error).message })
              return []
            })
          : Promise.resolve([]),
        own.searchSources(request),
        catalogue.searchSources(request),
      ])
      return mergeSourceHits(remote ? [remoteHits, ownHits, catalogueHits] : [ownHits, catalogueHits], limit)
    },
  }
}
