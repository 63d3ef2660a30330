// The back-office's influencer form (platform.md §3 Influencer): the banner a blogger's visitors see, the payment
// form's line, and the promo code behind it — a coupon's code, chosen by the coupon, whose code, address key, switch
// and dates are edited here too (they are the coupon's: the coupon list shows the same values).
import { z } from 'zod'
import { requiredText } from '../text/required-text'
import { ZMoment, ZOptionalText, ZPromoCodeText, ZPromoUrlKey } from './form-fields'
import { ZVersion } from './tariffs'

const ZInfluencerPromoCode = z
  .strictObject(
    {
      code: ZPromoCodeText,
      urlKey: ZPromoUrlKey,
      isActive: z.boolean({ error: 'Укажи, включён ли промокод' }),
      startsAt: ZMoment('Начало'),
      endsAt: ZMoment('Конец'),
    },
    { error: 'Лишнее поле в промокоде' },
  )
  .refine((p) => !p.startsAt || !p.endsAt || p.endsAt > p.startsAt, { message: 'Конец должен быть позже начала', path: ['endsAt'] })

const influencerShape = {
  bannerTitle: requiredText(120, { required: 'Заполни заголовок баннера', tooLong: 'Заголовок баннера — не длиннее 120 символов' }),
  bannerSubtitle: ZOptionalText('Подзаголовок баннера', 200),
  paymentFormText: ZOptionalText('Текст в форме оплаты', 300),
  /** The coupon whose promo code the blogger gives; null: no code. */
  couponId: z.number({ error: 'Выбери купон' }).int('Выбери купон').min(1, 'Выбери купон').nullable(),
  /** The chosen coupon's code as edited in this form; null leaves it as it is. */
  promoCode: ZInfluencerPromoCode.nullable(),
}

export const ZCreateInfluencerInput = z.strictObject(
  {
    ...influencerShape,
    appEntryTitle: z.string({ error: 'Заполни метку входа' }).trim().regex(/^[A-Za-z0-9_.-]{2,80}$/, 'Метка входа — латиница, цифры, _ . -, от 2 до 80 символов'),
  },
  { error: 'Лишнее поле в форме инфлюенсера' },
)
export const ZUpdateInfluencerInput = z.strictObject({ ...influencerShape, version: ZVersion }, { error: 'Лишнее поле в форме инфлюенсера' })
export type TUpdateInfluencerInput = z.infer<typeof ZUpdateInfluencerInput>

export type TAdminInfluencer = {
  id: number
  version: number
  appEntryTitle: string
  bannerTitle: string
  bannerSubtitle: string | null
  paymentFormText: string | null
  couponId: number | null
  couponKey: string | null
  promoCode: { id: number; code: string; urlKey: string; isActive: boolean; startsAt: string | null; endsAt: string | null } | null
}
