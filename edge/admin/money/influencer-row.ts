// How the back-office reads an influencer: its texts, the promo code it gives and that code's coupon.
import type { TAdminInfluencer } from '../../../domain/admin/influencers'
import type { Queryable } from '../../db/port'

const INFLUENCER_SELECT = `select i.id, i.version, i.app_entry_title, i.banner_title, i.banner_subtitle, i.payment_form_text,
  p.id as promo_code_id, p.code, p.url_key, p.is_active, p.starts_at, p.ends_at, c.id as coupon_id, c.rule_key
  from private.influencers i left join private.promo_codes p on p.id = i.promo_code_id left join private.coupons c on c.id = p.coupon_id`

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString())

export function influencerOf(r: Record<string, unknown>): TAdminInfluencer {
  return {
    id: Number(r.id),
    version: Number(r.version),
    appEntryTitle: String(r.app_entry_title),
    bannerTitle: String(r.banner_title),
    bannerSubtitle: (r.banner_subtitle as string | null) ?? null,
    paymentFormText: (r.payment_form_text as string | null) ?? null,
    couponId: r.coupon_id == null ? null : Number(r.coupon_id),
    couponKey: (r.rule_key as string | null) ?? null,
    promoCode:
      r.promo_code_id == null
        ? null
        : { id: Number(r.promo_code_id), code: String(r.code), urlKey: String(r.url_key), isActive: Boolean(r.is_active), startsAt: iso(r.starts_at), endsAt: iso(r.ends_at) },
  }
}

export async function readInfluencer(q: Queryable, id: number): Promise<TAdminInfluencer | null> {
  const [row] = await q.query<Record<string, unknown>>(`${INFLUENCER_SELECT} where i.id = $1`, [id])
  return row ? influencerOf(row) : null
}
