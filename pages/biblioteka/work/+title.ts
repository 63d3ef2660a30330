import type { PageContext } from 'vike/types'
import type { TLibraryWorkData } from './+data'

export default (pageContext: PageContext<TLibraryWorkData>) => (pageContext.data ? `${pageContext.data.title} — Готовая работа — Кампус` : 'Библиотека — Кампус')
