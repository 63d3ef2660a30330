// What the sources step says about the last search (orders.md §5 Sources; issue 13 part 3): fewer relevant sources
// than a page are shown as they are, never filled up, and the student is told so and what to do.

/** One offer of sources; «Найти другие источники» brings the next one. */
export const REFERENCES_PAGE = 10

/** 1 подходящий источник, 2 подходящих источника, 5 подходящих источников. */
export function sourcesCount(n: number): string {
  const tens = n % 100
  const ones = n % 10
  if (ones === 1 && tens !== 11) return `${n} подходящий источник`
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return `${n} подходящих источника`
  return `${n} подходящих источников`
}

export function referenceSearchNote(s: { found: number; page: number; exhausted: boolean } | null | undefined): string | null {
  if (!s) return null
  if (s.exhausted) return 'Других подходящих источников не нашли — показываем прежние. Добавь свои или измени тему'
  if (s.found >= REFERENCES_PAGE) return null
  if (s.page > 1) return s.found ? `Это последние подходящие источники: нашли ещё ${sourcesCount(s.found)}` : null
  return s.found ? `Нашли только ${sourcesCount(s.found)} — добавь свои или измени тему` : 'Не нашли подходящих источников — добавь свои или измени тему'
}
