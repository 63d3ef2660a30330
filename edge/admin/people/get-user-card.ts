// A user's card in the back-office (/admin/users/{id}): profile, role, restriction, balance and subscriptions. The
// ledger, payments and orders are paged lists of their own (list-user-*.ts).
import { ROLE_TITLES, type TAdminSubscription, type TAdminUserCard } from '../../../domain/admin/people'
import { asService, type Db } from '../../db/port'
import { activeRestriction, RESTRICTION_COLUMNS, type TRestrictionRow } from '../../auth/restriction'
import { BALANCE_COLUMNS, toBalance, type TBalanceRow } from '../../money/get-balance'
import { userNotFound } from './user-id'

type TUserRow = TRestrictionRow & {
  id: string
  name: string | null
  email: string | null
  phone: string | null
  role_id: number
  created_at: string
  telegram_is_attached: boolean
  is_reseller: boolean
  version: number
}

type TSubscriptionRow = { id: string; title: string; starts_at: string; ends_at: string; is_renewable: boolean; is_active: boolean; renewal_status: string | null }

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString())

export async function getUserCard({ db, userId }: { db: Db; userId: string }): Promise<TAdminUserCard> {
  return asService(db, async (tx) => {
    const [u] = await tx.query<TUserRow>(
      `select id::text as id, name, email, phone, role_id, created_at::text as created_at, telegram_is_attached, is_reseller, version, ${RESTRICTION_COLUMNS}
         from public.users where id = $1::uuid`,
      [userId],
    )
    if (!u) throw userNotFound()
    const [balance] = await tx.query<TBalanceRow>(`select ${BALANCE_COLUMNS} from private.balances where user_id = $1::uuid`, [userId])
    const subscriptions = await tx.query<TSubscriptionRow>(
      `select s.id::text as id, t.title, s.starts_at::text as starts_at, s.ends_at::text as ends_at, s.is_renewable,
              (s.starts_at <= now() and s.ends_at > now()) as is_active, s.renewal_status
         from private.subscriptions s join public.subscription_types t on t.id = s.subscription_type_id
        where s.user_id = $1::uuid order by s.ends_at desc limit 50`,
      [userId],
    )
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      roleId: Number(u.role_id),
      roleTitle: ROLE_TITLES[Number(u.role_id)] ?? `Роль ${u.role_id}`,
      createdAt: iso(u.created_at)!,
      telegramAttached: u.telegram_is_attached,
      isReseller: u.is_reseller === true,
      version: Number(u.version),
      restriction: activeRestriction(u),
      restrictionStored: { canLogin: u.can_login, canCreateOrders: u.can_create_orders, canCreatePayIns: u.can_create_pay_ins, removeAt: iso(u.restriction_remove_at) },
      balance: toBalance(balance),
      subscriptions: subscriptions.map(
        (s): TAdminSubscription => ({
          id: s.id,
          title: s.title,
          startsAt: iso(s.starts_at)!,
          endsAt: iso(s.ends_at)!,
          isRenewable: s.is_renewable,
          isActive: s.is_active,
          renewalStatus: s.renewal_status,
        }),
      ),
    }
  })
}
