// Edits one tariff (platform.md §3 Subscription type): price, tokens, bonuses, period, group, availability, product
// ids. A payment already started keeps the amount it recorded (private.payments.amount_kopecks), so a new price only
// affects purchases started after it.
import { ZUpdateTariffInput, type TAdminTariff } from '../../../domain/admin/tariffs'
import { ZPriceDisplay } from '../../../domain/money/tariffs'
import type { Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { adminAction, type TAdmin } from '../admin-action'
import { lockVersioned } from '../version'
import { tariffOf, TARIFF_COLUMNS } from './list-tariffs'
import { publishPriceChange } from './publish-price-change'

export async function updateTariff({ db, admin, id, input }: { db: Db; admin: TAdmin; id: number; input: unknown }): Promise<TAdminTariff> {
  // priceDisplay (monthly_price | total_price, platform.md §3) is optional: a form that does not send it keeps the tariff's.
  const { priceDisplay: display, ...rest } = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : { priceDisplay: undefined }
  const v = ZUpdateTariffInput.parse(input && typeof input === 'object' && !Array.isArray(input) ? rest : input)
  const priceDisplay = display == null ? null : ZPriceDisplay.safeParse(display).data
  if (priceDisplay === undefined) throw new AppError('BAD_REQUEST', 'Показ цены — monthly_price (за месяц) или total_price (за весь срок)', { field: 'priceDisplay' })
  return adminAction({ db, admin, action: 'tariff.update', targetType: 'tariff', targetId: id }, async (tx) => {
    await lockVersioned(tx, { table: 'public.subscription_types', id, version: v.version })
    const [before] = await tx.query<TAdminTariff>(`select ${TARIFF_COLUMNS} from public.subscription_types where id = $1`, [id])
    const [slot] = await tx.query<{ id: number }>('select id from public.subscription_types where tariff_group = $1 and duration_in_months = $2 and id <> $3', [
      v.tariffGroup,
      v.durationInMonths,
      id,
    ])
    if (slot) throw new AppError('BAD_REQUEST', `В группе ${v.tariffGroup.toUpperCase()} уже есть тариф на ${v.durationInMonths} мес. (№ ${slot.id})`, { field: 'durationInMonths' })
    const [price] = await tx.query<{ id: number }>('select id from public.subscription_types where product_price_id = $1 and id <> $2', [v.productPriceId, id])
    if (price) throw new AppError('BAD_REQUEST', `productPriceId ${v.productPriceId} уже у тарифа № ${price.id}`, { field: 'productPriceId' })
    const [after] = await tx.query<TAdminTariff>(
      `update public.subscription_types set title = $2, tariff_group = $3, duration_in_months = $4, tokens_per_month = $5, bonuses_per_purchase = $6,
              price = $7, is_available = $8, product_id = $9, product_price_id = $10,
              price_display = coalesce($11, price_display), version = version + 1
       where id = $1 returning ${TARIFF_COLUMNS}`,
      [id, v.title, v.tariffGroup, v.durationInMonths, v.tokensPerMonth, v.bonusesPerPurchase, v.price, v.isAvailable, v.productId, v.productPriceId, priceDisplay],
    )
    await publishPriceChange(tx)
    return { result: tariffOf(after!), before: tariffOf(before!), after: tariffOf(after!) }
  })
}
