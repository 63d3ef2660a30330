// Mass alert resolvers (alerts.graphql): thin adapters over edge/alerts business functions.
import { getLastActiveMassAlert } from '../../alerts/get-last-active-mass-alert'
import type { Resolvers } from '../generated/resolvers-types'

export const alertsResolvers: Resolvers = {
  Query: {
    getLastActiveMassAlert: (_root, _args, { deps, caller }) => getLastActiveMassAlert({ db: deps.db, caller }),
  },
}
