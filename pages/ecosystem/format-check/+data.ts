// The price of «Исправить», as the server charges it (FORMAT_FIX_PRICE_TOKENS).
import type { PageContextServer } from 'vike/types'
import { honoOf } from '../../components/hono.server'

export type Data = { fixPriceTokens: number }

export default function data(pageContext: PageContextServer): Data {
  const deps = honoOf(pageContext)?.get('deps')
  if (!deps) throw new Error('pages must be served through createApp (edge/app.ts): no deps')
  return { fixPriceTokens: deps.settings.FORMAT_FIX_PRICE_TOKENS }
}
