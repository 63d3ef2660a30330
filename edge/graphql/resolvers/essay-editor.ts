// AI editor resolvers (essay-editor.graphql): thin adapters over edge/essays/editor.
import { aiAssistantEdit } from '../../essays/editor/ai-assistant-edit'
import type { Resolvers } from '../generated/resolvers-types'

export const essayEditorResolvers: Resolvers = {
  Mutation: {
    aiAssistantTextRewrite: (_root, { text }, { deps, caller }) => aiAssistantEdit({ deps, caller, type: 'rewrite', text }),
    aiAssistantTextExtender: (_root, { text }, { deps, caller }) => aiAssistantEdit({ deps, caller, type: 'extender', text }),
    aiAssistantTextShortener: (_root, { text }, { deps, caller }) => aiAssistantEdit({ deps, caller, type: 'shortener', text }),
    aiAssistantTextCustomEdit: (_root, { task, text }, { deps, caller }) => aiAssistantEdit({ deps, caller, type: 'custom', text, task }),
  },
}
