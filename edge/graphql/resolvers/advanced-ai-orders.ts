// Advanced AI order resolvers (advanced-ai-orders.graphql): thin adapters over edge/advanced-ai-orders.
import { ADVANCED_AI_ORDER_STATUSES } from '../../../domain/advanced-ai-order/order-statuses'
import { clientIp } from '../../auth/client-ip'
import { createAdvancedAiOrder } from '../../advanced-ai-orders/create-advanced-ai-order'
import { createAdvancedAiOrderClarification } from '../../advanced-ai-orders/create-advanced-ai-order-clarification'
import { getAdvancedAiOrder, listAdvancedAiQueries, listAdvancedAiReferences } from '../../advanced-ai-orders/get-advanced-ai-order'
import { tryToPayForAdvancedAiOrderFromBalance } from '../../advanced-ai-orders/pay-advanced-ai-order'
import type { Resolvers } from '../generated/resolvers-types'

export const advancedAiOrdersResolvers: Resolvers = {
  AdvancedAiOrder: {
    status: (order) => ADVANCED_AI_ORDER_STATUSES.code(order.status),
    statusId: (order) => order.status,
    meta: (order) => JSON.stringify(order.meta),
    // The order came through the caller's row-level security; the queries' text is server-only (preview until paid).
    queries: (order, _a, { deps }) => listAdvancedAiQueries({ db: deps.db, orderId: order.id, isPaid: order.isPaid }),
    advancedAiReferences: (order, _a, { deps, caller }) => listAdvancedAiReferences({ db: deps.db, caller, orderId: order.id }),
    streamUrl: (order) => `/api/advanced-ai-order/${order.unifiedOrderId}/stream`,
  },
  Query: {
    getAdvancedAiOrderById: (_root, { unifiedOrderId }, { deps, caller }) => getAdvancedAiOrder({ db: deps.db, caller, unifiedOrderId }),
  },
  Mutation: {
    createAdvancedAiOrder: (_root, args, { deps, caller, headers }) => createAdvancedAiOrder({ deps, caller, ip: clientIp(headers), input: { question: args.question, type: args.type, category: args.category } }),
    tryToPayForAdvancedAiOrderFromBalance: (_root, { unifiedOrderId }, { deps, caller }) => tryToPayForAdvancedAiOrderFromBalance({ deps, caller, unifiedOrderId }),
    createAdvancedAiOrderClarification: (_root, { unifiedOrderId, question }, { deps, caller }) => createAdvancedAiOrderClarification({ deps, caller, unifiedOrderId, question }),
  },
}
