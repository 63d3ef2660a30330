// /referat/{subjectSlug}/: one subject's published referats, newest first, a page at a time; null for an unknown subject.
import type { Db } from '../db/port'
import { asCaller } from '../db/port'
import { REFERATS_PAGE_SIZE } from '../../domain/referat/referat-slug'
import { REFERAT_CARD_COLUMNS } from './referat-card'
import type { TReferatCard } from '../../domain/referat/referat-types'

export type TSubjectReferats = { subject: { slug: string; title: string; titleDative: string }; referats: TReferatCard[]; page: number; pages: number; total: number }

export async function listSubjectReferats(o: { db: Db; subjectSlug: string; page: number }): Promise<TSubjectReferats | null> {
  return asCaller(o.db, { role: 'anon' }, async (tx) => {
    const [subject] = await tx.query<{ id: number; slug: string; title: string; titleDative: string }>(
      `select id, slug, title, title_dative as "titleDative" from public.subjects where slug = $1 and in_referat`,
      [o.subjectSlug],
    )
    if (!subject) return null
    const [{ total } = { total: 0 }] = await tx.query<{ total: number }>(`select count(*)::int as total from public.referats where subject_id = $1`, [subject.id])
    const pages = Math.max(1, Math.ceil(total / REFERATS_PAGE_SIZE))
    const page = Math.min(Math.max(1, Math.floor(o.page) || 1), pages)
    const referats = await tx.query<TReferatCard>(
      `select ${REFERAT_CARD_COLUMNS} from public.referats r join public.subjects s on s.id = r.subject_id
       where r.subject_id = $1 order by r.published_at desc nulls last, r.id desc limit $2 offset $3`,
      [subject.id, REFERATS_PAGE_SIZE, (page - 1) * REFERATS_PAGE_SIZE],
    )
    return { subject: { slug: subject.slug, title: subject.title, titleDative: subject.titleDative }, referats, page, pages, total }
  })
}
