// Text-work resolvers (essays.graphql): thin adapters over edge/essays.
import { WORK_TYPES, workTypeById } from '../../../domain/essay/work-types'
import { clientIp } from '../../auth/client-ip'
import { createAiEssayOrder } from '../../essays/order/create-ai-essay-order'
import { getAiEssayOrderById } from '../../essays/order/get-ai-essay-order-by-id'
import { listMyAiEssayOrders } from '../../essays/order/list-my-ai-essay-orders'
import { listEssayLogs, listEssayReferences } from '../../essays/order/list-order-details'
import { batchLoad } from '../batch'
import { createOrUpdateAiEssayOrderTitlePageData, lastAiEssayOrderTitlePageData } from '../../essays/files/save-title-page-data'
import { editAiEssayOrderRequirements } from '../../essays/requirements/edit-ai-essay-order-requirements'
import { generateAiEssayOrderOutline } from '../../essays/outline/generate-ai-essay-order-outline'
import { editAiEssayOrderOutline } from '../../essays/outline/edit-ai-essay-order-outline'
import { searchAiEssayOrderReferences } from '../../essays/references/search-ai-essay-order-references'
import { approveAiEssayOrderReferences } from '../../essays/references/approve-ai-essay-order-references'
import { tryToPayForAiEssayOrderFromBalance } from '../../essays/payment/try-to-pay-for-ai-essay-order-from-balance'
import { continueAiEssayOrderProcessing } from '../../essays/order/continue-ai-essay-order-processing'
import { createIntroductionForAiEssayOrder } from '../../essays/payment/create-introduction-for-ai-essay-order'
import { resetAiEssayOrderFinalText, saveEditedAiEssayOrderFinalText } from '../../essays/text/edit-final-text'
import { createAiEssayOrderReference, removeAiEssayOrderReference, updateAiEssayOrderReference } from '../../essays/references/client-references'
import type { TEssayReference } from '../../essays/order/list-order-details'
import { continueAiEssayOrderPresentationProcessing, createAiEssayOrderPresentation, getAiEssayOrderPresentationById, latestAiEssayOrderPresentation, type TEssayPresentation } from '../../essays/presentation/essay-presentations'
import { sendAiEssayToTelegram } from '../../essays/files/send-ai-essay-to-telegram'
import { similarAiEssayOrders } from '../../essays/order/similar-ai-essay-orders'
import { generateAiEssayOrderFinalText } from '../../essays/text/generate-ai-essay-order-final-text'
import type { Resolvers } from '../generated/resolvers-types'
import { ownProfileCaller } from '../request-context'

const workType = (id: number) => {
  const t = workTypeById(id) ?? WORK_TYPES[0]!
  return { ...t, isAvailable: true }
}

const referenceOut = (r: TEssayReference) => ({ id: r.id, status: r.status, referenceData: r.data, addedByClient: r.addedByClient ?? false, file: r.data.file ?? null })

const presentationOut = (p: TEssayPresentation) => ({ ...p, newStatus: p.status, aiEssayOrder: { id: p.aiEssayOrderId, topic: p.topic } })

