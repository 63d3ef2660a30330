// Offers training mode only while its flag is on (a link to a page that 404s would be a dead end); the prices shown
// before the first step (issue 33), from what the server charges.
import type { PageContextServer } from 'vike/types'
import { trainingFlagData, type TTrainingFlagData } from '../../components/training-flag.server'
import { pagePrices, type TPagePrices } from '../../components/product-prices.server'

export type Data = TTrainingFlagData & TPagePrices

export default async function data(pageContext: PageContextServer): Promise<Data> {
  return { ...(await trainingFlagData(pageContext)), ...pagePrices(pageContext) }
}
