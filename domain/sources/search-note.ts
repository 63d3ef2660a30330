// What the sources step says about the last search (orders.md §5 Sources; issue 13 part 3): fewer relevant sources
// than a page are shown as they are, never filled up, and the student is told so and what to do.
import { countOf } from '../text/plural'

/** One offer of sources; «Найти другие источники» brings the next one. */
export const REFERENCES_PAGE = 10

/** 1 подходящий источник, 2 подходящих источника, 5 подходящих источников. */
export const sourcesCount = (n: number) => countOf(n, ['подходящий источник', 'подходящих источника', 'подходящих источников'])

export function referenceSearchNote(s: { found: number; page: number; exhausted: boolean } | null | undefined): string | null {
  if (!s) return null
  if (s.exhausted) return 'Других подходящих источников не нашли — показываем прежние. Добавь свои или измени тему'
  if (s.found >= REFERENCES_PAGE) return null
  if (s.page > 1) return s.found ? `Это последние подходящие источники: нашли ещё ${sourcesCount(s.found)}` : null
  return s.found ? `Нашли только ${sourcesCount(s.found)} — добавь свои или измени тему` : 'Не нашли подходящих источников — добавь свои или измени тему'
}
