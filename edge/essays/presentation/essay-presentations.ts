// The presentation of a finished work (orders.md §7 CreateAiEssayOrderPresentation, ContinueAiEssayOrderPresentation-
// Processing, getAiEssayOrderPresentationById): the order waits in status 26 while a job lays the slides out from the
// text, then returns to 14; the PPTX is downloaded from /api/ai-essay-order/{id}/presentation/.
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { asCaller, type Caller, type Queryable, type Tx } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { defineJob } from '../../jobs/registry'
import { jobDeps } from '../../jobs/job-deps'
import { aiEssayOrderRoom } from '../../../domain/realtime'
import { loadEssayOrder } from '../order/essay-order-row'
import { withOwnOrder } from '../../orders/with-own-order'
import { transition, tryTransition } from '../../orders/transition'
import { buildEssayDefensePptx, essayDefenseInput } from './essay-defense-pptx'
import { ESSAY_JOB_ATTEMPTS, ESSAY_MACHINE } from '../order/essay-machine'

type TPresentationStatus = 'CREATED' | 'GENERATING' | 'COMPLETED' | 'FAILED' | 'CANCELED'
export type TEssayPresentation = { id: string; status: TPresentationStatus; aiEssayOrderId: string; topic: string; errorMessage: string | null; createdAt: Date; updatedAt: Date; downloadUrl: string | null }

const PRESENTATION_FAILED = 'Не получилось сделать презентацию. Попробуй еще раз'
const PRESENTATION_ATTEMPTS = ESSAY_JOB_ATTEMPTS['essay.presentation']

type TRow = { id: string; status: TPresentationStatus; ai_essay_order_id: string; topic: string; error_message: string | null; created_at: Date | string; updated_at: Date | string }
const COLUMNS = `p.id::text as id, p.status, p.ai_essay_order_id::text as ai_essay_order_id, o.topic, p.error_message, p.created_at, p.updated_at`
const date = (v: Date | string) => (v instanceof Date ? v : new Date(v))
const toPresentation = (r: TRow): TEssayPresentation => ({
  id: r.id,
  status: r.status,
  aiEssayOrderId: r.ai_essay_order_id,
  topic: r.topic,
  errorMessage: r.error_message,
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
  downloadUrl: r.status === 'COMPLETED' ? `/api/ai-essay-order/${r.ai_essay_order_id}/presentation/` : null,
})

async function readPresentation(q: Queryable, id: string): Promise<TEssayPresentation | null> {
  const [row] = await q.query<TRow>(`select ${COLUMNS} from public.ai_essay_order_presentations p join public.ai_essay_orders o on o.id = p.ai_essay_order_id where p.id = $1::bigint`, [id])
  return row ? toPresentation(row) : null
}

export async function getAiEssayOrderPresentationById(o: { db: AppDeps['db']; caller: Caller; id: unknown }): Promise<TEssayPresentation | null> {
  const id = String(o.id ?? '')
  if (!/^\d{1,18}$/.test(id)) return null
  return asCaller(o.db, o.caller, (tx) => readPresentation(tx, id))
}

/** The newest presentation of an order the caller may see (AiEssayOrder.presentation). */
export async function latestAiEssayOrderPresentation(o: { db: AppDeps['db']; caller: Caller; aiEssayOrderId: string }): Promise<TEssayPresentation | null> {
  return asCaller(o.db, o.caller, async (tx) => {
    const [row] = await tx.query<{ id: string }>(`select id::text as id from public.ai_essay_order_presentations where ai_essay_order_id = $1::bigint order by id desc limit 1`, [o.aiEssayOrderId])
    return row ? readPresentation(tx, row.id) : null
  })
}

