import type { PageContext } from 'vike/types'
import type { TLibraryCategoryData } from './+data'

export default (pageContext: PageContext<TLibraryCategoryData>) => {
  const c = pageContext.data?.category
  return c ? `${c.typeTitle} по ${c.subjectDative} с подробным разбором: ${pageContext.data!.total} готовых работ в библиотеке Кампуса.` : null
}
