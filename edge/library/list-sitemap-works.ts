// One page of /sitemaps/library-{n}.xml: published works' addresses and last changes, in a stable order (by id).
// A work of a subject taken out of the library is left out: its page is the 404 page (get-library-work.ts).
import { asCaller, type Db } from '../db/port'
import { libraryWorkPath } from '../../domain/library/work-types'
import type { TSitemapUrl } from '../../domain/seo/sitemap'

type TRow = { slug: string; type_slug: string; subject_slug: string; updated_at: Date | string }

/** `page` counts from 1; a page past the end is empty. */
export async function listSitemapWorks(o: { db: Db; page: number; pageSize: number }): Promise<TSitemapUrl[]> {
  return asCaller(o.db, { role: 'anon' }, async (tx) => {
    const rows = await tx.query<TRow>(
      `select w.slug, t.slug as type_slug, s.slug as subject_slug, w.updated_at
         from public.library_works w
         join public.library_work_types t on t.id = w.type_id
         join public.subjects s on s.id = w.subject_id
        where w.published and s.in_library
        order by w.id
        limit $1 offset $2`,
      [o.pageSize, (o.page - 1) * o.pageSize],
    )
    return rows.map((r) => ({ path: libraryWorkPath(r.type_slug, r.subject_slug, r.slug), updatedAt: r.updated_at }))
  })
}
