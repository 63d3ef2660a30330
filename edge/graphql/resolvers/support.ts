// Feedback resolver (support.graphql): a thin adapter over edge/support/send-feedback.
import { sendFeedback } from '../../support/send-feedback'
import { clientIp } from '../../auth/client-ip'
import type { Resolvers } from '../generated/resolvers-types'

export const supportResolvers: Resolvers = {
  Mutation: {
    sendFeedback: async (_root, { text, rating, pageUrl, source }, { deps, caller, headers }) => {
      const input = { text, rating, pageUrl, source: source === 'SURVIO' ? 'survio' : source === 'FORM' ? 'form' : null }
      await sendFeedback({ deps, caller, ip: clientIp(headers), input })
      return true
    },
  },
}
