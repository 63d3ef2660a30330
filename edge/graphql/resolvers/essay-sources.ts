// Sources a student can trust and add (essay-sources.graphql): thin adapters over edge/essays/references.
import { addAiEssayOrderReferenceByIdentifier, resolveAiEssayOrderReference } from '../../essays/references/identifier-references'
import { referenceSearchSummary } from '../../essays/references/reference-search-summary'
import { canResolveIdentifiers } from '../../sources/resolve-identifier'
import { clientIp } from '../../auth/client-ip'
import type { Resolvers } from '../generated/resolvers-types'

export const essaySourcesResolvers: Resolvers = {
  AiEssayOrder: {
    referenceSearch: (order, _a, { deps }) => referenceSearchSummary({ db: deps.db, orderId: order.id }),
    canAddReferenceByIdentifier: (_order, _a, { deps }) => canResolveIdentifiers(deps.settings),
  },
  Mutation: {
    resolveAiEssayOrderReference: (_root, { aiEssayOrderId, identifier }, { deps, caller, headers }) =>
      resolveAiEssayOrderReference({ deps, caller, ip: clientIp(headers), aiEssayOrderId, identifier }),
    addAiEssayOrderReferenceByIdentifier: async (_root, { aiEssayOrderId, identifier }, { deps, caller, headers }) => {
      const r = await addAiEssayOrderReferenceByIdentifier({ deps, caller, ip: clientIp(headers), aiEssayOrderId, identifier })
      return { id: r.id, status: r.status, referenceData: r.data, addedByClient: true, file: null }
    },
  },
}
