// How many published library works the sitemap lists: the index (/sitemap.xml) pages them by the sitemap page size.
import { asCaller, type Db } from '../db/port'

export async function countSitemapWorks(o: { db: Db }): Promise<number> {
  return asCaller(o.db, { role: 'anon' }, async (tx) => {
    // RLS shows a guest the published works only; the filter repeats it so the partial index is used.
    // A subject taken out of the library is left out, as listSitemapWorks leaves it out.
    const [row] = await tx.query<{ n: string | number }>(
      `select count(*) as n from public.library_works w join public.subjects s on s.id = w.subject_id where w.published and s.in_library`,
    )
    return Number(row?.n ?? 0)
  })
}
