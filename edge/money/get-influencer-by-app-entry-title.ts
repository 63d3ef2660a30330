// getInfluencerByAppEntryTitle: the blogger behind an entry title, for the influencer banner and the payment form.
import { asService, type Db } from '../db/port'
import type { Logger } from '../log'

export type TInfluencer = {
  bannerTitle: string
  bannerSubtitle: string | null
  paymentFormText: string | null
  promoCode: { id: number; code: string; urlKey: string; isActive: boolean; startsAt: Date | null; endsAt: Date | null } | null
}

type TRow = {
  banner_title: string
  banner_subtitle: string | null
  payment_form_text: string | null
  promo_code_id: number | null
  code: string | null
  url_key: string | null
  is_active: boolean | null
  starts_at: Date | null
  ends_at: Date | null
}

/** Null for an empty title, an unknown one, or any failure: the banner simply does not show (spec §7). */
export async function getInfluencerByAppEntryTitle({ db, log, title }: { db: Db; log?: Logger; title: string | null | undefined }): Promise<TInfluencer | null> {
  const key = title?.trim()
  if (!key) return null
  try {
    const rows = await asService(db, (tx) =>
      tx.query<TRow>(
        `select i.banner_title, i.banner_subtitle, i.payment_form_text, p.id as promo_code_id, p.code, p.url_key, p.is_active, p.starts_at, p.ends_at
         from private.influencers i left join private.promo_codes p on p.id = i.promo_code_id
         where i.app_entry_title = $1`,
        [key],
      ),
    )
    const row = rows[0]
    if (!row) return null
    return {
      bannerTitle: row.banner_title,
      bannerSubtitle: row.banner_subtitle,
      paymentFormText: row.payment_form_text,
      promoCode:
        row.promo_code_id == null
          ? null
          : { id: row.promo_code_id, code: row.code!, urlKey: row.url_key!, isActive: row.is_active!, startsAt: row.starts_at, endsAt: row.ends_at },
    }
  } catch (e) {
    log?.warn('influencer look-up failed', { error: e instanceof Error ? e.message : String(e) })
    return null
  }
}
