// Menus of platform.md §2 (routing guard): the cabinet's header menu and services menu, and the balance flag.
// Paths are written out rather than read from the route table so island bundles stay free of it;
// navigation.test.ts holds each one to its route.
import type { TOrderKind } from './quick-menu'

export type TNavItem = {
  /** The route-table name this item opens. */
  route: string
  href: string
  label: string
  hint?: string
  /** The help-desk widget will open on links marked so. */
  support?: true
}

/** Header menu: «Мои задания», «Бонусный кабинет», «Поддержка»; the profile entry joins on desktop only. */
export const MY_ORDERS_ITEM: TNavItem = { route: 'ecosystem-common__my-orders', href: '/ecosystem/my-orders', label: 'Мои задания' }

export const HEADER_MENU: readonly TNavItem[] = [
  MY_ORDERS_ITEM,
  { route: 'ecosystem-common__friends', href: '/ecosystem/friends', label: 'Бонусный кабинет' },
  // The popup host takes these links (data-support) over with the support popup; without JavaScript the FAQ answers.
  { route: 'ecosystem-common__faq', href: '/ecosystem/faq', label: 'Поддержка', support: true },
]

/** The mobile web-app's bottom navigation (platform.md §1, §2: the webapp- routes), in thumb order. */
export const WEBAPP_TABS: readonly (TNavItem & { icon: 'home' | 'list' | 'slides' | 'gift' | 'user' })[] = [
  { route: 'webapp-main', href: '/webapp', label: 'Главная', icon: 'home' },
  { route: 'webapp-orders', href: '/webapp/orders', label: 'Задания', icon: 'list' },
  { route: 'webapp-presentations-start', href: '/webapp/presentations', label: 'Презентации', icon: 'slides' },
  { route: 'webapp-friends', href: '/webapp/friends', label: 'Бонусы', icon: 'gift' },
  { route: 'webapp-profile', href: '/webapp/profile', label: 'Профиль', icon: 'user' },
]

/** The tab a web-app path belongs to: its own, or the tab whose section it is in (a presentation under its start). */
export function webappTabOf(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  let best: string | null = null
  for (const tab of WEBAPP_TABS) {
    if (path === tab.href || (tab.href !== '/webapp' && path.startsWith(`${tab.href}/`))) best = tab.href
  }
  return best
}

export const PROFILE_ITEM: TNavItem = { route: 'ecosystem-common__profile', href: '/ecosystem/profile', label: 'Профиль' }
export const SIGN_IN_ITEM: TNavItem = { route: 'ecosystem-common__auth', href: '/ecosystem/auth', label: 'Войти' }

export type TServiceItem = TNavItem & { kind: TOrderKind }

export const TEXT_START_ITEM: TServiceItem = {
  route: 'ecosystem-text-copilot__start',
  href: '/ecosystem/text-copilot',
  label: 'Создать текст',
  hint: 'Реферат, доклад или эссе с источниками',
  kind: 'text',
}

export const SERVICES_MENU: readonly TServiceItem[] = [
  TEXT_START_ITEM,
  { route: 'ecosystem-task__start', href: '/ecosystem/task-solver', label: 'Решить задачу', hint: 'Решение по шагам с объяснением', kind: 'task' },
  { route: 'ecosystem-slides-copilot__start', href: '/ecosystem/slides-copilot', label: 'Создать презентацию', hint: 'Слайды с планом и тезисами', kind: 'slides' },
]

/** Query flag that opens the balance sidebar (platform.md §2). */
export const BALANCE_SIDEBAR_FLAG = 'balanceSidebarOpened'

/** `?balanceSidebarOpened=true` (or `=1`, or bare) opens it; `false` and `0` do not. */
export function isFlagOn(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false
  return value !== 'false' && value !== '0'
}
