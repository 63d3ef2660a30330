// Every product's lifecycle table (domain/<product>/…statuses.ts) checked the same way: well formed over its own
// statuses, each listed edge allowed for its actor only, every other start status refused as stale. What a product's
// table says beyond that is tested beside it.
import { describe, expect, it } from 'vitest'
import { assertWellFormed, checkTransition, type TActor, type TTransitionTable } from './machine'
import { AI_ORDER_STATUSES, AI_ORDER_TRANSITIONS } from '../ai-order/order-statuses'
import { ADVANCED_AI_ORDER_STATUSES, ADVANCED_AI_ORDER_TRANSITIONS } from '../advanced-ai-order/order-statuses'
import { LIBRARY_ORDER_STATUSES, LIBRARY_ORDER_TRANSITIONS } from '../library/order-statuses'
import { TASK_ORDER_STATUSES, TASK_ORDER_TRANSITIONS } from '../task/order-statuses'
import { EXAM_ORDER_STATUSES, EXAM_ORDER_TRANSITIONS } from '../exam/order-statuses'
import { PRESENTATION_ORDER_STATUSES, PRESENTATION_ORDER_TRANSITIONS } from '../presentation/statuses'
import { REFERAT_ORDER_STATUSES, REFERAT_ORDER_TRANSITIONS } from '../referat/order-statuses'
import { ESSAY_STATUS, ESSAY_TRANSITIONS } from '../essay/statuses'

const ACTORS: TActor[] = ['client', 'job', 'system']

const LIFECYCLES: [string, Readonly<Record<string, number>>, TTransitionTable<string>][] = [
  ['AI order', AI_ORDER_STATUSES.ids, AI_ORDER_TRANSITIONS],
  ['advanced AI order', ADVANCED_AI_ORDER_STATUSES.ids, ADVANCED_AI_ORDER_TRANSITIONS],
  ['library order', LIBRARY_ORDER_STATUSES.ids, LIBRARY_ORDER_TRANSITIONS],
  ['task order', TASK_ORDER_STATUSES.ids, TASK_ORDER_TRANSITIONS],
  ['exam order', EXAM_ORDER_STATUSES.ids, EXAM_ORDER_TRANSITIONS],
  ['AI presentation order', PRESENTATION_ORDER_STATUSES.ids, PRESENTATION_ORDER_TRANSITIONS],
  ['AI referat order', REFERAT_ORDER_STATUSES.ids, REFERAT_ORDER_TRANSITIONS],
  ['text work', ESSAY_STATUS, ESSAY_TRANSITIONS],
]

describe.each(LIFECYCLES)('%s lifecycle', (_product, status, transitions) => {
  const statuses = Object.keys(status)

  it('is a well-formed table whose statuses all exist', () => {
    expect(() => assertWellFormed(transitions)).not.toThrow()
    for (const t of transitions) for (const s of [...t.from, t.to]) expect(statuses).toContain(s)
  })

  it('allows every listed edge for its actor only, and refuses every other start status as stale', () => {
    for (const t of transitions) {
      for (const from of statuses) {
        for (const by of ACTORS) {
          const check = checkTransition(transitions, t.name, from, by)
          if (by !== t.by) expect(check).toMatchObject({ ok: false, reason: 'actor' })
          else if ((t.from as readonly string[]).includes(from)) expect(check).toMatchObject({ ok: true })
          else expect(check).toMatchObject({ ok: false, reason: 'stale' })
        }
      }
    }
  })
})
