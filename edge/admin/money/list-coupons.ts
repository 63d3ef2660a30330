// The coupons for the back-office, paged and sorted on the server, with their usage counts. Read as the server: the
// coupon tables answer no API role (tests/http/money-rls.test.ts), and the door has verified an administrator.
import type { TAdminCoupon } from '../../../domain/admin/coupons'
import { parseListQuery, type TListPage } from '../../../domain/admin/list-query'
import { asService, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { listPage } from '../list'
import { COUPON_FROM, COUPON_SELECT, couponOf } from './coupon-row'

const SORTS = ['id', 'ruleKey', 'promoCode', 'usageCount'] as const

export async function listCoupons({ db, query }: { db: Db; query: Record<string, string | undefined> }): Promise<TListPage<TAdminCoupon>> {
  const parsed = parseListQuery(query, { sorts: SORTS, defaultSort: 'id' })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const where: string[] = []
  const params: unknown[] = []
  if (parsed.value.q) {
    params.push(parsed.value.q)
    where.push(`(c.rule_key ilike '%' || $1 || '%' or p.code ilike '%' || $1 || '%' or p.url_key ilike '%' || $1 || '%')`)
  }
  if (query.active === 'yes' || query.active === 'no') where.push(query.active === 'yes' ? 'p.is_active' : 'not p.is_active')
  return asService(db, (tx) =>
    listPage<Record<string, unknown>, TAdminCoupon, (typeof SORTS)[number]>(tx, {
      select: COUPON_SELECT,
      from: `${COUPON_FROM} ${where.length ? `where ${where.join(' and ')}` : ''}`,
      params,
      sortColumns: { id: 'c.id', ruleKey: 'c.rule_key', promoCode: 'lower(p.code)', usageCount: 'usage_count' },
      tieBreaker: 'c.id',
      query: parsed.value,
      map: couponOf,
    }),
  )
}
