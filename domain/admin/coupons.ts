// The back-office's coupon form (platform.md §3 Coupon details, §5 promo rules): the coupon's terms plus its promo code
// (what a client types, the address key of links, the window it works in). Checks that need the database (a code or a
// key already taken) are the server's (edge/admin/money/save-coupon.ts).
import { z } from 'zod'
import { ZMoment, ZOptionalText, ZPromoCodeText, ZPromoUrlKey } from './form-fields'
import { ZVersion } from './tariffs'

/** What a coupon may name in applicableProducts: the tariffs' product and the spec's payment products. */
export const COUPON_PRODUCTS = ['subscription', 'balance', 'library', 'ai', 'copilot', 'presentation', 'advancedAi'] as const

const couponShape = {
  ruleKey: z.string({ error: 'Заполни ключ купона' }).trim().regex(/^[a-z0-9_]{1,40}$/, 'Ключ купона — строчная латиница, цифры и _, до 40 символов'),
  amount: z.number({ error: 'Скидка — число' }).positive('Скидка должна быть больше нуля').max(1_000_000, 'Скидка — не больше 1 000 000 ₽'),
  amountType: z.enum(['fixed', 'percent'], { error: 'Тип скидки — в рублях или в процентах' }),
  applyOnType: z.enum(['all', 'specific_products', 'specific_product_prices'], { error: 'Выбери, к чему применять купон' }),
  applicableProducts: z.array(z.enum(COUPON_PRODUCTS, { error: `Продукт — один из: ${COUPON_PRODUCTS.join(', ')}` })).max(COUPON_PRODUCTS.length),
  applicableProductPrices: z
    .array(z.number({ error: 'productPriceId — целые числа' }).int('productPriceId — целые числа').min(1, 'productPriceId — числа от 1'))
    .max(50, 'Не больше 50 цен'),
  audience: z.enum(['new', 'existing', 'all'], { error: 'Выбери, кому доступен купон' }),
  durationType: z.enum(['once', 'repeating', 'forever'], { error: 'Срок действия — один раз, несколько периодов или всегда' }),
  intervalCount: z.number({ error: 'Число периодов — целое число' }).int('Число периодов — целое число').min(1, 'Число периодов — от 1').max(36, 'Число периодов — до 36').nullable(),
  intervalUnit: z.enum(['month', 'year'], { error: 'Период — месяц или год' }).nullable(),
  userDescription: ZOptionalText('Описание для клиента', 300),
  bannerTitle: ZOptionalText('Заголовок баннера', 120),
  bannerSubtitle: ZOptionalText('Подзаголовок баннера', 200),
  popupTitle: ZOptionalText('Заголовок окна', 120),
  popupSubtitle: ZOptionalText('Подзаголовок окна', 200),
  promoCode: ZPromoCodeText,
  promoCodeUrlKey: ZPromoUrlKey,
  isActive: z.boolean({ error: 'Укажи, включён ли промокод' }),
  startsAt: ZMoment('Начало'),
  endsAt: ZMoment('Конец'),
}

type TCouponShape = z.infer<z.ZodObject<typeof couponShape>>

function couponRules(v: TCouponShape, ctx: z.RefinementCtx) {
  const at = (path: keyof TCouponShape, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  if (v.amountType === 'percent' && (v.amount < 1 || v.amount > 100 || !Number.isInteger(v.amount))) at('amount', 'Скидка в процентах — целое число от 1 до 100')
  if (v.amountType === 'fixed' && Math.round(v.amount * 100) !== v.amount * 100) at('amount', 'Скидка в рублях — не больше двух знаков после запятой')
  if (v.applyOnType === 'specific_products' && v.applicableProducts.length === 0) at('applicableProducts', 'Выбери хотя бы один продукт')
  if (v.applyOnType === 'specific_product_prices' && v.applicableProductPrices.length === 0) at('applicableProductPrices', 'Укажи хотя бы один productPriceId')
  if ((v.intervalCount === null) !== (v.intervalUnit === null)) at('intervalCount', 'Число периодов и период заполняются вместе')
  if (v.durationType === 'repeating' && v.intervalCount === null) at('intervalCount', 'Для скидки на несколько периодов укажи их число и период')
  if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt) at('endsAt', 'Конец должен быть позже начала')
}

export const ZCreateCouponInput = z.strictObject(couponShape, { error: 'Лишнее поле в форме купона' }).superRefine(couponRules)
export type TCreateCouponInput = z.infer<typeof ZCreateCouponInput>

export const ZUpdateCouponInput = z.strictObject({ ...couponShape, version: ZVersion }, { error: 'Лишнее поле в форме купона' }).superRefine(couponRules)

export const ZSetCouponActiveInput = z.strictObject({ version: ZVersion, isActive: z.boolean({ error: 'Укажи, включить или выключить' }) }, { error: 'Лишнее поле' })

/** A coupon as the panel lists and edits it: its terms, its promo code and how many clients used it. */
export type TAdminCoupon = TCreateCouponInput & { id: number; version: number; promoCodeId: number; usageCount: number }
