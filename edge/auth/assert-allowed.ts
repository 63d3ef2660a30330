// Enforces a user's restriction (platform.md §3 User.restriction) where it applies: creating orders and paying.
// A lifted or expired restriction (removeAt passed) no longer stops anything.
import { asCaller, type Db, type Queryable } from '../db/port'
import { AppError } from '../http/errors'
import { SERVICE } from './service-caller'
import { activeRestriction, RESTRICTION_COLUMNS, type TRestrictionRow } from './restriction'

const ORDERS_RESTRICTED = 'Создание новых заказов для твоего аккаунта ограничено'
const PAY_INS_RESTRICTED = 'Оплата для твоего аккаунта ограничена'

/** Inside a service transaction (e.g. one that is about to take tokens). */
export async function checkAllowed(q: Queryable, userId: string, action: 'orders' | 'pay-ins'): Promise<void> {
  const [row] = await q.query<TRestrictionRow>(`select ${RESTRICTION_COLUMNS} from public.users where id = $1`, [userId])
  const restriction = row ? activeRestriction(row) : null
  if (!restriction) return
  if (action === 'orders' && !restriction.canCreateOrders) throw new AppError('RESTRICTED', restriction.description ?? ORDERS_RESTRICTED, { category: 'restriction', restriction })
  if (action === 'pay-ins' && !restriction.canCreatePayIns) throw new AppError('RESTRICTED', restriction.description ?? PAY_INS_RESTRICTED, { category: 'restriction', restriction })
}

export const assertAllowed = (db: Db, userId: string, action: 'orders' | 'pay-ins') => asCaller(db, SERVICE, (tx) => checkAllowed(tx, userId, action))
