// One page of /sitemaps/referats-{n}.xml: published referats' addresses and last changes, in a stable order (by id).
import { asCaller, type Db } from '../db/port'
import { referatPath } from '../../domain/referat/referat-slug'
import type { TSitemapUrl } from '../../domain/seo/sitemap'

type TRow = { id: string | number; slug: string; updated_at: Date | string }

/** `page` counts from 1; a page past the end is empty. */
export async function listSitemapReferats(o: { db: Db; page: number; pageSize: number }): Promise<TSitemapUrl[]> {
  return asCaller(o.db, { role: 'anon' }, async (tx) => {
    const rows = await tx.query<TRow>(
      `select id, slug, updated_at from public.referats where status = 'published' order by id limit $1 offset $2`,
      [o.pageSize, (o.page - 1) * o.pageSize],
    )
    return rows.map((r) => ({ path: referatPath(r), updatedAt: r.updated_at }))
  })
}
