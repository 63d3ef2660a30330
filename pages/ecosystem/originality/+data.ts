// The price of a signed-in client's check, as the server charges it (ORIGINALITY_FILE_PRICE_TOKENS).
import type { PageContextServer } from 'vike/types'
import { honoOf } from '../../components/hono.server'

export type Data = { priceTokens: number }

export default function data(pageContext: PageContextServer): Data {
  const deps = honoOf(pageContext)?.get('deps')
  if (!deps) throw new Error('pages must be served through createApp (edge/app.ts): no deps')
  return { priceTokens: deps.settings.ORIGINALITY_FILE_PRICE_TOKENS }
}
