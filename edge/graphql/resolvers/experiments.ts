// Experiments resolvers (experiments.graphql): thin adapters over edge/experiments.
import { recordAnonExperiment } from '../../experiments/record-anon-experiment'
import { recordUserExperiment } from '../../experiments/record-user-experiment'
import type { Resolvers } from '../generated/resolvers-types'

export const experimentsResolvers: Resolvers = {
  Mutation: {
    recordAnonExperiment: (_root, args, { deps, caller }) => recordAnonExperiment({ deps, caller, ...args }),
    recordUserExperiment: (_root, args, { deps, caller }) => recordUserExperiment({ deps, caller, ...args }),
  },
}
