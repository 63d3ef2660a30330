// AI order resolvers (ai-orders.graphql): thin adapters over edge/ai-orders.
import { AI_ORDER_STATUSES, AI_RATING_STAGE } from '../../../domain/ai-order/order-statuses'
import { workTypeById } from '../../../domain/essay/work-types'
import { matchPercent } from '../../../domain/task/order-statuses'
import { stageRating } from '../../orders/rate-unified-order'
import { getTaskOrder } from '../../task/get-task-order'
import { listAiMessages } from '../../ai-orders/ai-order-messages'
import { autoPayForAiOrder } from '../../ai-orders/auto-pay-ai-order'
import { createCombinedAiOrder } from '../../ai-orders/create-combined-ai-order'
import { createCombinedAiOrderClarification } from '../../ai-orders/create-combined-ai-order-clarification'
import { getAiOrder, getAiOrderSubject, listMyAiOrders } from '../../ai-orders/get-ai-order'
import { sendCombinedAiOrderAnswerToTelegram } from '../../ai-orders/send-combined-ai-order-answer-to-telegram'
import { tryToPayForCombinedAiOrderFromBalance } from '../../ai-orders/try-to-pay-for-combined-ai-order-from-balance'
import type { Resolvers } from '../generated/resolvers-types'
import { ownProfileCaller } from '../request-context'

export const aiOrdersResolvers: Resolvers = {
  User: {
    aiOrders: (user, args, { deps, caller }) =>
      listMyAiOrders({ db: deps.db, caller: ownProfileCaller(caller, user) ?? { role: 'anon' }, first: args.first, page: args.page }),
  },
  AiOrder: {
    status: (order) => AI_ORDER_STATUSES.code(order.status),
    statusId: (order) => order.status,
    getParams: (order) => (order.getParams ? JSON.stringify(order.getParams) : null),
    // The order itself came through the caller's row-level security; its messages' text is server-only.
    messages: (order, _a, { deps }) => listAiMessages({ db: deps.db, aiOrderId: order.id, isPaid: order.isPaid }),
    subject: (order, _a, { deps, caller }) => getAiOrderSubject({ db: deps.db, caller, subjectId: order.subjectId }),
    streamUrl: (order) => `/api/ai-order/${order.unifiedOrderId}/stream`,
    rate: (order, _a, { deps, caller }) => stageRating({ db: deps.db, caller, unifiedOrderId: order.unifiedOrderId, stage: AI_RATING_STAGE }),
    aiWorkType: (order) => {
      const type = workTypeById(order.getParams?.workTypeId)
      return type ? { id: type.id, slug: type.slug, title: type.title } : null
    },
    // A combined order answers the task search's question: its matches are read under the caller's row-level security.
    searchByOrderResult: async (order, _a, { deps, caller }) => {
      if (!order.isCombined) return null
      const found = await getTaskOrder({ db: deps.db, caller, unifiedOrderId: order.unifiedOrderId })
      if (found.state !== 'FOUND') return []
      return found.order.matches.map((m) => ({ position: m.position, score: m.score, scoreLabel: matchPercent(m.score), snippet: m.snippet, isBought: m.isBought, libraryWork: m.work }))
    },
  },
  Query: {
    getAiOrderById: (_root, { id, unifiedOrderId }, { deps, caller }) => getAiOrder({ db: deps.db, caller, id, unifiedOrderId }),
  },
  Mutation: {
    createCombinedAiOrder: (_root, { unifiedOrderId, subjectId }, { deps, caller }) => createCombinedAiOrder({ deps, caller, unifiedOrderId, subjectId }),
    tryToPayForCombinedAiOrderFromBalance: (_root, { unifiedOrderId }, { deps, caller }) => tryToPayForCombinedAiOrderFromBalance({ deps, caller, unifiedOrderId }),
    autoPayForAiOrder: (_root, { unifiedOrderId, requested }, { deps, caller }) => autoPayForAiOrder({ deps, caller, unifiedOrderId, requested }),
    createCombinedAiOrderClarification: (_root, { unifiedOrderId, question }, { deps, caller }) => createCombinedAiOrderClarification({ deps, caller, unifiedOrderId, question }),
    sendCombinedAiOrderAnswerToTelegram: (_root, { queryId, type }, { deps, caller }) => sendCombinedAiOrderAnswerToTelegram({ deps, caller, queryId, type }),
  },
}
