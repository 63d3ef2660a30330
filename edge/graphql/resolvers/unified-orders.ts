// Unified-order resolvers (unified-orders.graphql): thin adapters over the edge/orders business functions.
import { listUnifiedOrders } from '../../orders/list-unified-orders'
import { getUnifiedOrderById, listUnifiedOrdersDetail } from '../../orders/get-unified-order'
import { tryToBindClientToUnifiedOrder } from '../../orders/try-to-bind-client-to-unified-order'
import { rateUnifiedOrder } from '../../orders/rate-unified-order'
import { listFinanceAccounts } from '../../orders/list-finance-accounts'
import { getUserOrderFlags, type TUserOrderFlags } from '../../orders/user-order-flags'
import { asCaller, type Caller } from '../../db/port'
import { batchLoad } from '../batch'
import type { GraphQLContext } from '../request-context'
import type { Resolvers } from '../generated/resolvers-types'

const isSelf = (caller: Caller, userId: string) => caller.role === 'authenticated' && caller.userId === userId

// The five flags are fields of one User object: the first one asked reads them all, the rest share that answer.
const flagsByUser = new WeakMap<object, Promise<TUserOrderFlags>>()
function flag(name: keyof TUserOrderFlags) {
  return async (user: { id: string }, _args: unknown, { deps, caller }: GraphQLContext): Promise<boolean> => {
    if (!isSelf(caller, user.id)) return false
    let flags = flagsByUser.get(user)
    if (!flags) {
      flags = getUserOrderFlags({ db: deps.db, caller })
      flagsByUser.set(user, flags)
    }
    return (await flags)[name]
  }
}

// The client's own name: a client reads only their own user row (RLS), so anyone else's stays null without a query;
// a page of orders reads it once.
const clientName = (client: { id: string }, _args: unknown, ctx: GraphQLContext): Promise<string | null> | null => {
  const { deps, caller } = ctx
  if (!isSelf(caller, client.id)) return null
  return batchLoad<string | null>(
    ctx,
    'order-client-name',
    client.id,
    async () => {
      const [row] = await asCaller(deps.db, caller, (tx) => tx.query<{ name: string | null }>(`select name from public.users where id = $1::uuid`, [client.id]))
      return new Map([[client.id, row?.name ?? null]])
    },
    null,
  )
}

export const unifiedOrdersResolvers: Resolvers = {
  UnifiedOrderClient: {
    name: clientName,
  },
  User: {
    // Only the caller's own profile lists orders, should a User ever be shown to someone else.
    unifiedOrders: (user, args, { deps, caller }) =>
      listUnifiedOrders({ db: deps.db, caller: isSelf(caller, user.id) ? caller : { role: 'anon' }, ...args }),
    hasSuccessPayIns: flag('hasSuccessPayIns'),
    hasUnpaidOrder: flag('hasUnpaidOrder'),
    hasTextCopilotOrders: flag('hasTextCopilotOrders'),
    hasTaskSolverOrders: flag('hasTaskSolverOrders'),
    hasPresentationFreeAttempt: flag('hasPresentationFreeAttempt'),
  },
  Query: {
    unifiedOrdersDetail: (_root, { ids }, { deps, caller }) => listUnifiedOrdersDetail({ db: deps.db, caller, ids }),
    getUnifiedOrderById: (_root, { id }, { deps, caller }) => getUnifiedOrderById({ db: deps.db, caller, id }),
    financeAccounts: (_root, _args, { deps, caller }) => listFinanceAccounts({ db: deps.db, caller }),
  },
  Mutation: {
    tryToBindClientToUnifiedOrder: (_root, { unifiedOrderId }, { deps, caller }) => tryToBindClientToUnifiedOrder({ db: deps.db, caller, unifiedOrderId }),
    rateUnifiedOrder: (_root, args, { deps, caller }) =>
      rateUnifiedOrder({ db: deps.db, caller, unifiedOrderId: args.unifiedOrderId, stage: args.stage, rate: args.rate, comment: args.comment }),
  },
}
