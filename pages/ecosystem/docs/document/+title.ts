import type { PageContext } from 'vike/types'
import type { TLegalDocData } from './+data'

export default (pageContext: PageContext<TLegalDocData>) => `${pageContext.data.doc.title} — Кампус`
