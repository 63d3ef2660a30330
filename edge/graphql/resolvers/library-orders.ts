// Library order resolvers (library-orders.graphql): thin adapters over edge/library/orders.
import { LIBRARY_ORDER_STATUSES } from '../../../domain/library/order-statuses'
import { libraryOrderProcessing } from '../../../domain/library/order-deadline'
import { createLibraryWorkOrderByReadyWorkId } from '../../library/orders/create-library-work-order'
import { getLibraryWorkOrder, listMyLibraryWorkOrders } from '../../library/orders/get-library-work-order'
import { libraryOrderWorks, type TLibraryOrderWork } from '../../library/orders/library-order-work'
import { libraryOrderRating } from '../../library/orders/library-order-rating'
import { sendLibraryWorkOrderAnswerToTelegram } from '../../library/orders/send-library-work-order-answer-to-telegram'
import { autoPayForLibraryWorkOrder, tryToPayForLibraryWorkOrderFromBalance } from '../../library/orders/try-to-pay-for-library-work-order-from-balance'
import type { TLibraryOrder } from '../../library/orders/library-order-row'
import { AppError } from '../../http/errors'
import { batchLoad } from '../batch'
import { ownProfileCaller, type GraphQLContext } from '../request-context'
import type { Resolvers } from '../generated/resolvers-types'

// One query per request for the works of every order asked: the key says whether the order is paid (the answer with it).
const workKey = (o: TLibraryOrder) => `${o.libraryWorkId}|${o.isPaid ? 1 : 0}`

async function workOf(order: TLibraryOrder, ctx: GraphQLContext): Promise<TLibraryOrderWork> {
  const work = await batchLoad<TLibraryOrderWork | null>(
    ctx,
    'library-order-works',
    workKey(order),
    async (keys) => {
      const asked = keys.map((k) => {
        const [libraryWorkId, paid] = k.split('|')
        return { ...order, libraryWorkId: libraryWorkId!, isPaid: paid === '1' }
      })
      const paid = await libraryOrderWorks(ctx.deps.db, asked.filter((a) => a.isPaid))
      const unpaid = await libraryOrderWorks(ctx.deps.db, asked.filter((a) => !a.isPaid))
      return new Map(asked.map((a) => [workKey(a), (a.isPaid ? paid : unpaid).get(a.libraryWorkId) ?? null]))
    },
    null,
  )
  if (!work) throw new AppError('NOT_FOUND', 'Работа не найдена')
  return work
}

const workOut = (w: TLibraryOrderWork) => ({ ...w, redirectUrl: w.href })

export const libraryOrdersResolvers: Resolvers = {
  User: {
    libraryWorkOrders: (user, args, { deps, caller }) =>
      listMyLibraryWorkOrders({ db: deps.db, caller: ownProfileCaller(caller, user) ?? { role: 'anon' }, first: args.first, page: args.page }),
  },
  LibraryWorkOrder: {
    status: (order) => LIBRARY_ORDER_STATUSES.code(order.status),
    statusId: (order) => order.status,
    libraryWork: async (order, _a, ctx) => workOut(await workOf(order, ctx)),
    subject: async (order, _a, ctx) => (await workOf(order, ctx)).subject,
    rate: (order, _a, { deps, caller }) => libraryOrderRating({ db: deps.db, caller, unifiedOrderId: order.unifiedOrderId }),
    pdfUrl: (order) => (order.isPaid ? `/api/library-work/answer/${order.id}/pdf/` : null),
    processingStartedAt: (order) => libraryOrderProcessing(order).processingStartedAt,
    processingDeadlineAt: (order) => libraryOrderProcessing(order).processingDeadlineAt,
  },
  Query: {
    getLibraryWorkOrderById: (_root, { id, unifiedOrderId }, { deps, caller }) => getLibraryWorkOrder({ db: deps.db, caller, id, unifiedOrderId }),
  },
  Mutation: {
    createLibraryWorkOrderByReadyWorkId: (_root, { libraryWorkId }, { deps, caller }) => createLibraryWorkOrderByReadyWorkId({ deps, caller, libraryWorkId }),
    tryToPayForLibraryWorkOrderFromBalance: (_root, { libraryWorkOrderId }, { deps, caller }) => tryToPayForLibraryWorkOrderFromBalance({ deps, caller, libraryWorkOrderId }),
    autoPayForLibraryWorkOrder: (_root, { libraryWorkOrderId }, { deps, caller }) => autoPayForLibraryWorkOrder({ deps, caller, libraryWorkOrderId }),
    sendLibraryWorkOrderAnswerToTelegram: (_root, { orderId }, { deps, caller }) => sendLibraryWorkOrderAnswerToTelegram({ deps, caller, orderId }),
  },
}