export const essaysResolvers: Resolvers = {
  User: {
    aiEssayOrders: (user, args, { deps, caller }) => {
      const own = ownProfileCaller(caller, user)
      return own
        ? listMyAiEssayOrders({ db: deps.db, caller: own, id: args.id, status: args.status, first: args.first, page: args.page })
        : { data: [], total: 0, currentPage: 1, lastPage: 1, perPage: 0 }
    },
  },
  AiEssayOrder: {
    orderWorkType: (order) => workType(order.workTypeId),
    // Batched per request: a list of orders reads its references and its logs in one query each.
    references: async (order, _a, ctx) =>
      (await batchLoad(ctx, 'essay-references', order.id, (orderIds) => listEssayReferences({ db: ctx.deps.db, caller: ctx.caller, orderIds }), [])).map(referenceOut),
    logs: (order, _a, ctx) => batchLoad(ctx, 'essay-logs', order.id, (orderIds) => listEssayLogs({ db: ctx.deps.db, caller: ctx.caller, orderIds }), []),
    titlePageData: (order) => (order.titlePageData ? { ...order.titlePageData, aiEssayOrderId: order.id } : null),
    presentation: async (order, _a, { deps, caller }) => {
      const p = await latestAiEssayOrderPresentation({ db: deps.db, caller, aiEssayOrderId: order.id })
      return p ? presentationOut(p) : null
    },
  },
  Query: {
    getAiEssayOrderById: (_root, { id, unifiedOrderId }, { deps, caller }) => getAiEssayOrderById({ db: deps.db, caller, id, unifiedOrderId }),
    getAiEssayOrderPresentationById: async (_root, { id }, { deps, caller }) => {
      const p = await getAiEssayOrderPresentationById({ db: deps.db, caller, id })
      return p ? presentationOut(p) : null
    },
    similarAiEssayOrders: (_root, { topic }, { deps, caller }) => similarAiEssayOrders({ db: deps.db, caller, topic }),
    aiEssayOrderWorkTypes: () => WORK_TYPES.map((t) => workType(t.id)),
    lastAiEssayOrderTitlePageData: (_root, _a, { deps, caller }) => lastAiEssayOrderTitlePageData({ db: deps.db, caller }),
  },
  Mutation: {
    createAiEssayOrder: (_root, args, { deps, caller, headers }) => createAiEssayOrder({ deps, caller, ip: clientIp(headers), topic: args.topic, workTypeId: args.workTypeId }),
    createOrUpdateAiEssayOrderTitlePageData: (_root, args, { deps, caller }) =>
      createOrUpdateAiEssayOrderTitlePageData({ deps, caller, aiEssayOrderId: args.aiEssayOrderId, data: args.input }),
    editAiEssayOrderRequirements: (_root, { aiEssayOrderId, ...input }, { deps, caller, headers }) => editAiEssayOrderRequirements({ deps, caller, ip: clientIp(headers), aiEssayOrderId, input }),
    generateAiEssayOrderOutline: (_root, { aiEssayOrderId }, { deps, caller, headers }) => generateAiEssayOrderOutline({ deps, caller, ip: clientIp(headers), aiEssayOrderId }),
    editAiEssayOrderOutline: (_root, { aiEssayOrderId, outline }, { deps, caller }) => editAiEssayOrderOutline({ deps, caller, aiEssayOrderId, outline }),
    searchAiEssayOrderReferences: (_root, { aiEssayOrderId }, { deps, caller }) => searchAiEssayOrderReferences({ deps, caller, aiEssayOrderId }),
    approveAiEssayOrderReferences: (_root, { aiEssayOrderId, referenceIds }, { deps, caller }) => approveAiEssayOrderReferences({ deps, caller, aiEssayOrderId, referenceIds }),
    tryToPayForAiEssayOrderFromBalance: (_root, { aiEssayOrderId }, { deps, caller }) => tryToPayForAiEssayOrderFromBalance({ deps, caller, aiEssayOrderId }),
    continueAiEssayOrderProcessing: (_root, { aiEssayOrderId }, { deps, caller, headers }) => continueAiEssayOrderProcessing({ deps, caller, ip: clientIp(headers), aiEssayOrderId }),
    createIntroductionForAiEssayOrder: (_root, { aiEssayOrderId }, { deps, caller }) => createIntroductionForAiEssayOrder({ deps, caller, aiEssayOrderId }),
    generateAiEssayOrderFinalText: (_root, { aiEssayOrderId }, { deps, caller }) => generateAiEssayOrderFinalText({ deps, caller, aiEssayOrderId }),
    saveEditedAiEssayOrderFinalText: (_root, args, { deps, caller }) => saveEditedAiEssayOrderFinalText({ deps, caller, ...args }),
    resetAiEssayOrderFinalText: (_root, { aiEssayOrderId }, { deps, caller }) => resetAiEssayOrderFinalText({ deps, caller, aiEssayOrderId }),
    createAiEssayOrderReference: async (_root, args, { deps, caller }) => referenceOut(await createAiEssayOrderReference({ deps, caller, ...args })),
    updateAiEssayOrderReference: async (_root, args, { deps, caller }) => referenceOut(await updateAiEssayOrderReference({ deps, caller, ...args })),
    removeAiEssayOrderReference: (_root, args, { deps, caller }) => removeAiEssayOrderReference({ deps, caller, ...args }),
    createAiEssayOrderPresentation: async (_root, { aiEssayOrderId }, { deps, caller }) => presentationOut(await createAiEssayOrderPresentation({ deps, caller, aiEssayOrderId })),
    continueAiEssayOrderPresentationProcessing: async (_root, { presentationId }, { deps, caller }) =>
      presentationOut(await continueAiEssayOrderPresentationProcessing({ deps, caller, presentationId })),
    sendAiEssayToTelegram: (_root, { aiEssayOrderId }, { deps, caller }) => sendAiEssayToTelegram({ deps, caller, aiEssayOrderId }),
  },
}
