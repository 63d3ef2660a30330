// Resolvers of the originality check (edge/graphql/schema/originality.graphql).
import { readOriginalityCheck, requestOriginalityCheck } from '../../originality/request-originality-check'
import type { TOriginalityKind } from '../../originality/originality-kinds'
import type { OriginalityTextKind, Resolvers } from '../generated/resolvers-types'

const KIND: Record<OriginalityTextKind, TOriginalityKind> = { TEXT_WORK: 'text_work', REFERAT_ORDER: 'referat_order' }

export const originalityResolvers: Resolvers = {
  Query: {
    originalityCheck: (_root, { kind, id }, { deps, caller }) => readOriginalityCheck({ db: deps.db, caller, kind: KIND[kind], sourceId: id }),
  },
  Mutation: {
    checkOriginality: (_root, { kind, id }, { deps, caller }) => requestOriginalityCheck({ db: deps.db, caller, kind: KIND[kind], sourceId: id }),
  },
}
