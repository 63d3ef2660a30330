// What the AI writes a text from: the order's topic, type, requirements (idea, goal, the tasks of the extended
// description, the student's wishes), outline and approved sources in list order.
import type { TEssayContext } from '../../ai/essay-text'
import type { TApprovedSource } from '../../ai/prompts/common'
import { workTypeById } from '../../../domain/essay/work-types'
import type { TEssayOrder } from '../order/essay-order-row'
import type { TReferenceData } from '../../sources/reference-data'

const MAX_TASKS = 10
const MAX_TASK = 300

/** A line cut at a word boundary to at most `max` characters. */
const clip = (s: string, max: number) => (s.length <= max ? s : s.slice(0, max).replace(/\s+\S*$/, ''))

/**
 * The tasks of the extended description («Задачи работы:» and a numbered list, as the requirements step suggests and
 * the student may rewrite): one a line, without the numbering. Free text without a list gives its lines as they are.
 */
export function tasksOf(extendedDescription: string | null | undefined): string[] {
  return (extendedDescription ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^задачи(?:\s+работы)?\s*:?$/i.test(l))
    .map((l) => l.replace(/^(?:\d{1,2}\s*[).]|[-–—•*])\s*/, '').trim())
    .filter(Boolean)
    .slice(0, MAX_TASKS)
    .map((l) => clip(l, MAX_TASK))
}

export function essayContext(order: TEssayOrder, approved: readonly TReferenceData[]): TEssayContext {
  const type = workTypeById(order.workTypeId)
  const sources: TApprovedSource[] = approved.map((r) => ({
    title: r.title.slice(0, 500),
    ...(r.author && { author: r.author.slice(0, 300) }),
    ...(r.year && { year: r.year }),
    ...(r.why && { why: r.why.slice(0, 1000) }),
  }))
  const tasks = tasksOf(order.extendedDescription)
  const wishes = order.taskDetails?.trim()
  return {
    topic: order.topic,
    workType: type?.slug ?? 'referat',
    ...(order.idea && { idea: order.idea }),
    ...(order.goal && { goal: order.goal }),
    ...(tasks.length > 0 && { tasks }),
    ...(wishes && { wishes: clip(wishes, 2000) }),
    outline: { chapters: order.outline ?? [] },
    sources,
    demoSeed: `essay-${order.id}`,
  }
}
