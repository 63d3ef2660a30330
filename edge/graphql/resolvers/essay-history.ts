// Resolvers of the text work's edit history (edge/graphql/schema/essay-history.graphql).
import { aiEssayOrderSectionHistory, aiEssayOrderWorkHistory } from '../../essays/history/read-text-history'
import { restoreAiEssayOrderSectionVersion, undoAiEssayOrderFinalTextReset } from '../../essays/history/restore-text-version'
import type { Resolvers } from '../generated/resolvers-types'

export const essayHistoryResolvers: Resolvers = {
  Query: {
    aiEssayOrderSectionHistory: (_root, args, { deps, caller }) => aiEssayOrderSectionHistory({ deps, caller, ...args }),
    aiEssayOrderWorkHistory: (_root, args, { deps, caller }) => aiEssayOrderWorkHistory({ deps, caller, ...args }),
  },
  Mutation: {
    restoreAiEssayOrderSectionVersion: (_root, args, { deps, caller }) => restoreAiEssayOrderSectionVersion({ deps, caller, ...args }),
    undoAiEssayOrderFinalTextReset: (_root, { aiEssayOrderId }, { deps, caller }) => undoAiEssayOrderFinalTextReset({ deps, caller, aiEssayOrderId }),
  },
}
