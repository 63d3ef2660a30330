// similarAiEssayOrders(topic): the caller's text works still in progress from the last 7 days whose topic matches, so
// the start page can offer to continue one instead of paying for the same work twice.
import { asCaller, type Caller, type Db } from '../../db/port'
import { ESSAY_LIMITS } from '../../../domain/essay/requirements'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { topicsMatch } from '../../../domain/essay/similar-topic'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder, type TEssayOrderRow } from './essay-order-row'

const FINISHED = [ESSAY_STATUS.completed, ESSAY_STATUS.processingFailed, ESSAY_STATUS.canceled]

export async function similarAiEssayOrders(o: { db: Db; caller: Caller; topic: unknown }): Promise<TEssayOrder[]> {
  const topic = typeof o.topic === 'string' ? o.topic.trim() : ''
  if (!topic || (o.caller.role === 'anon' && !o.caller.fingerprint) || o.caller.role === 'service_role') return []
  // Row-level security already limits rows to the caller's own (client or this browser's guest orders).
  const rows = await asCaller(o.db, o.caller, (tx) =>
    tx.query<TEssayOrderRow>(
      `select ${ESSAY_ORDER_COLUMNS} from public.ai_essay_orders
        where created_at > now() - make_interval(days => $1) and not (status = any($2::int[]))
        order by created_at desc limit 50`,
      [ESSAY_LIMITS.similarOrderWindowDays, FINISHED],
    ),
  )
  return rows.map(toEssayOrder).filter((order) => topicsMatch(order.topic, topic)).slice(0, 3)
}
