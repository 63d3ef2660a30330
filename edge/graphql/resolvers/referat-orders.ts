// AI referat order resolvers (referat-orders.graphql): thin adapters over edge/referats/order.
import { REFERAT_ORDER_PRICE_TOKENS } from '../../../domain/referat/order-statuses'
import { getAiReferatOrderById } from '../../referats/order/get-ai-referat-order-by-id'
import { createAiReferatOrder } from '../../referats/order/create-ai-referat-order'
import { updateAiReferatOrderJustification } from '../../referats/order/update-ai-referat-order-justification'
import { confirmAiReferatOrderOutline, updateAiReferatOrderOutline } from '../../referats/order/update-ai-referat-order-outline'
import { cancelAiReferatOrder } from '../../referats/order/cancel-ai-referat-order'
import { retryAiReferatOrder } from '../../referats/order/retry-ai-referat-order'
import { tryToPayForAiReferatOrderFromBalance } from '../../referats/order/try-to-pay-for-ai-referat-order-from-balance'
import { referatOrderContent } from '../../referats/order/referat-order-content'
import type { Resolvers } from '../generated/resolvers-types'

export const referatOrdersResolvers: Resolvers = {
  AiReferatOrder: {
    partnerAiReferatId: (o) => o.partnerReferatId,
    numberOfCharacters: (o) => o.charactersCount,
    content: (o, _a, { deps }) => referatOrderContent({ db: deps.db, order: o }),
    price: () => REFERAT_ORDER_PRICE_TOKENS,
    isDemo: (o) => o.aiProvider === 'demo',
    linkToDownloadDocx: (o) => (o.isPaid && o.status === 'COMPLETED' ? `/api/ai-referat-order/${o.id}/docx` : null),
  },
  Query: {
    getAiReferatOrderById: (_root, { id, unifiedOrderId }, { deps, caller }) => getAiReferatOrderById({ db: deps.db, caller, id, unifiedOrderId }),
  },
  Mutation: {
    createAiReferatOrder: (_root, { partnerAiReferatId, copy }, { deps, caller }) => createAiReferatOrder({ deps, caller, partnerAiReferatId, copy }),
    updateAiReferatOrderJustification: (_root, args, { deps, caller }) => updateAiReferatOrderJustification({ deps, caller, ...args }),
    updateAiReferatOrderOutline: (_root, args, { deps, caller }) => updateAiReferatOrderOutline({ deps, caller, ...args }),
    confirmAiReferatOrderOutline: (_root, args, { deps, caller }) => confirmAiReferatOrderOutline({ deps, caller, ...args }),
    cancelAiReferatOrder: (_root, { aiReferatOrderId }, { deps, caller }) => cancelAiReferatOrder({ deps, caller, aiReferatOrderId }),
    retryAiReferatOrder: (_root, { aiReferatOrderId }, { deps, caller }) => retryAiReferatOrder({ deps, caller, aiReferatOrderId }),
    tryToPayForAiReferatOrderFromBalance: (_root, { aiReferatOrderId }, { deps, caller }) => tryToPayForAiReferatOrderFromBalance({ deps, caller, aiReferatOrderId }),
  },
}
