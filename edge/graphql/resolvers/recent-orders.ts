// Quick-menu resolvers (orders.graphql): `me { recentOrders }` over the listRecentOrders business function.
import { listRecentOrders } from '../../orders/list-recent-orders'
import type { Resolvers } from '../generated/resolvers-types'
import { ownProfileCaller } from '../request-context'

export const recentOrdersResolvers: Resolvers = {
  User: {
    recentOrders: (user, _args, { deps, caller }) => {
      const own = ownProfileCaller(caller, user)
      return own ? listRecentOrders({ db: deps.db, caller: own }) : []
    },
  },
}
