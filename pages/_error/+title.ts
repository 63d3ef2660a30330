import type { PageContext } from 'vike/types'

export default (pageContext: PageContext) => (pageContext.is404 ? 'Страница не найдена — Кампус' : 'Ошибка сервера — Кампус')
