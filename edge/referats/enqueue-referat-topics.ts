// Queues referats from a topic list: a row per new (subject, topic) plus its `referat.generate` job; a failed one is
// queued again (the retry); one already queued, being written or published is left alone.
import type { Db, Queryable } from '../db/port'
import { asService } from '../db/port'
import type { TReferatTopic } from '../../domain/referat/referat-topics'
import { referatSlug } from '../../domain/referat/referat-slug'
import { referatGenerateJob, REFERAT_JOB_ATTEMPTS } from './referat-generate-job'

export type TQueuedTopic = TReferatTopic & { outcome: 'queued' | 'requeued' | 'exists' | 'unknown-subject'; referatId: string | null }

export async function enqueueReferatTopics(o: { db: Db; topics: readonly TReferatTopic[] }): Promise<TQueuedTopic[]> {
  return asService(o.db, (tx) => queueReferatTopics(tx, o.topics))
}

/** The same inside a transaction the caller holds (the back-office's, with its audit entry). */
export async function queueReferatTopics(tx: Queryable, topics: readonly TReferatTopic[]): Promise<TQueuedTopic[]> {
  const subjects = await tx.query<{ id: number; slug: string }>(`select id, slug from public.subjects where in_referat`)
  const bySlug = new Map(subjects.map((s) => [s.slug, s.id]))
  const out: TQueuedTopic[] = []
  for (const t of topics) {
    const subjectId = bySlug.get(t.subjectSlug)
    if (subjectId === undefined) {
      out.push({ ...t, outcome: 'unknown-subject', referatId: null })
      continue
    }
    const [created] = await tx.query<{ id: string }>(
      `insert into public.referats (subject_id, topic, title, slug) values ($1, $2, $2, $3)
       on conflict (subject_id, topic) do nothing returning id::text as id`,
      [subjectId, t.topic, referatSlug(t.topic)],
    )
    let outcome: TQueuedTopic['outcome'] = 'queued'
    let id = created?.id
    if (!id) {
      const [again] = await tx.query<{ id: string }>(
        `update public.referats set status = 'queued', error_message = null, updated_at = now()
         where subject_id = $1 and topic = $2 and status = 'failed' returning id::text as id`,
        [subjectId, t.topic],
      )
      if (!again) {
        const [existing] = await tx.query<{ id: string }>(`select id::text as id from public.referats where subject_id = $1 and topic = $2`, [subjectId, t.topic])
        out.push({ ...t, outcome: 'exists', referatId: existing?.id ?? null })
        continue
      }
      id = again.id
      outcome = 'requeued'
    }
    // The catalogue's own content: never ahead of anyone's order (a fresh start queues dozens of these).
    await referatGenerateJob.enqueue(tx, { referatId: id }, { maxAttempts: REFERAT_JOB_ATTEMPTS, priority: 'background' })
    out.push({ ...t, outcome, referatId: id })
  }
  return out
}
