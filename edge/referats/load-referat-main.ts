// The /referat/ page's data: subjects that have published referats (with their counts) and the newest referats.
import type { Db } from '../db/port'
import { asCaller } from '../db/port'
import { REFERAT_CARD_COLUMNS } from './referat-card'
import type { TReferatCard, TReferatSubject } from '../../domain/referat/referat-types'


const NEWEST = 12

export async function loadReferatMain(o: { db: Db }): Promise<{ subjects: TReferatSubject[]; newest: TReferatCard[] }> {
  return asCaller(o.db, { role: 'anon' }, async (tx) => {
    const subjects = await tx.query<TReferatSubject>(
      `select s.slug, s.title, s.subject_group as "group", count(r.id)::int as count
       from public.subjects s join public.referats r on r.subject_id = s.id
       where s.in_referat group by s.id order by s.sort_order, s.title`,
    )
    const newest = await tx.query<TReferatCard>(
      `select ${REFERAT_CARD_COLUMNS} from public.referats r join public.subjects s on s.id = r.subject_id
       order by r.published_at desc nulls last, r.id desc limit ${NEWEST}`,
    )
    return { subjects, newest }
  })
}
