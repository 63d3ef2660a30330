// The product prices for a page's +data: the settings and constants the server charges from (domain/money/price-list.ts),
// and whether the AI is the built-in demo writer (its answers are free then, issue 33 part 3).
import type { PageContextServer } from 'vike/types'
import type { AppDeps } from '../../edge/context'
import { productPrices, type TProductPrices } from '../../domain/money/price-list'
import { honoOf } from './hono.server'

export type TPagePrices = { prices: TProductPrices; aiIsDemo: boolean }

export function depsPrices(deps: AppDeps): TPagePrices {
  return { prices: productPrices(deps.settings), aiIsDemo: deps.ports.ai.info.isDemo }
}

export function pagePrices(pageContext: PageContextServer): TPagePrices {
  const deps = honoOf(pageContext)?.get('deps')
  if (!deps) throw new Error('pages must be served through createApp (edge/app.ts): no deps')
  return depsPrices(deps)
}
