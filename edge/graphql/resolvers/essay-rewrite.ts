// Resolvers of essay-rewrite.graphql: thin adapters over edge/essays/rewrite.
import { asCaller } from '../../db/port'
import { ESSAY_STATUS } from '../../../domain/essay/statuses'
import { changeAiEssayOrderOutline } from '../../essays/rewrite/change-ai-essay-order-outline'
import { changeAiEssayOrderReferences } from '../../essays/rewrite/change-ai-essay-order-references'
import { rewriteAiEssayOrderSections } from '../../essays/rewrite/rewrite-ai-essay-order-sections'
import { loadRewritePlan } from '../../essays/rewrite/rewrite-plan'
import type { Resolvers } from '../generated/resolvers-types'

export const essayRewriteResolvers: Resolvers = {
  AiEssayOrder: {
    rewritePlan: async (order, _a, { deps, caller }) => {
      if (order.status !== ESSAY_STATUS.completed || !order.finalText) return null
      const plan = await asCaller(deps.db, caller, (tx) => loadRewritePlan(tx, order))
      return {
        sections: plan.sections.filter((s) => !s.heading).map((s) => ({ key: s.key, title: s.title, level: s.level, reason: s.reason })),
        addedSources: plan.addedSources,
        removedSources: plan.removedSources,
      }
    },
  },
  Mutation: {
    changeAiEssayOrderOutline: (_root, { aiEssayOrderId, outline }, { deps, caller }) => changeAiEssayOrderOutline({ deps, caller, aiEssayOrderId, outline }),
    changeAiEssayOrderReferences: (_root, { aiEssayOrderId, referenceIds }, { deps, caller }) => changeAiEssayOrderReferences({ deps, caller, aiEssayOrderId, referenceIds }),
    rewriteAiEssayOrderSections: (_root, { aiEssayOrderId, sectionKeys }, { deps, caller }) => rewriteAiEssayOrderSections({ deps, caller, aiEssayOrderId, sectionKeys }),
  },
}
