// /referat/{slug}-{id}/: a published referat's public fields as a guest reads them (RLS); null when there is none.
import type { Db } from '../db/port'
import { asCaller } from '../db/port'
import type { TReferatPage } from '../../domain/referat/referat-types'

export async function getReferat(o: { db: Db; id: string }): Promise<TReferatPage | null> {
  if (!/^\d{1,18}$/.test(o.id)) return null
  const [row] = await asCaller(o.db, { role: 'anon' }, (tx) =>
    tx.query<Omit<TReferatPage, 'subject' | 'uniqueness' | 'updatedAt'> & { subjectSlug: string; subjectTitle: string; uniqueness: string | null; updatedAt: Date | string }>(
      `select r.id::text as id, r.slug, r.title, r.topic, r.page_title as "pageTitle", r.meta_description as "metaDescription",
         s.slug as "subjectSlug", s.title as "subjectTitle", r.outline, r.first_part as "firstPart", r."references",
         r.characters_count as "charactersCount", r.sources_count as "sourcesCount", r.uniqueness::text as uniqueness,
         r.is_demo as "isDemo", r.updated_at as "updatedAt"
       from public.referats r join public.subjects s on s.id = r.subject_id where r.id = $1::bigint`,
      [o.id],
    ),
  )
  if (!row) return null
  const { subjectSlug, subjectTitle, uniqueness, updatedAt, ...rest } = row
  return { ...rest, subject: { slug: subjectSlug, title: subjectTitle }, uniqueness: uniqueness === null ? null : Number(uniqueness), updatedAt: new Date(updatedAt).toISOString() }
}
