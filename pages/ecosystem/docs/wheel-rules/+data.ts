// Server data of the wheel's rules: the odds from the weights in the database (public.wheel_prizes) and the operator's
// name and site address from the settings.
import type { PageContextServer } from 'vike/types'
import type { Context } from 'hono'
import type { AppEnv } from '../../../../edge/context'
import { listWheelPrizeOdds, type TPrizeOdds } from '../../../../edge/wheel/list-prize-odds'
import { pageSiteFacts } from '../../../components/site-facts.server'

export type TWheelRulesData = { odds: TPrizeOdds[]; legalName: string; siteUrl: string }

export default async function data(pageContext: PageContextServer): Promise<TWheelRulesData> {
  const facts = pageSiteFacts(pageContext)
  const deps = (pageContext as unknown as { runtime?: { hono?: Context<AppEnv> } }).runtime?.hono?.get('deps')
  if (!deps) throw new Error('deps missing: pages must be served through createApp (edge/app.ts)')
  return { odds: await listWheelPrizeOdds({ db: deps.db }), legalName: facts.legalName, siteUrl: facts.siteUrl }
}
