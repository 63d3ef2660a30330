// Creates an influencer or edits one (platform.md §3 Influencer): banner texts, the payment form's line, the coupon
// whose promo code the blogger gives, and that code's text, address key, switch and dates. The code belongs to the
// coupon, so its version moves too (a coupon form open elsewhere then answers «Запись изменили»). The app's cached
// banners (edge/money/cached-influencer.ts) are dropped after the change.
import { ZCreateInfluencerInput, ZUpdateInfluencerInput, type TAdminInfluencer, type TUpdateInfluencerInput } from '../../../domain/admin/influencers'
import type { Queryable } from '../../db/port'
import { AppError } from '../../http/errors'
import { bannerAction, type TBannerEdit } from './banner-action'
import { lockVersioned } from '../version'
import { readInfluencer } from './influencer-row'

/** The chosen coupon's promo code id (its first code), edited as the form says; null when no coupon is chosen. */
async function linkPromoCode(tx: Queryable, v: Omit<TUpdateInfluencerInput, 'version'>): Promise<number | null> {
  if (v.couponId === null) return null
  const [code] = await tx.query<{ id: number }>('select id from private.promo_codes where coupon_id = $1 order by id limit 1', [v.couponId])
  if (!code) throw new AppError('BAD_REQUEST', `Купона № ${v.couponId} нет`, { field: 'couponId' })
  const p = v.promoCode
  if (p) {
    const [taken] = await tx.query('select 1 from private.promo_codes where lower(code) = lower($1) and id <> $2', [p.code, code.id])
    if (taken) throw new AppError('BAD_REQUEST', `Промокод «${p.code}» уже занят`, { field: 'promoCode.code' })
    const [url] = await tx.query('select 1 from private.promo_codes where url_key = $1 and id <> $2', [p.urlKey, code.id])
    if (url) throw new AppError('BAD_REQUEST', `Ключ ссылки «${p.urlKey}» уже занят`, { field: 'promoCode.urlKey' })
    await tx.query('update private.promo_codes set code = $2, url_key = $3, is_active = $4, starts_at = $5, ends_at = $6 where id = $1', [
      code.id,
      p.code,
      p.urlKey,
      p.isActive,
      p.startsAt,
      p.endsAt,
    ])
    await tx.query('update private.coupons set version = version + 1 where id = $1', [v.couponId])
  }
  return Number(code.id)
}

export async function createInfluencer({ input, ...o }: TBannerEdit & { input: unknown }): Promise<TAdminInfluencer> {
  const v = ZCreateInfluencerInput.parse(input)
  return bannerAction(o, { action: 'influencer.create', targetType: 'influencer' }, async (tx) => {
    const [taken] = await tx.query('select 1 from private.influencers where app_entry_title = $1', [v.appEntryTitle])
    if (taken) throw new AppError('BAD_REQUEST', `Инфлюенсер с меткой «${v.appEntryTitle}» уже есть`, { field: 'appEntryTitle' })
    const promoCodeId = await linkPromoCode(tx, v)
    const [row] = await tx.query<{ id: number }>(
      'insert into private.influencers (app_entry_title, banner_title, banner_subtitle, payment_form_text, promo_code_id) values ($1, $2, $3, $4, $5) returning id',
      [v.appEntryTitle, v.bannerTitle, v.bannerSubtitle, v.paymentFormText, promoCodeId],
    )
    const after = (await readInfluencer(tx, Number(row!.id)))!
    return { result: after, after, targetId: after.id }
  })
}

export async function updateInfluencer({ id, input, ...o }: TBannerEdit & { id: number; input: unknown }): Promise<TAdminInfluencer> {
  const v = ZUpdateInfluencerInput.parse(input)
  return bannerAction(o, { action: 'influencer.update', targetType: 'influencer', targetId: id }, async (tx) => {
    await lockVersioned(tx, { table: 'private.influencers', id, version: v.version })
    const before = (await readInfluencer(tx, id))!
    const promoCodeId = await linkPromoCode(tx, v)
    await tx.query(
      'update private.influencers set banner_title = $2, banner_subtitle = $3, payment_form_text = $4, promo_code_id = $5, version = version + 1 where id = $1',
      [id, v.bannerTitle, v.bannerSubtitle, v.paymentFormText, promoCodeId],
    )
    const after = (await readInfluencer(tx, id))!
    return { result: after, before, after }
  })
}
