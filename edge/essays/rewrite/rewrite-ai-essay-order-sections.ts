// RewriteAiEssayOrderSections(aiEssayOrderId, sectionKeys) (issue 13 part 4): after the outline or the sources of a
// finished work changed, the affected sections (always) and the ones the client adds are written again by a durable
// job (14 → 13 → 14); every other section keeps its text and the client's edits. Free: the work is paid.
import type { AppDeps } from '../../context'
import type { Caller } from '../../db/port'
import { AppError } from '../../http/errors'
import { affectedKeys } from '../../../domain/essay/rewrite-sections'
import type { TEssayOrder } from '../order/essay-order-row'
import { withOwnOrder } from '../../orders/with-own-order'
import { transition } from '../../orders/transition'
import { ESSAY_MACHINE } from '../order/essay-machine'
import { approvedReferences } from '../references/approved-references'
import { CHOOSE_REFERENCES } from '../references/approve-ai-essay-order-references'
import { loadRewritePlan } from './rewrite-plan'

const CHOOSE_SECTIONS = 'Выбери хотя бы один раздел'
const NO_SUCH_SECTION = 'Такого раздела в работе нет'
const PAY_FIRST = 'Сначала оплати работу'

export async function rewriteAiEssayOrderSections(o: { deps: AppDeps; caller: Caller; aiEssayOrderId: unknown; sectionKeys: unknown }): Promise<TEssayOrder> {
  const asked = Array.isArray(o.sectionKeys) ? [...new Set(o.sectionKeys.map(String))] : []
  return withOwnOrder(ESSAY_MACHINE, { ...o, id: o.aiEssayOrderId, step: 'rewrite-sections' }, async (tx, order) => {
    if (!order.isPaid) throw new AppError('CONFLICT', PAY_FIRST)
    if (!(await approvedReferences(tx, order.id)).length) throw new AppError('BAD_REQUEST', CHOOSE_REFERENCES)
    const plan = await loadRewritePlan(tx, order)
    const writable = new Set(plan.sections.filter((s) => !s.heading).map((s) => s.key))
    if (asked.some((k) => !writable.has(k))) throw new AppError('BAD_REQUEST', NO_SUCH_SECTION)
    // A section with nothing to keep, or citing a source that left the list, cannot stay as it is.
    const keys = [...new Set([...affectedKeys(plan), ...asked])]
    if (keys.length === 0) throw new AppError('BAD_REQUEST', CHOOSE_SECTIONS)
    return transition(tx, o.deps.realtime, ESSAY_MACHINE, {
      orderId: order.id,
      name: 'sections-rewrite-started',
      by: 'client',
      set: { error_message: null },
      detail: { sections: keys },
      job: { payload: { orderId: order.id, sectionKeys: keys } },
    })
  })
}
