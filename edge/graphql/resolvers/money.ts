// Money resolvers (money.graphql): thin adapters over edge/money business functions.
import { getBalance } from '../../money/get-balance'
import { listTokenPackages } from '../../money/list-token-packages'
import { listSubscriptionTypes } from '../../money/list-subscription-types'
import { tariffGroupForCaller } from '../../experiments/tariff-group-for-caller'
import { getCouponDetailsByPromoCode } from '../../money/get-coupon-details-by-promo-code'
import { getCouponDetailsByPromoCodeUrlKey } from '../../money/get-coupon-details-by-promo-code-url-key'
import { getInfluencerByAppEntryTitle } from '../../money/get-influencer-by-app-entry-title'
import { getIsReseller } from '../../money/get-is-reseller'
import { AppError } from '../../http/errors'
import type { Resolvers } from '../generated/resolvers-types'
import { ownProfileCaller } from '../request-context'

export const moneyResolvers: Resolvers = {
  User: {
    balance: async (user, _args, { deps, caller }) => {
      const own = ownProfileCaller(caller, user)
      const balance = own ? await getBalance({ db: deps.db, caller: own }) : null
      if (!balance) throw new AppError('FORBIDDEN', 'Нет доступа')
      return balance
    },
    isReseller: async (user, _args, { deps, caller }) => {
      const own = ownProfileCaller(caller, user)
      if (!own) throw new AppError('FORBIDDEN', 'Нет доступа')
      return getIsReseller({ db: deps.db, caller: own })
    },
  },
  Query: {
    subscriptionTypes: async (_root, args, { deps, caller }) => {
      const experimentGroup = await tariffGroupForCaller({ deps, caller, tariffGroup: args.tariffGroup, experimentGroup: args.experimentGroup })
      return listSubscriptionTypes({ db: deps.db, caller, ...args, experimentGroup })
    },
    getAvailableTokensPackages: (_root, _args, { deps, caller }) => listTokenPackages({ db: deps.db, caller }),
    getCouponDetailsByPromoCode: (_root, { promoCode }, { deps, caller }) => getCouponDetailsByPromoCode({ db: deps.db, caller, promoCode }),
    getCouponDetailsByPromoCodeUrlKey: (_root, { promoCodeUrlKey }, { deps, caller }) =>
      getCouponDetailsByPromoCodeUrlKey({ db: deps.db, caller, promoCodeUrlKey }),
    getInfluencerByAppEntryTitle: (_root, { title }, { deps }) => getInfluencerByAppEntryTitle({ db: deps.db, log: deps.log, title }),
  },
}
