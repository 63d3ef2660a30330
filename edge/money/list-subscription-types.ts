// subscriptionTypes: the tariffs of the caller's group (spec §9), cheapest first, with the page's per-month arithmetic
// and, for a promo key that applies to the caller, the discounted price.
import { discountedTariffPrice } from '../../domain/money/coupons'
import { benefit, bestOffer, baseTariff, monthlyPrice, monthlyPriceKopecks, priceDisplayOf, resolveTariffGroup, sortTariffs, type TPriceDisplay, type TTariffGroup } from '../../domain/money/tariffs'
import { asCaller, asService, type Caller, type Db } from '../db/port'
import { AppError } from '../http/errors'
import { findCouponDetails, type TCouponDetails } from './coupon-details'

export type TSubscriptionType = {
  id: number
  tariffGroup: TTariffGroup
  title: string
  tokensPerMonth: number
  bonusesPerPurchase: number
  price: number
  durationInMonths: number
  isAvailable: boolean
  productId: string
  productPriceId: number
  monthlyPrice: number
  /** The month's share of the price the client pays (the discounted one with a coupon), in whole kopecks. */
  monthlyPriceKopecks: number
  priceDisplay: TPriceDisplay
  benefit: number
  isBestOffer: boolean
  discountInfo: { price: number; promocode: string } | null
}

type TRow = Omit<TSubscriptionType, 'monthlyPrice' | 'monthlyPriceKopecks' | 'priceDisplay' | 'benefit' | 'isBestOffer' | 'discountInfo'> & { priceDisplay: string }

type Opts = { db: Db; caller: Caller; tariffGroup?: string | null; experimentGroup?: string | null; promoCodeUrlKey?: string | null }

export async function listSubscriptionTypes({ db, caller, tariffGroup, experimentGroup, promoCodeUrlKey }: Opts): Promise<TSubscriptionType[]> {
  const group = resolveTariffGroup({ query: tariffGroup, experiment: experimentGroup })
  const rows = await asCaller(db, caller, (tx) =>
    tx.query<TRow>(
      `select id, tariff_group as "tariffGroup", title, tokens_per_month as "tokensPerMonth", bonuses_per_purchase as "bonusesPerPurchase",
              price, duration_in_months as "durationInMonths", is_available as "isAvailable", product_id as "productId", product_price_id as "productPriceId",
              price_display as "priceDisplay"
       from public.subscription_types where tariff_group = $1`,
      [group],
    ),
  )
  const coupon = promoCodeUrlKey ? await couponOrNull(db, caller, promoCodeUrlKey) : null
  const tariffs = sortTariffs(rows)
  const base = baseTariff(tariffs)
  const best = bestOffer(tariffs)
  return tariffs.map((t) => {
    const discounted = coupon ? discountedTariffPrice(t, coupon) : t.price
    return {
      ...t,
      monthlyPrice: monthlyPrice(t),
      monthlyPriceKopecks: monthlyPriceKopecks({ price: discounted, durationInMonths: t.durationInMonths }),
      priceDisplay: priceDisplayOf(t.priceDisplay),
      benefit: base ? benefit(t, base) : 0,
      isBestOffer: t === best,
      discountInfo: coupon && discounted !== t.price ? { price: discounted, promocode: coupon.promoCode } : null,
    }
  })
}

// A promo key that is unknown or already used just leaves the prices as they are; the page reports it on its own call.
async function couponOrNull(db: Db, caller: Caller, promoCodeUrlKey: string): Promise<TCouponDetails | null> {
  try {
    return await asService(db, (tx) => findCouponDetails(tx, { caller, by: 'url_key', value: promoCodeUrlKey }))
  } catch (e) {
    if (e instanceof AppError) return null
    throw e
  }
}
