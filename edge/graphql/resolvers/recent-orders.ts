// Quick-menu resolvers (orders.graphql): `me { recentOrders }` over the listRecentOrders business function.
import { listRecentOrders } from '../../orders/list-recent-orders'
import type { Resolvers } from '../generated/resolvers-types'

export const recentOrdersResolvers: Resolvers = {
  User: {
    // Only the caller's own profile carries orders, should a User ever be shown to someone else.
    recentOrders: (user, _args, { deps, caller }) =>
      caller.role === 'authenticated' && caller.userId === user.id ? listRecentOrders({ db: deps.db, caller }) : [],
  },
}
