import type { PageContext } from 'vike/types'
import type { TLibraryMainData } from './+data'

export default (pageContext: PageContext<TLibraryMainData>) =>
  pageContext.data?.search?.query ? `«${pageContext.data.search.query}» — поиск в библиотеке — Кампус` : 'Библиотека готовых работ — Кампус'
