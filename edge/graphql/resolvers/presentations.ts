// AI presentation order resolvers (presentations.graphql): thin adapters over edge/presentations/order (contract: the
// order part of issue 14 fills them in).
import type { Resolvers } from '../generated/resolvers-types'

export const presentationsResolvers: Resolvers = {}
