// Subscription lifecycle resolvers (subscription-lifecycle.graphql): deferred bonuses and saved payment methods.
import { getDeferredBonuses } from '../../subscriptions/get-deferred-bonuses'
import { getPaymentMethods } from '../../payments/get-payment-methods'
import type { Resolvers } from '../generated/resolvers-types'
import { ownProfileCaller } from '../request-context'

export const subscriptionLifecycleResolvers: Resolvers = {
  UserSubscription: {
    // The parent is a TSubscription (edge/subscriptions/get-subscriptions.ts), which carries the row id.
    deferredBonuses: (parent, _a, { deps, caller }) => {
      const id = (parent as unknown as { id?: string }).id
      return id ? getDeferredBonuses({ db: deps.db, caller, subscriptionId: id }) : []
    },
  },
  User: {
    paymentMethods: (user, _a, { deps, caller }) => {
      const own = ownProfileCaller(caller, user)
      return own ? getPaymentMethods({ db: deps.db, caller: own }) : []
    },
  },
}
