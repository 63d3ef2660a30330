// Switches a coupon's promo code on or off: off, the code is «Упс! Такого промокода не существует» for everyone at once
// (findCouponDetails reads is_active on every look-up); a payment already started at the discount is still honoured.
import { ZSetCouponActiveInput, type TAdminCoupon } from '../../../domain/admin/coupons'
import { bannerAction, type TBannerEdit } from './banner-action'
import { lockVersioned } from '../version'
import { readCoupon } from './coupon-row'

export async function setCouponActive({ id, input, ...o }: TBannerEdit & { id: number; input: unknown }): Promise<TAdminCoupon> {
  const v = ZSetCouponActiveInput.parse(input)
  return bannerAction(o, { action: v.isActive ? 'coupon.activate' : 'coupon.deactivate', targetType: 'coupon', targetId: id }, async (tx) => {
    await lockVersioned(tx, { table: 'private.coupons', id, version: v.version })
    const before = (await readCoupon(tx, id))!
    await tx.query('update private.promo_codes set is_active = $2 where id = $1', [before.promoCodeId, v.isActive])
    await tx.query('update private.coupons set version = version + 1 where id = $1', [id])
    const after = (await readCoupon(tx, id))!
    return { result: after, before: { isActive: before.isActive, version: before.version }, after: { isActive: after.isActive, version: after.version } }
  })
}
