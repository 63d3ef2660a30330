// createAndStartPresentationGeneration (orders.md §7, flow step 1): a guest browser (by its fingerprint) or a client
// gives a topic (10–255) and a slide count (8–20); the order and its unified order (type 9) are created and the
// justification is written at once (CREATED → GENERATING). Creation is rate-limited per owner and per address.
import type { AppDeps } from '../../context'
import { asCaller, type Caller, refusesAnalytics } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'
import { AppError } from '../../http/errors'
import { assertAllowed } from '../../auth/assert-allowed'
import { HOUR, takeRateLimits, type TWindow } from '../../auth/rate-limit'
import { addressKey } from '../../auth/client-ip'
import { createOrder } from '../../orders/create-order'
import { transition } from '../../orders/transition'
import { ownerOf } from '../../orders/owner'
import { DEFAULT_PRESENTATION_THEME, ZPresentationThemeId } from '../../../domain/presentation/deck'
import { ZPresentationTopic, ZSlidesCount } from '../../../domain/presentation/input'
import type { TPresentationOrder } from './presentation-order-row'
import { PRESENTATION_ORDER_MACHINE } from './presentation-order-machine'
import { parseOrderInput } from '../../orders/parse-order-input'

export const PRESENTATION_CREATE_MESSAGES = {
  tooMany: 'Слишком много новых презентаций за час. Продолжи начатую или попробуй позже',
  theme: 'Выбери оформление из предложенных',
} as const

/** A student starts a presentation or two an hour; a guest script starts hundreds. */
const OWNER_WINDOW: TWindow = { name: 'h', seconds: HOUR, max: 10 }
const IP_WINDOW: TWindow = { name: 'h', seconds: HOUR, max: 300 }
const GET_PARAMS_MAX = 2000

export async function createAndStartPresentationGeneration(o: {
  deps: AppDeps
  caller: Caller
  ip?: string | null
  topic: unknown
  slidesCount: unknown
  getParams?: unknown
  themeId?: unknown
}): Promise<TPresentationOrder> {
  const topic = parseOrderInput(ZPresentationTopic, o.topic)
  const slidesCount = parseOrderInput(ZSlidesCount, o.slidesCount)
  const theme = o.themeId == null || o.themeId === '' ? DEFAULT_PRESENTATION_THEME : ZPresentationThemeId.safeParse(o.themeId).data
  if (!theme) throw new AppError('BAD_REQUEST', PRESENTATION_CREATE_MESSAGES.theme)
  const getParams = typeof o.getParams === 'string' && o.getParams.length ? o.getParams.slice(0, GET_PARAMS_MAX) : null
  const owner = ownerOf(o.caller)
  if (owner.userId) await assertAllowed(o.deps.db, owner.userId, 'orders')
  return asCaller(o.deps.db, SERVICE, async (tx) => {
    const tooMany = (wait: number) => new AppError('TOO_MANY_ATTEMPTS', PRESENTATION_CREATE_MESSAGES.tooMany, { retryAfterSeconds: wait })
    const byAddress = await takeRateLimits(tx, `presentation-create:ip:${addressKey(o.ip ?? null)}`, [IP_WINDOW])
    if (byAddress !== null) throw tooMany(byAddress)
    const wait = await takeRateLimits(tx, `presentation-create:${owner.userId ?? `guest:${owner.guestFingerprint}`}`, [OWNER_WINDOW])
    if (wait !== null) throw tooMany(wait)
    const created = await createOrder(tx, PRESENTATION_ORDER_MACHINE, {
      noAnalytics: refusesAnalytics(o.caller),
      owner,
      text: topic,
      status: 'CREATED',
      values: { topic, slides_count: slidesCount, theme_id: theme, get_params: getParams },
    })
    return transition(tx, o.deps.realtime, PRESENTATION_ORDER_MACHINE, { orderId: created.id, name: 'generation-started', by: 'client' })
  })
}
