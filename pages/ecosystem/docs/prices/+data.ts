// Server data of the price list: the product prices the server charges from (pagePrices), the token packages on sale
// and the tariffs the visitor would be offered (the tariffs page's own data hook), each read as a guest.
import type { PageContextServer } from 'vike/types'
import { listTokenPackages } from '../../../../edge/money/list-token-packages'
import type { TTokenPackage } from '../../../../domain/money/token-packages'
import tariffsData from '../../../b/payment/+data'
import { honoOf } from '../../../components/hono.server'
import { depsPrices, type TPagePrices } from '../../../components/product-prices.server'

type TTariffRow = { id: number; title: string; price: number; durationInMonths: number; monthlyPrice: number; tokensPerMonth: number; benefit: number }

export type TPricesData = TPagePrices & { packages: TTokenPackage[]; tariffs: TTariffRow[] }

export default async function data(pageContext: PageContextServer): Promise<TPricesData> {
  const deps = honoOf(pageContext)?.get('deps')
  if (!deps) throw new Error('deps missing: pages must be served through createApp (edge/app.ts)')
  const [packages, { tariffs }] = await Promise.all([
    listTokenPackages({ db: deps.db, caller: { role: 'anon' } }).catch((e: unknown) => {
      deps.log.warn('prices page: could not read the token packages', { error: String(e) })
      return []
    }),
    tariffsData(pageContext),
  ])
  return {
    ...depsPrices(deps),
    packages,
    tariffs: tariffs.map(({ id, title, price, durationInMonths, monthlyPrice, tokensPerMonth, benefit }) => ({ id, title, price, durationInMonths, monthlyPrice, tokensPerMonth, benefit })),
  }
}
