import type { PageContext } from 'vike/types'
import type { TLibraryCategoryData } from './+data'

export default (pageContext: PageContext<TLibraryCategoryData>) => {
  const d = pageContext.data
  if (!d) return 'Библиотека — Кампус'
  return `${d.category.typeTitle} по ${d.category.subjectDative}${d.page > 1 ? `, страница ${d.page}` : ''} — Готовые работы — Кампус`
}
