// How many published referats the sitemap lists: the index (/sitemap.xml) pages them by the sitemap page size.
import { asCaller, type Db } from '../db/port'

export async function countSitemapReferats(o: { db: Db }): Promise<number> {
  return asCaller(o.db, { role: 'anon' }, async (tx) => {
    const [row] = await tx.query<{ n: string | number }>(`select count(*) as n from public.referats where status = 'published'`)
    return Number(row?.n ?? 0)
  })
}
