// Shared by the two coupon look-ups: find a live promo code and describe its coupon for one caller (spec §3 Coupon details).
import { PROMO_CODE_ALREADY_USED, PROMO_CODE_NOT_FOUND, type TApplyOnType } from '../../domain/money/coupons'
import { influencerDiscountShown } from '../../domain/money/influencer-discount'
import type { Caller, Queryable } from '../db/port'
import { AppError } from '../http/errors'

export type TCouponDetails = {
  isApplicable: boolean
  applicableProducts: string[]
  applicableProductPrices: number[]
  applyOnType: TApplyOnType
  amount: number
  amountType: 'fixed' | 'percent'
  durationType: string
  intervalCount: number | null
  intervalUnit: string | null
  userDescription: string | null
  bannerTitle: string | null
  bannerSubtitle: string | null
  popupTitle: string | null
  popupSubtitle: string | null
  promoCodeUrlKey: string
  promoCode: string
  /** The offer's key: the spec's spring_sale, sub25, sub50 or old25, or another offer's own (tokens20). */
  ruleKey: string
}

type TRow = {
  promo_code_id: number
  code: string
  url_key: string
  rule_key: string
  amount: string
  amount_type: 'fixed' | 'percent'
  apply_on_type: TApplyOnType
  applicable_products: string[]
  applicable_product_prices: number[]
  audience: 'new' | 'existing' | 'all'
  duration_type: string
  interval_count: number | null
  interval_unit: string | null
  user_description: string | null
  banner_title: string | null
  banner_subtitle: string | null
  popup_title: string | null
  popup_subtitle: string | null
  redeemed: boolean
  has_paid_subscription: boolean
  is_active: boolean
  starts_at: Date | string | null
  ends_at: Date | string | null
  db_now: Date | string
  is_influencer_code: boolean
  has_running_subscription: boolean
}

const asDate = (v: Date | string | null): Date | null => (v == null ? null : v instanceof Date ? v : new Date(v))

/**
 * A promo code that is active now, by its typed code (any letter case) or its address key. Unknown, switched off
 * or outside its window: «Упс! Такого промокода не существует»; already used by this client: «Упс! Ты уже активировал промокод».
 * isApplicable is the audience rule and the influencer condition (domain/money/influencer-discount.ts) together.
 * Runs as the service role (`q` is a service transaction): the coupon tables answer no API role.
 */
export async function findCouponDetails(q: Queryable, { caller, by, value }: { caller: Caller; by: 'code' | 'url_key'; value: string }): Promise<TCouponDetails & { promoCodeId: number }> {
  const key = value.trim()
  if (!key) throw new AppError('NOT_FOUND', PROMO_CODE_NOT_FOUND)
  const userId = caller.role === 'authenticated' ? caller.userId : null
  const rows = await q.query<TRow>(
    `select p.id as promo_code_id, p.code, p.url_key, c.rule_key, c.amount::text as amount, c.amount_type, c.apply_on_type,
            c.applicable_products, c.applicable_product_prices, c.audience, c.duration_type, c.interval_count, c.interval_unit,
            c.user_description, c.banner_title, c.banner_subtitle, c.popup_title, c.popup_subtitle,
            ($2::uuid is not null and exists (select 1 from private.promo_code_redemptions r where r.promo_code_id = p.id and r.user_id = $2::uuid and r.status = 'redeemed')) as redeemed,
            ($2::uuid is not null and private.has_paid_subscription($2::uuid)) as has_paid_subscription,
            p.is_active, p.starts_at, p.ends_at, now() as db_now,
            exists (select 1 from private.influencers i where i.promo_code_id = p.id) as is_influencer_code,
            ($2::uuid is not null and exists (select 1 from private.subscriptions s where s.user_id = $2::uuid and s.starts_at <= now() and s.ends_at > now())) as has_running_subscription
     from private.promo_codes p join private.coupons c on c.id = p.coupon_id
     where ${by === 'code' ? 'lower(p.code) = lower($1)' : 'p.url_key = $1'}
       and p.is_active and (p.starts_at is null or p.starts_at <= now()) and (p.ends_at is null or p.ends_at > now())`,
    [key, userId],
  )
  const row = rows[0]
  if (!row) throw new AppError('NOT_FOUND', PROMO_CODE_NOT_FOUND)
  if (row.redeemed) throw new AppError('CONFLICT', PROMO_CODE_ALREADY_USED)
  // A guest has never paid, so offers for new clients apply to it and offers for subscribers do not.
  const forAudience = row.audience === 'all' || (row.audience === 'new' ? !row.has_paid_subscription : row.has_paid_subscription)
  // platform.md §5: a discount is hidden unless the influencer condition holds; hidden here means not applicable, so
  // the tariffs show no discount and the purchase charges none (both price through isApplicable).
  const influencerOk = influencerDiscountShown({
    influencerCode: row.is_influencer_code ? { isActive: row.is_active, startsAt: asDate(row.starts_at), endsAt: asDate(row.ends_at) } : null,
    hasRunningSubscription: row.has_running_subscription,
    now: asDate(row.db_now)!,
  })
  const isApplicable = forAudience && influencerOk
  return {
    promoCodeId: row.promo_code_id,
    isApplicable,
    applicableProducts: row.applicable_products,
    applicableProductPrices: row.applicable_product_prices,
    applyOnType: row.apply_on_type,
    amount: Number(row.amount),
    amountType: row.amount_type,
    durationType: row.duration_type,
    intervalCount: row.interval_count,
    intervalUnit: row.interval_unit,
    userDescription: row.user_description,
    bannerTitle: row.banner_title,
    bannerSubtitle: row.banner_subtitle,
    popupTitle: row.popup_title,
    popupSubtitle: row.popup_subtitle,
    promoCodeUrlKey: row.url_key,
    promoCode: row.code,
    ruleKey: row.rule_key,
  }
}
