// Which layout a page gets: the route table's `layout` field (platform.md §2), base for error pages and unknown paths.
import { matchRoute } from '../../domain/route-match'
import { BALANCE_SIDEBAR_FLAG, isFlagOn } from '../../domain/navigation'
import type { LayoutName } from '../../domain/routes'
import type { TBalanceLinks } from './cabinet-header'

export type TLayoutChoice =
  | { layout: Exclude<LayoutName, 'ecosystem'> }
  | { layout: 'ecosystem'; webapp?: { title: string; home: string }; quickMenuRail: boolean }

// The dashboards show the quick menu as a section of their own, so the side rail would repeat it.
const DASHBOARDS = new Set(['ecosystem-common__dashboard', 'webapp-main'])

export function pickLayout(pathname: string, isError: boolean): TLayoutChoice {
  if (isError) return { layout: 'base' }
  const route = matchRoute(pathname)?.route
  if (!route) return { layout: 'base' }
  if (route.layout !== 'ecosystem') return { layout: route.layout }
  const quickMenuRail = !DASHBOARDS.has(route.name)
  // The mobile web-app shows the cabinet's pages under /webapp with an app-like header.
  if (route.name.startsWith('webapp-')) return { layout: 'ecosystem', webapp: { title: route.title, home: '/webapp' }, quickMenuRail }
  return { layout: 'ecosystem', quickMenuRail }
}

/** The balance flag as the address has it, and plain links that set and clear it (for the moment before hydration). */
export function balanceLinks(pathname: string, search: Record<string, string>): TBalanceLinks {
  const params = new URLSearchParams(search)
  const initialOpen = isFlagOn(params.get(BALANCE_SIDEBAR_FLAG))
  params.delete(BALANCE_SIDEBAR_FLAG)
  const rest = params.toString()
  params.set(BALANCE_SIDEBAR_FLAG, 'true')
  return { initialOpen, openHref: `${pathname}?${params}`, closeHref: rest ? `${pathname}?${rest}` : pathname }
}
