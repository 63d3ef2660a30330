// Payments resolvers (payments.graphql): thin adapters over edge/payments and edge/subscriptions.
import { AppError } from '../../http/errors'
import { getPayment } from '../../payments/get-payment'
import { purchaseSubscription } from '../../payments/purchase-subscription'
import { purchaseTokens } from '../../payments/purchase-tokens'
import { resolveOneTimeTokens } from '../../money/one-time-tokens'
import type { TPaymentKind } from '../../payments/start-payment'
import { listSubscriptionTypes } from '../../money/list-subscription-types'
import { getSubscriptions, type TSubscription } from '../../subscriptions/get-subscriptions'
import { cancelCurrentSubscription } from '../../subscriptions/cancel-current-subscription'
import { reactivateCurrentSubscription } from '../../subscriptions/reactivate-current-subscription'
import { freezeCurrentSubscriptionForSummer } from '../../subscriptions/freeze-current-subscription-for-summer'
import { isFrozenCurrentSubscription } from '../../subscriptions/is-frozen-current-subscription'
import { getReferrerStats } from '../../referrals/get-referrer-stats'
import type { GraphQLContext } from '../request-context'
import type { Resolvers } from '../generated/resolvers-types'

// The tariff with the page's arithmetic, as subscriptionTypes shows it.
async function withType(s: TSubscription | null, { deps, caller }: GraphQLContext) {
  if (!s) return null
  const types = await listSubscriptionTypes({ db: deps.db, caller, tariffGroup: s.tariffGroup })
  const type = types.find((t) => t.id === s.subscriptionTypeId)
  if (!type) throw new AppError('INTERNAL', 'Тариф подписки не найден')
  return { ...s, type }
}

const ownSubscriptions = (userId: string, ctx: GraphQLContext) =>
  ctx.caller.role === 'authenticated' && ctx.caller.userId === userId ? getSubscriptions({ db: ctx.deps.db, caller: ctx.caller }) : Promise.resolve({ latest: null, current: null })

type TOrderIds = { orderId?: string | null; libraryWorkId?: string | null; aiOrderId?: string | null; essayOrderId?: string | null; referatOrderId?: string | null; advancedAiOrderId?: string | null }

function orderOf(a: TOrderIds): { kind: TPaymentKind; ref: string } | null {
  if (a.libraryWorkId) return { kind: 'library_order', ref: `library:${a.libraryWorkId}` }
  if (a.referatOrderId) return { kind: 'ai_referat_order', ref: `referat:${a.referatOrderId}` }
  if (a.orderId) return { kind: 'text_copilot_order', ref: `order:${a.orderId}` }
  const ai = a.aiOrderId ?? a.essayOrderId ?? a.advancedAiOrderId
  return ai ? { kind: 'ai_order', ref: `ai:${ai}` } : null
}

export const paymentsResolvers: Resolvers = {
  User: {
    latestSubscription: async (user, _a, ctx) => withType((await ownSubscriptions(user.id, ctx)).latest, ctx),
    userCurrentSubscription: async (user, _a, ctx) => withType((await ownSubscriptions(user.id, ctx)).current, ctx),
    referrerStats: (user, _a, { deps, caller }) => {
      if (caller.role !== 'authenticated' || caller.userId !== user.id) throw new AppError('FORBIDDEN', 'Нет доступа')
      return getReferrerStats({ db: deps.db, userId: user.id })
    },
  },
  Query: {
    payment: (_root, { id }, { deps, caller }) => getPayment({ db: deps.db, caller, id }),
    isFrozenCurrentSubscription: (_root, _a, { deps, caller }) => isFrozenCurrentSubscription({ db: deps.db, caller }),
  },
  Mutation: {
    cancelCurrentSubscription: (_root, _a, { deps, caller }) => cancelCurrentSubscription({ db: deps.db, caller }),
    reactivateCurrentSubscription: (_root, _a, { deps, caller }) => reactivateCurrentSubscription({ db: deps.db, caller }),
    freezeCurrentSubscriptionForSummer: (_root, _a, { deps, caller }) => freezeCurrentSubscriptionForSummer({ db: deps.db, caller }),
    purchase: (_root, { input }, { deps, caller, headers }) => purchaseSubscription({ deps, caller, headers, ...input }),
    purchaseEcosystem: (_root, args, { deps, caller, headers }) => purchaseTokens({ deps, caller, headers, ...args }),
    purchaseEcosystemOneTime: async (_root, args, { deps, caller, headers }) => {
      const amountTokens = await resolveOneTimeTokens({ deps, amountTokens: args.amountTokens, amountOpenings: args.amountOpenings })
      return purchaseTokens({ deps, caller, headers, ...args, amountTokens, order: orderOf(args) })
    },
  },
}
