// The AI writer resolver (ai-writer.graphql): whether the built-in demo writer writes, as payFromBalance reads it.
import type { Resolvers } from '../generated/resolvers-types'

export const aiWriterResolvers: Resolvers = {
  Query: {
    aiWriter: (_root, _args, { deps }) => ({ isDemo: deps.ports.ai.info.isDemo }),
  },
}
