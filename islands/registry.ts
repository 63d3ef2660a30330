// The islands that can hydrate in the browser; each loads as its own chunk, only where the page has it.
import type { ComponentType } from 'react'

type Loader = () => Promise<{ default: ComponentType<never> }>

export const islandLoaders = {
  'account-badge': () => import('./account-badge.island'),
  'services-menu': () => import('./services-menu.island'),
  'mass-alert': () => import('./banners/mass-alert.island'),
  'toast-host': () => import('./toasts/toast-host.island'),
  'popup-host': () => import('./popups/popup-host.island'),
  'balance-sidebar': () => import('./balance-sidebar.island'),
  'quick-menu': () => import('./quick-menu.island'),
  'mobile-menu': () => import('./mobile-menu.island'),
  'auth-flow': () => import('./auth/auth-flow.island'),
  profile: () => import('./profile/profile.island'),
  'block-screen': () => import('./block-screen/block-screen.island'),
  subscription: () => import('./money/subscription.island'),
  friends: () => import('./referrals/friends.island'),
  'my-orders': () => import('./orders/my-orders.island'),
  'influencer-note': () => import('./referrals/influencer-note.island'),
  'ui-kit-demo': () => import('./ui-kit-demo.island'),
  'text-copilot-start': () => import('./essay/text-copilot-start.island'),
  'text-copilot-order': () => import('./essay/text-copilot-order.island'),
  'essay-work-history': () => import('./essay/work-history.island'),
  'referat-order': () => import('./referat/referat-order.island'),
  'library-order': () => import('./library/library-order.island'),
  'library-buy': () => import('./library/library-buy.island'),
  'task-start': () => import('./task/task-start.island'),
  'exam-start': () => import('./exam/exam-start.island'),
  'exam-order': () => import('./exam/exam-order.island'),
  'task-order': () => import('./task-solver/task-order.island'),
  'task-preview': () => import('./task-solver/task-preview.island'),
  'ai-order': () => import('./ai-order/ai-order.island'),
  'advanced-ai-order': () => import('./advanced-ai-order/advanced-ai-order.island'),
  'advanced-ai-start': () => import('./advanced-ai-order/advanced-ai-start.island'),
  'presentation-start': () => import('./presentation/presentation-start.island'),
  'presentation-order': () => import('./presentation/presentation-order.island'),
  'training-start': () => import('./training/training-start.island'),
  'training-chat': () => import('./training/training-chat.island'),
} satisfies Record<string, Loader>

export type IslandName = keyof typeof islandLoaders
