// What the AI writes a text from: the order's topic, type, requirements, outline and approved sources in list order.
import type { TEssayContext } from '../../ai/essay-text'
import type { TApprovedSource } from '../../ai/prompts/common'
import { workTypeById } from '../../../domain/essay/work-types'
import type { TEssayOrder } from '../order/essay-order-row'
import type { TReferenceData } from '../references/reference-data'

export function essayContext(order: TEssayOrder, approved: readonly TReferenceData[]): TEssayContext {
  const type = workTypeById(order.workTypeId)
  const sources: TApprovedSource[] = approved.map((r) => ({
    title: r.title.slice(0, 500),
    ...(r.author && { author: r.author.slice(0, 300) }),
    ...(r.year && { year: r.year }),
    ...(r.why && { why: r.why.slice(0, 1000) }),
  }))
  return {
    topic: order.topic,
    workType: type?.slug ?? 'referat',
    ...(order.idea && { idea: order.idea }),
    ...(order.goal && { goal: order.goal }),
    outline: { chapters: order.outline ?? [] },
    sources,
  }
}
