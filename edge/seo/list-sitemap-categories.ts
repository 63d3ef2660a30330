// The categories /sitemaps/categories.xml lists: the library lists and referat subjects that render with works in them.
import { asCaller, type Db } from '../db/port'
import type { TSitemapLibraryCategory, TSitemapReferatSubject } from '../../domain/seo/sitemap-categories'

// A list renders for a subject in the library (find-library-category.ts); lastmod is its newest change of a work.
const LIBRARY = `
  select t.slug as "typeSlug", s.slug as "subjectSlug", max(w.updated_at) as "updatedAt"
    from public.library_works w
    join public.library_work_types t on t.id = w.type_id
    join public.subjects s on s.id = w.subject_id
   where w.published and s.in_library
   group by t.id, s.id
   order by min(t.sort_order), min(s.sort_order), t.slug, s.slug`

// A referat subject page renders for a subject in the referat catalogue (list-subject-referats.ts).
const REFERATS = `
  select s.slug as "subjectSlug", max(r.updated_at) as "updatedAt"
    from public.referats r
    join public.subjects s on s.id = r.subject_id
   where r.status = 'published' and s.in_referat
   group by s.id
   order by min(s.sort_order), s.slug`

export async function listSitemapCategories(o: { db: Db }): Promise<{ library: TSitemapLibraryCategory[]; referats: TSitemapReferatSubject[] }> {
  return asCaller(o.db, { role: 'anon' }, async (tx) => ({
    library: await tx.query<TSitemapLibraryCategory>(LIBRARY),
    referats: await tx.query<TSitemapReferatSubject>(REFERATS),
  }))
}
