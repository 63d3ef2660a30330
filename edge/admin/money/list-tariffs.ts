// The tariffs of every group and the token packages, as the back-office edits them (read as the server: the door has
// verified an administrator; the tables are public to read anyway).
import type { TAdminTariff, TAdminTokenPackage } from '../../../domain/admin/tariffs'
import { asService, type Db } from '../../db/port'

export const TARIFF_COLUMNS = `id, tariff_group as "tariffGroup", title, duration_in_months as "durationInMonths", tokens_per_month as "tokensPerMonth",
  bonuses_per_purchase as "bonusesPerPurchase", price, is_available as "isAvailable", product_id as "productId", product_price_id as "productPriceId", version,
  price_display as "priceDisplay"`

export const PACKAGE_COLUMNS = `tokens, price, is_available as "isAvailable", version, updated_at::text as "updatedAt"`

export const tariffOf = (r: TAdminTariff): TAdminTariff => ({ ...r, id: Number(r.id), price: Number(r.price), version: Number(r.version), productPriceId: Number(r.productPriceId) })
export const packageOf = (r: TAdminTokenPackage): TAdminTokenPackage => ({ ...r, tokens: Number(r.tokens), price: Number(r.price), version: Number(r.version) })

export async function listTariffs({ db }: { db: Db }): Promise<{ tariffs: TAdminTariff[]; packages: TAdminTokenPackage[] }> {
  return asService(db, async (tx) => ({
    tariffs: (await tx.query<TAdminTariff>(`select ${TARIFF_COLUMNS} from public.subscription_types order by tariff_group, duration_in_months, id`)).map(tariffOf),
    packages: (await tx.query<TAdminTokenPackage>(`select ${PACKAGE_COLUMNS} from public.token_packages order by tokens`)).map(packageOf),
  }))
}
