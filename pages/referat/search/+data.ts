// Server data of /referat/search/?q= (route external-ai-essay__search): a server-side search, so it works without JS.
import type { PageContextServer } from 'vike/types'
import { searchReferats } from '../../../edge/referats/search-referats'
import type { TReferatCard } from '../../../domain/referat/referat-types'
import { pageDeps } from '../page-deps.server'

export type TReferatSearchData = { title: string; description: string; canonical: string; query: string; searched: boolean; hits: TReferatCard[] }

export default async function data(pageContext: PageContextServer): Promise<TReferatSearchData> {
  const { deps, origin } = pageDeps(pageContext)
  const q = pageContext.urlParsed.search.q
  const { query, hits } = await searchReferats({ db: deps.db, query: q })
  return {
    title: query ? `«${query}» — поиск рефератов — Кампус` : 'Поиск рефератов — Кампус',
    description: 'Поиск по каталогу рефератов: тема, план, введение и список источников по ГОСТ.',
    canonical: `${origin}/referat/search/`,
    query,
    searched: q !== undefined,
    hits,
  }
}
