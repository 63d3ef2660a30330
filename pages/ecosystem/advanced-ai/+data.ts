// The price shown before the first step (issue 33 «Prices up front»), from what the server charges.
import type { PageContextServer } from 'vike/types'
import { pagePrices, type TPagePrices } from '../../components/product-prices.server'

export type Data = TPagePrices

export default function data(pageContext: PageContextServer): Data {
  return pagePrices(pageContext)
}
