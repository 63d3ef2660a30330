// Creates a coupon with its promo code, or edits both (platform.md §3 Coupon details). The code (any letter case), the
// address key and the coupon key are unique: a taken one is refused with the field named. Payments already started keep
// the amount they recorded; a code a client already redeemed stays redeemed.
import { ZCreateCouponInput, ZUpdateCouponInput, type TAdminCoupon, type TCreateCouponInput } from '../../../domain/admin/coupons'
import type { Queryable } from '../../db/port'
import { AppError } from '../../http/errors'
import { bannerAction, type TBannerEdit } from './banner-action'
import { lockVersioned } from '../version'
import { readCoupon } from './coupon-row'

/** Refuses a key, code or address key another coupon holds, and productPriceIds no tariff has. */
async function assertFree(tx: Queryable, v: TCreateCouponInput, own: { couponId: number; promoCodeId: number } | null) {
  const [key] = await tx.query('select 1 from private.coupons where rule_key = $1 and id <> $2', [v.ruleKey, own?.couponId ?? 0])
  if (key) throw new AppError('BAD_REQUEST', `Купон с ключом «${v.ruleKey}» уже есть`, { field: 'ruleKey' })
  const [code] = await tx.query('select 1 from private.promo_codes where lower(code) = lower($1) and id <> $2', [v.promoCode, own?.promoCodeId ?? 0])
  if (code) throw new AppError('BAD_REQUEST', `Промокод «${v.promoCode}» уже занят`, { field: 'promoCode' })
  const [url] = await tx.query('select 1 from private.promo_codes where url_key = $1 and id <> $2', [v.promoCodeUrlKey, own?.promoCodeId ?? 0])
  if (url) throw new AppError('BAD_REQUEST', `Ключ ссылки «${v.promoCodeUrlKey}» уже занят`, { field: 'promoCodeUrlKey' })
  if (v.applyOnType === 'specific_product_prices') {
    const known = await tx.query<{ id: number }>('select product_price_id as id from public.subscription_types where product_price_id = any($1::int[])', [v.applicableProductPrices])
    const missing = v.applicableProductPrices.filter((p) => !known.some((k) => Number(k.id) === p))
    if (missing.length) throw new AppError('BAD_REQUEST', `Нет тарифа с productPriceId ${missing.join(', ')}`, { field: 'applicableProductPrices' })
  }
}

const couponParams = (v: TCreateCouponInput) => [
  v.ruleKey,
  v.amount,
  v.amountType,
  v.applyOnType,
  v.applyOnType === 'specific_products' ? v.applicableProducts : [],
  v.applyOnType === 'specific_product_prices' ? v.applicableProductPrices : [],
  v.audience,
  v.durationType,
  v.intervalCount,
  v.intervalUnit,
  v.userDescription,
  v.bannerTitle,
  v.bannerSubtitle,
  v.popupTitle,
  v.popupSubtitle,
]

export async function createCoupon({ input, ...o }: TBannerEdit & { input: unknown }): Promise<TAdminCoupon> {
  const v = ZCreateCouponInput.parse(input)
  return bannerAction(o, { action: 'coupon.create', targetType: 'coupon' }, async (tx) => {
    await assertFree(tx, v, null)
    const [coupon] = await tx.query<{ id: number }>(
      `insert into private.coupons (rule_key, amount, amount_type, apply_on_type, applicable_products, applicable_product_prices, audience,
         duration_type, interval_count, interval_unit, user_description, banner_title, banner_subtitle, popup_title, popup_subtitle)
       values ($1, $2, $3, $4, $5::text[], $6::int[], $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
      couponParams(v),
    )
    await tx.query('insert into private.promo_codes (coupon_id, code, url_key, is_active, starts_at, ends_at) values ($1, $2, $3, $4, $5, $6)', [
      coupon!.id,
      v.promoCode,
      v.promoCodeUrlKey,
      v.isActive,
      v.startsAt,
      v.endsAt,
    ])
    const after = (await readCoupon(tx, Number(coupon!.id)))!
    return { result: after, after, targetId: after.id }
  })
}

export async function updateCoupon({ id, input, ...o }: TBannerEdit & { id: number; input: unknown }): Promise<TAdminCoupon> {
  const v = ZUpdateCouponInput.parse(input)
  return bannerAction(o, { action: 'coupon.update', targetType: 'coupon', targetId: id }, async (tx) => {
    await lockVersioned(tx, { table: 'private.coupons', id, version: v.version })
    const before = (await readCoupon(tx, id))!
    await assertFree(tx, v, { couponId: id, promoCodeId: before.promoCodeId })
    await tx.query(
      `update private.coupons set rule_key = $1, amount = $2, amount_type = $3, apply_on_type = $4, applicable_products = $5::text[],
              applicable_product_prices = $6::int[], audience = $7, duration_type = $8, interval_count = $9, interval_unit = $10,
              user_description = $11, banner_title = $12, banner_subtitle = $13, popup_title = $14, popup_subtitle = $15, version = version + 1
       where id = $16`,
      [...couponParams(v), id],
    )
    await tx.query('update private.promo_codes set code = $2, url_key = $3, is_active = $4, starts_at = $5, ends_at = $6 where id = $1', [
      before.promoCodeId,
      v.promoCode,
      v.promoCodeUrlKey,
      v.isActive,
      v.startsAt,
      v.endsAt,
    ])
    const after = (await readCoupon(tx, id))!
    return { result: after, before, after }
  })
}
