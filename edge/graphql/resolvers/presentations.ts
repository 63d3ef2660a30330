// AI presentation order resolvers (presentations.graphql): thin adapters over edge/presentations/order.
import { clientIp } from '../../auth/client-ip'
import { getAiPresentationOrderById } from '../../presentations/order/get-ai-presentation-order-by-id'
import { createAndStartPresentationGeneration } from '../../presentations/order/create-and-start-presentation-generation'
import { updateJustificationAndGenerateOutline } from '../../presentations/order/update-justification-and-generate-outline'
import { updateAiPresentationOrderOutline } from '../../presentations/order/update-ai-presentation-order-outline'
import { tryToPayForAiPresentationOrderFromBalance } from '../../presentations/order/try-to-pay-for-ai-presentation-order-from-balance'
import { continueAiPresentationOrderProcessing } from '../../presentations/order/continue-ai-presentation-order-processing'
import { updateAiPresentationOrderTitlePage } from '../../presentations/order/update-ai-presentation-order-title-page'
import { updateAiPresentationOrderTheme } from '../../presentations/order/update-ai-presentation-order-theme'
import { cancelAiPresentationOrder } from '../../presentations/order/cancel-ai-presentation-order'
import { sendAiPresentationOrderResultToTelegram } from '../../presentations/order/send-ai-presentation-order-result-to-telegram'
import { presentationOrderPrice } from '../../presentations/order/presentation-price'
import { PRESENTATION_ORDER_MACHINE } from '../../presentations/order/presentation-order-machine'
import { paidAsDemo } from '../../orders/pay-from-balance'
import type { Resolvers } from '../generated/resolvers-types'

const downloadable = (o: { isPaid: boolean; status: string; deck: unknown }) => o.isPaid && o.status === 'COMPLETED' && o.deck !== null

export const presentationsResolvers: Resolvers = {
  AiPresentationOrder: {
    clientId: (o) => o.userId,
    typename: () => 'AI_PRESENTATION',
    presentationStatus: (o) => o.status,
    presentationTopic: (o) => o.topic,
    workflowName: () => 'AI_PRESENTATION',
    presentationOutline: (o) => o.outline,
    deckJson: (o) => (o.deck ? JSON.stringify(o.deck) : null),
    price: (o, _a, { deps, caller }) => presentationOrderPrice({ db: deps.db, caller, order: o, demo: paidAsDemo(deps, PRESENTATION_ORDER_MACHINE) }),
    isDemo: (o) => o.aiProvider === 'demo',
    linkToDownloadPptx: (o) => (downloadable(o) ? `/api/ai-presentation-order/${o.id}/pptx/` : null),
    linkToDownloadDocx: (o) => (downloadable(o) ? `/api/ai-presentation-order/${o.id}/docx/` : null),
  },
  Query: {
    getAiPresentationOrderById: (_root, { id, unifiedOrderId }, { deps, caller }) => getAiPresentationOrderById({ db: deps.db, caller, id, unifiedOrderId }),
  },
  Mutation: {
    createAndStartPresentationGeneration: (_root, args, { deps, caller, headers }) => createAndStartPresentationGeneration({ deps, caller, ip: clientIp(headers), ...args }),
    updateJustificationAndGenerateOutline: (_root, args, { deps, caller }) => updateJustificationAndGenerateOutline({ deps, caller, ...args }),
    updateAiPresentationOrderOutline: (_root, args, { deps, caller }) => updateAiPresentationOrderOutline({ deps, caller, ...args }),
    tryToPayForAiPresentationOrderFromBalance: (_root, { orderId }, { deps, caller }) => tryToPayForAiPresentationOrderFromBalance({ deps, caller, orderId }),
    continueAiPresentationOrderProcessing: (_root, { orderId }, { deps, caller }) => continueAiPresentationOrderProcessing({ deps, caller, orderId }),
    updateAiPresentationOrderTitlePage: (_root, args, { deps, caller }) => updateAiPresentationOrderTitlePage({ deps, caller, ...args }),
    updateAiPresentationOrderTheme: (_root, args, { deps, caller }) => updateAiPresentationOrderTheme({ deps, caller, ...args }),
    cancelAiPresentationOrder: (_root, { orderId }, { deps, caller }) => cancelAiPresentationOrder({ deps, caller, orderId }),
    sendAiPresentationOrderResultToTelegram: (_root, { orderId }, { deps, caller }) => sendAiPresentationOrderResultToTelegram({ deps, caller, orderId }),
  },
}