export async function createAiEssayOrderPresentation(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown }): Promise<TEssayPresentation> {
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'presentation-requested' }, async (tx, order) => {
    const [p] = await tx.query<{ id: string }>(`insert into public.ai_essay_order_presentations (ai_essay_order_id) values ($1::bigint) returning id::text as id`, [order.id])
    await requestPresentation(tx, o.deps, order.id, p!.id, `essay-presentation:${p!.id}:1`)
    return (await readPresentation(tx, p!.id))!
  })
}

/** A failed or canceled presentation is tried again; a running or finished one is returned as it is. */
export async function continueAiEssayOrderPresentationProcessing(o: { deps: AppDeps; caller: Caller; presentationId: unknown }): Promise<TEssayPresentation> {
  const visible = await getAiEssayOrderPresentationById({ db: o.deps.db, caller: o.caller, id: o.presentationId })
  if (!visible) throw new AppError('NOT_FOUND', 'Презентация не найдена')
  if (visible.status !== 'FAILED' && visible.status !== 'CANCELED') return visible
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: visible.aiEssayOrderId, step: 'presentation-requested' }, async (tx, order) => {
    await tx.query(`update public.ai_essay_order_presentations set status = 'CREATED', error_message = null where id = $1::bigint`, [visible.id])
    await requestPresentation(tx, o.deps, order.id, visible.id, `essay-presentation:${visible.id}:${Date.now()}`)
    return (await readPresentation(tx, visible.id))!
  })
}

/** 14 → 26: the order waits while the job lays the deck out. */
function requestPresentation(tx: Tx, deps: AppDeps, orderId: string, presentationId: string, key: string) {
  return transition(tx, deps.realtime, ESSAY_MACHINE, { orderId, name: 'presentation-requested', by: 'client', detail: { presentationId }, job: { payload: { presentationId }, key } })
}

/** The job's work: build the defense deck once to prove it builds, then mark it done and return the order to 14. */
export async function generateEssayPresentation(o: { deps: AppDeps; presentationId: string; finalAttempt: boolean }): Promise<'completed' | 'skipped' | 'failed'> {
  const p = await asCaller(o.deps.db, SERVICE, (tx) => readPresentation(tx, o.presentationId))
  if (!p || (p.status !== 'CREATED' && p.status !== 'GENERATING')) return 'skipped'
  let outcome: 'completed' | 'failed' = 'completed'
  try {
    const order = await loadEssayOrder(o.deps.db, p.aiEssayOrderId)
    const input = order ? await essayDefenseInput(o.deps, order) : null
    if (!input) throw new Error('the work has no text')
    await buildEssayDefensePptx(input.doc, input)
  } catch (e) {
    if (!o.finalAttempt) throw e
    o.deps.log.warn('essay presentation failed', { presentationId: p.id, error: (e as Error).message })
    outcome = 'failed'
  }
  await asCaller(o.deps.db, SERVICE, async (tx) => {
    await tx.query(`update public.ai_essay_order_presentations set status = $2, error_message = $3 where id = $1::bigint`, [p.id, outcome === 'completed' ? 'COMPLETED' : 'FAILED', outcome === 'completed' ? null : PRESENTATION_FAILED])
    await tryTransition(tx, o.deps.realtime, ESSAY_MACHINE, { orderId: p.aiEssayOrderId, name: 'presentation-finished', by: 'job', detail: { presentationId: p.id, outcome } })
    await o.deps.realtime.publish(tx, { room: aiEssayOrderRoom(p.aiEssayOrderId), event: 'ai-essay-order-presentation-changed', data: { id: p.id, status: outcome === 'completed' ? 'COMPLETED' : 'FAILED' } })
  })
  return outcome
}

export const presentationJob = defineJob({
  name: 'essay.presentation',
  schema: z.object({ presentationId: z.string().regex(/^\d+$/) }),
  async handler({ presentationId }, ctx) {
    const outcome = await generateEssayPresentation({ deps: jobDeps(ctx), presentationId, finalAttempt: ctx.attempt >= PRESENTATION_ATTEMPTS })
    ctx.log.info('essay presentation', { presentationId, outcome })
  },
})
