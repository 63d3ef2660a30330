// Topics typed in the back-office become catalogue referats to write: a row and a `referat.generate` job each, in the
// same transaction as the audit entry (edge/referats/enqueue-referat-topics.ts; a failed topic is queued again, an
// existing one left alone). The job writes and publishes the referat; the editor reviews it in the panel.
import { ZQueueReferatTopicsInput, type TQueuedReferatTopic } from '../../../domain/admin/referats'
import type { Db } from '../../db/port'
import { queueReferatTopics } from '../../referats/enqueue-referat-topics'
import { adminAction, type TAdmin } from '../admin-action'
import { fieldError, parseAdminInput } from '../parse-admin-input'

export async function queueReferatTopicsAdmin({ db, admin, input }: { db: Db; admin: TAdmin; input: unknown }): Promise<TQueuedReferatTopic[]> {
  const v = parseAdminInput(ZQueueReferatTopicsInput, input)
  return adminAction({ db, admin, action: 'referats.queue', targetType: 'referat' }, async (tx) => {
    const [subject] = await tx.query(`select 1 from public.subjects where slug = $1 and in_referat`, [v.subject])
    if (!subject) throw fieldError('subject', `Предмета «${v.subject}» нет в каталоге рефератов`)
    const queued = await queueReferatTopics(
      tx,
      v.topics.map((topic) => ({ subjectSlug: v.subject, topic })),
    )
    const result = queued.map(({ topic, outcome, referatId }) => ({ topic, outcome, referatId }))
    return { result, after: { subject: v.subject, topics: result } }
  })
}
