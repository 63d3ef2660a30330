// Server-side paging, sorting and filtering of the back-office's tables: the query string every admin list reads,
// and the page it answers. The sort column is one of the list's own names, never SQL from the request.
import { z } from 'zod'

export const ADMIN_PAGE_SIZES = [20, 50, 100] as const

export type TListQuery<S extends string> = { page: number; perPage: number; offset: number; sort: S; dir: 'asc' | 'desc'; q: string }

export type TListPage<T> = { items: T[]; total: number; page: number; perPage: number; sort: string; dir: 'asc' | 'desc' }

export function parseListQuery<S extends string>(
  query: Record<string, string | undefined>,
  opts: { sorts: readonly S[]; defaultSort: S; defaultDir?: 'asc' | 'desc' },
): { ok: true; value: TListQuery<S> } | { ok: false; message: string } {
  const schema = z.object({
    page: z.coerce.number({ error: 'Страница — целое число от 1' }).int('Страница — целое число от 1').min(1, 'Страница — целое число от 1').max(100_000, 'Слишком далёкая страница').default(1),
    perPage: z.coerce
      .number()
      .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), `На странице бывает ${ADMIN_PAGE_SIZES.join(', ')} строк`)
      .default(20),
    sort: z.enum(opts.sorts as unknown as [S, ...S[]], { error: `Сортировка бывает по: ${opts.sorts.join(', ')}` }).default(opts.defaultSort),
    dir: z.enum(['asc', 'desc'], { error: 'Направление — asc или desc' }).default(opts.defaultDir ?? 'desc'),
    q: z.string().max(200, 'Поиск — не длиннее 200 символов').default(''),
  })
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = schema.safeParse(clean)
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => i.message).join('; ') }
  const { page, perPage, sort, dir, q } = parsed.data
  return { ok: true, value: { page, perPage, offset: (page - 1) * perPage, sort, dir, q: q.trim() } }
}
