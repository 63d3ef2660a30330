import type { PageContext } from 'vike/types'

export default (pageContext: PageContext) => {
  if (pageContext.is404) return 'Страница не найдена — Кампус'
  const reason = pageContext.abortReason as { title?: unknown } | undefined
  if (pageContext.abortStatusCode && pageContext.abortStatusCode < 500 && typeof reason?.title === 'string') return `${reason.title} — Кампус`
  return 'Ошибка сервера — Кампус'
}
