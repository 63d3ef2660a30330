// The back-office's tariff and token-package forms (platform.md §3 Subscription type, §3 Payment token packages, §9
// Tariffs): prices in whole rubles as public.subscription_types and public.token_packages store them, never zero.
import { z } from 'zod'
import { requiredText } from '../text/required-text'
import type { TPriceDisplay } from '../money/tariffs'

const MAX_RUBLES = 1_000_000

const ZRubles = z
  .number({ error: 'Цена — целое число рублей' })
  .int('Цена — целое число рублей, без копеек')
  .min(1, 'Цена должна быть больше нуля')
  .max(MAX_RUBLES, 'Цена — не больше 1 000 000 ₽')

const ZCount = (label: string) =>
  z
    .number({ error: `${label} — целое число` })
    .int(`${label} — целое число`)
    .min(0, `${label} не может быть меньше нуля`)
    .max(1_000_000, `${label} — не больше 1 000 000`)

export const ZVersion = z.number({ error: 'Нет версии записи: обнови страницу' }).int('Нет версии записи: обнови страницу').min(1, 'Нет версии записи: обнови страницу')

const TARIFF_GROUPS = ['a', 'b', 'c'] as const

export const ZUpdateTariffInput = z.strictObject(
  {
    version: ZVersion,
    title: requiredText(60, { required: 'Заполни название', tooLong: 'Название — не длиннее 60 символов' }),
    tariffGroup: z.enum(TARIFF_GROUPS, { error: 'Группа — A, B или C' }),
    durationInMonths: z.union([z.literal(1), z.literal(3), z.literal(12)], { error: 'Срок — 1, 3 или 12 месяцев' }),
    tokensPerMonth: ZCount('Токенов в месяц'),
    bonusesPerPurchase: ZCount('Бонусов за покупку'),
    price: ZRubles,
    isAvailable: z.boolean({ error: 'Укажи, продаётся ли тариф' }),
    productId: z.string({ error: 'Заполни productId' }).trim().regex(/^[A-Za-z0-9_-]{1,40}$/, 'productId — латиница, цифры, _ и -, до 40 символов'),
    productPriceId: z.number({ error: 'productPriceId — целое число' }).int('productPriceId — целое число').min(1, 'productPriceId — число от 1').max(1_000_000, 'productPriceId — не больше 1 000 000'),
  },
  { error: 'Лишнее поле в форме тарифа' },
)
type TUpdateTariffInput = z.infer<typeof ZUpdateTariffInput>

export const ZCreateTokenPackageInput = z.strictObject(
  {
    tokens: z.number({ error: 'Число токенов — целое число' }).int('Число токенов — целое число').min(1, 'Токенов должно быть больше нуля').max(1_000_000, 'Токенов — не больше 1 000 000'),
    price: ZRubles,
    isAvailable: z.boolean({ error: 'Укажи, продаётся ли пакет' }),
  },
  { error: 'Лишнее поле в форме пакета' },
)

export const ZUpdateTokenPackageInput = z.strictObject(
  { version: ZVersion, price: ZRubles, isAvailable: z.boolean({ error: 'Укажи, продаётся ли пакет' }) },
  { error: 'Лишнее поле в форме пакета' },
)

/** A tariff as the panel shows and edits it. */
export type TAdminTariff = Omit<TUpdateTariffInput, 'version'> & { id: number; version: number; priceDisplay: TPriceDisplay }
export type TAdminTokenPackage = { tokens: number; price: number; isAvailable: boolean; version: number; updatedAt: string }
