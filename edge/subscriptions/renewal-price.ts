// The price of a renewal charge (spec §3 Coupon details): the tariff's, less what the coupon of the period's payment
// still discounts — every renewal for a `forever` coupon, the rest of the window for a `repeating` one, nothing for a
// `once` one — counted by the months this client's earlier charges with that promo code paid for. The coupon stays
// with the subscription it was bought with even if its promo code has since been switched off, as a bank's recurring
// charge would keep it; a renewal never counts as a new redemption.
import { renewalTariffPrice, type TApplyOnType, type TCouponTariff } from '../../domain/money/coupons'
import type { Queryable } from '../db/port'

type TCouponRow = {
  amount: string
  amount_type: 'fixed' | 'percent'
  apply_on_type: TApplyOnType
  applicable_products: string[]
  applicable_product_prices: number[]
  duration_type: string
  interval_count: number | null
  interval_unit: string | null
  used_months: number
}

/** Rubles to charge, and the promo code the renewal payment carries on (null once the coupon discounts nothing more). */
export async function renewalPrice(
  q: Queryable,
  o: { userId: string; promoCodeId: number | null; tariff: TCouponTariff },
): Promise<{ price: number; promoCodeId: number | null }> {
  if (o.promoCodeId == null) return { price: o.tariff.price, promoCodeId: null }
  const [c] = await q.query<TCouponRow>(
    `select c.amount::text as amount, c.amount_type, c.apply_on_type, c.applicable_products, c.applicable_product_prices,
            c.duration_type, c.interval_count, c.interval_unit,
            (select coalesce(sum(t.duration_in_months), 0)::int from private.payments p join public.subscription_types t on t.id = p.subscription_type_id
              where p.user_id = $2 and p.promo_code_id = pc.id and p.status in ('succeeded', 'refunded')) as used_months
       from private.promo_codes pc join private.coupons c on c.id = pc.coupon_id
      where pc.id = $1`,
    [o.promoCodeId, o.userId],
  )
  if (!c) return { price: o.tariff.price, promoCodeId: null }
  const coupon = {
    // Accepted at the first charge: who the offer was for (new clients) is not asked again at a renewal.
    isApplicable: true,
    amount: Number(c.amount),
    amountType: c.amount_type,
    applyOnType: c.apply_on_type,
    applicableProducts: c.applicable_products,
    applicableProductPrices: c.applicable_product_prices,
    durationType: c.duration_type,
    intervalCount: c.interval_count,
    intervalUnit: c.interval_unit,
  }
  const price = renewalTariffPrice(o.tariff, coupon, c.used_months)
  return { price, promoCodeId: price < o.tariff.price ? o.promoCodeId : null }
}
