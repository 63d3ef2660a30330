// The text work plugged into the orders kernel: its table, columns, log, transitions table (domain/essay/statuses.ts),
// unified mapping, room and job attempts. Steps call transition(tx, realtime, ESSAY_MACHINE, …) with a transition name.
import { defineProduct } from '../../orders/order-machine'
import { ESSAY_STATUS, ESSAY_STEPS, ESSAY_TRANSITIONS, essayUnifiedState, isEssayStatus, type TEssayStatusName } from '../../../domain/essay/statuses'
import { UNIFIED_TYPE } from '../../../domain/orders/unified'
import { aiEssayOrderRoom } from '../../../domain/realtime'
import { ESSAY_ORDER_COLUMNS, toEssayOrder, type TEssayOrder } from './essay-order-row'

/** Attempts per job before it is dead-lettered; each step's last attempt fails the order (or skips a teaser). */
export const ESSAY_JOB_ATTEMPTS = {
  'essay.suggest-requirements': 2,
  'essay.generate-outline': 3,
  'essay.search-references': 3,
  'essay.fake-introduction': 3,
  'essay.final-text': 4,
  'essay.presentation': 3,
  'essay.rewrite-sections': 3,
} as const

export const ESSAY_MACHINE = defineProduct<TEssayStatusName, TEssayOrder>({
  product: 'text work',
  typeId: UNIFIED_TYPE.TEXT_WORK,
  table: 'public.ai_essay_orders',
  columns: ESSAY_ORDER_COLUMNS,
  toOrder: toEssayOrder,
  status: ESSAY_STATUS,
  transitions: ESSAY_TRANSITIONS,
  steps: ESSAY_STEPS,
  unified: (id, isPaid) => {
    if (!isEssayStatus(id)) throw new Error(`text work: unknown status ${id}`)
    return essayUnifiedState(id, isPaid)
  },
  room: (id) => aiEssayOrderRoom(id),
  changedEvent: 'ai-essay-order-changed',
  jobAttempts: ESSAY_JOB_ATTEMPTS,
  payment: { reason: 'essay_order', key: 'essay-order', ref: 'essay', product: 'essay', signIn: 'Войди, чтобы оплатить работу', writtenByAi: true },
  finishedText: { kind: 'text_work', statuses: ['completed'] },
})
