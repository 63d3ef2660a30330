// How the back-office reads a coupon: its terms joined with its promo code (the first one: every coupon the panel or
// the seeds made has exactly one) and the number of clients who redeemed any of its codes.
import type { TAdminCoupon } from '../../../domain/admin/coupons'
import type { Queryable } from '../../db/port'

export const COUPON_FROM = `from private.coupons c
  join lateral (select * from private.promo_codes p where p.coupon_id = c.id order by p.id limit 1) p on true`

export const COUPON_SELECT = `c.id, c.version, c.rule_key, c.amount::text as amount, c.amount_type, c.apply_on_type, c.applicable_products,
  c.applicable_product_prices, c.audience, c.duration_type, c.interval_count, c.interval_unit, c.user_description, c.banner_title,
  c.banner_subtitle, c.popup_title, c.popup_subtitle, p.id as promo_code_id, p.code, p.url_key, p.is_active, p.starts_at, p.ends_at,
  (select count(*) from private.promo_code_redemptions r join private.promo_codes pc on pc.id = r.promo_code_id where pc.coupon_id = c.id and r.status = 'redeemed') as usage_count`

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString())

export function couponOf(r: Record<string, unknown>): TAdminCoupon {
  return {
    id: Number(r.id),
    version: Number(r.version),
    ruleKey: String(r.rule_key),
    amount: Number(r.amount),
    amountType: r.amount_type as TAdminCoupon['amountType'],
    applyOnType: r.apply_on_type as TAdminCoupon['applyOnType'],
    applicableProducts: (r.applicable_products as TAdminCoupon['applicableProducts']) ?? [],
    applicableProductPrices: ((r.applicable_product_prices as number[]) ?? []).map(Number),
    audience: r.audience as TAdminCoupon['audience'],
    durationType: r.duration_type as TAdminCoupon['durationType'],
    intervalCount: r.interval_count == null ? null : Number(r.interval_count),
    intervalUnit: (r.interval_unit as TAdminCoupon['intervalUnit']) ?? null,
    userDescription: (r.user_description as string | null) ?? null,
    bannerTitle: (r.banner_title as string | null) ?? null,
    bannerSubtitle: (r.banner_subtitle as string | null) ?? null,
    popupTitle: (r.popup_title as string | null) ?? null,
    popupSubtitle: (r.popup_subtitle as string | null) ?? null,
    promoCodeId: Number(r.promo_code_id),
    promoCode: String(r.code),
    promoCodeUrlKey: String(r.url_key),
    isActive: Boolean(r.is_active),
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    usageCount: Number(r.usage_count),
  }
}

export async function readCoupon(q: Queryable, id: number): Promise<TAdminCoupon | null> {
  const [row] = await q.query<Record<string, unknown>>(`select ${COUPON_SELECT} ${COUPON_FROM} where c.id = $1`, [id])
  return row ? couponOf(row) : null
}
