// Visual-item resolvers (essay-visual-items.graphql): thin adapters over edge/essays/visual-items.
import type { TVisualItem } from '../../../domain/essay/visual-items'
import { createAiEssayOrderVisualItem } from '../../essays/visual-items/create-ai-essay-order-visual-item'
import { listEssayVisualItems } from '../../essays/visual-items/list-visual-items'
import { batchLoad } from '../batch'
import type { Resolvers } from '../generated/resolvers-types'

const itemOut = (item: TVisualItem) => ({
  id: item.id,
  type: item.type,
  content: JSON.stringify(item.content),
  isDemo: item.isDemo === true,
  sourceText: item.source?.text ?? '',
  userInstructions: item.source?.userInstructions ?? null,
})

export const essayVisualItemsResolvers: Resolvers = {
  AiEssayOrder: {
    // Batched per request like the order's references: a list of orders reads its items in one query.
    visualItems: async (order, _a, ctx) =>
      (await batchLoad(ctx, 'essay-visual-items', order.id, (orderIds) => listEssayVisualItems({ db: ctx.deps.db, caller: ctx.caller, orderIds }), [])).map(itemOut),
  },
  Mutation: {
    createAiEssayOrderVisualItem: async (_root, args, { deps, caller }) => itemOut(await createAiEssayOrderVisualItem({ deps, caller, ...args })),
  },
}
