// Task order resolvers (task-orders.graphql): thin adapters over edge/task.
import { TASK_ORDER_STATUSES, matchPercent } from '../../../domain/task/order-statuses'
import { getTaskOrder } from '../../task/get-task-order'
import type { Resolvers } from '../generated/resolvers-types'

export const taskOrdersResolvers: Resolvers = {
  Query: {
    getTaskOrderById: async (_root, { unifiedOrderId }, { deps, caller }) => {
      const found = await getTaskOrder({ db: deps.db, caller, unifiedOrderId })
      if (found.state !== 'FOUND') return { state: found.state, order: null }
      const o = found.order
      return {
        state: 'FOUND',
        order: {
          id: o.id,
          unifiedOrderId: o.unifiedOrderId,
          status: TASK_ORDER_STATUSES.code(o.status),
          statusBySearch: o.statusBySearch,
          query: o.query,
          recognizedText: o.recognizedText,
          subject: o.subject,
          isGuestOrder: o.userId === null,
          createdAt: o.createdAt,
          matches: o.matches.map((m) => ({ position: m.position, score: m.score, scoreLabel: matchPercent(m.score), snippet: m.snippet, isBought: m.isBought, libraryWork: m.work })),
        },
      }
    },
  },
}
