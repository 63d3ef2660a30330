// POST /api/unified-order/search (orders.md §7, §4 Task order): a client or a guest browser asks a question in a
// subject. A unified order of type 1 (TASK_SOLVING) and its task order are made together, and the library search job
// is enqueued in the same transaction. A photo's text comes from the caller's own finished recognition.
import type { AppDeps } from '../context'
import { asCaller, type Caller, type Tx, refusesAnalytics } from '../db/port'
import { SERVICE } from '../auth/service-caller'
import { AppError } from '../http/errors'
import { checkAllowed } from '../auth/assert-allowed'
import { HOUR, takeRateLimits, type TWindow } from '../auth/rate-limit'
import { addressKey } from '../auth/client-ip'
import { createOrder, type TOrderOwner } from '../orders/create-order'
import { ownerOf } from '../orders/owner'
import { TASK_SEARCH_JOB } from '../../domain/task/order-statuses'
import { TASK_SEARCH_MESSAGES, ZTaskSearchInput, type TTaskSearchInput } from '../../domain/task/search-input'
import { TASK_ORDER_MACHINE } from './task-order-machine'
import type { TTaskOrder } from './task-order-row'

/** A student asks a few questions a minute at most; a script asks hundreds. */
const OWNER_WINDOWS: TWindow[] = [
  { name: 'm', seconds: 60, max: 10 },
  { name: 'h', seconds: HOUR, max: 120 },
]
/** Guests change fingerprints at will: one address may start this many searches an hour, whoever it claims to be. */
const IP_WINDOW: TWindow = { name: 'h', seconds: HOUR, max: 300 }

/** Input that fails the schema: 422 with every message, the first as the text (orders.md §8: error and errors). */
function parseTaskSearchInput(body: unknown): TTaskSearchInput {
  const parsed = ZTaskSearchInput.safeParse(body)
  if (parsed.success) return parsed.data
  const messages = [...new Set(parsed.error.issues.map((i) => i.message))]
  throw new AppError('UNPROCESSABLE', messages[0], { category: 'validation', messages })
}

/** The text of the caller's own DONE recognition; guests have none (recognition needs an account). */
async function recognizedText(tx: Tx, owner: TOrderOwner, recognitionId: string | undefined): Promise<string | null> {
  if (!recognitionId) return null
  if (!owner.userId) throw new AppError('UNPROCESSABLE', TASK_SEARCH_MESSAGES.recognitionUnknown)
  const [row] = await tx.query<{ status: string; text: string | null }>(`select status, text from public.text_recognitions where id = $1::uuid and user_id = $2`, [recognitionId, owner.userId])
  if (!row || row.status === 'FAILED') throw new AppError('UNPROCESSABLE', TASK_SEARCH_MESSAGES.recognitionUnknown)
  if (row.status !== 'DONE' || row.text === null) throw new AppError('UNPROCESSABLE', TASK_SEARCH_MESSAGES.recognitionNotReady)
  return row.text
}

export async function createTaskSearchOrder(o: { deps: AppDeps; caller: Caller; ip: string | null; body: unknown }): Promise<TTaskOrder> {
  const input = parseTaskSearchInput(o.body)
  const owner = ownerOf(o.caller)
  return asCaller(o.deps.db, SERVICE, async (tx) => {
    const [subject] = await tx.query<{ id: number }>(`select id from public.subjects where id = $1`, [input.subject_id])
    if (!subject) throw new AppError('UNPROCESSABLE', TASK_SEARCH_MESSAGES.subjectUnknown)
    const recognized = await recognizedText(tx, owner, input.recognition_id)
    if (input.query.trim() === '' && !recognized?.trim()) throw new AppError('UNPROCESSABLE', TASK_SEARCH_MESSAGES.questionMissing)
    if (owner.userId) await checkAllowed(tx, owner.userId, 'orders')
    const tooMany = (wait: number) => new AppError('TOO_MANY_ATTEMPTS', TASK_SEARCH_MESSAGES.tooMany, { retryAfterSeconds: wait })
    const byAddress = await takeRateLimits(tx, `task-search:ip:${addressKey(o.ip)}`, [IP_WINDOW])
    if (byAddress !== null) throw tooMany(byAddress)
    const wait = await takeRateLimits(tx, `task-search:${owner.userId ?? `guest:${owner.guestFingerprint}`}`, OWNER_WINDOWS)
    if (wait !== null) throw tooMany(wait)
    const query = input.query.trim()
    return createOrder(tx, TASK_ORDER_MACHINE, {
      noAnalytics: refusesAnalytics(o.caller),
      owner,
      text: query || recognized!.trim().slice(0, 1000),
      status: 'searching',
      values: {
        subject_id: input.subject_id,
        query,
        recognition_id: input.recognition_id ?? null,
        recognized_text: recognized,
        get_params: input.get_params ?? {},
      },
      job: TASK_SEARCH_JOB,
    })
  })
}
