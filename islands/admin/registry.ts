// The back-office's islands. Only pages under /admin hydrate from this map (islands/admin/hydrate-admin.ts), so no
// public page's bundle names, loads or contains admin code (tests/build/admin-bundles.test.ts checks the build).
import type { ComponentType } from 'react'

type Loader = () => Promise<{ default: ComponentType<never> }>

export const adminIslandLoaders = {
  'admin-home': () => import('./home.island'),
  'admin-audit': () => import('./audit.island'),
  'admin-funnel': () => import('../analytics/funnel.island'),
  'admin-users': () => import('./people/users.island'),
  'admin-user': () => import('./people/user-card.island'),
  'admin-impersonate': () => import('./people/impersonate.island'),
} satisfies Record<string, Loader>

export type AdminIslandName = keyof typeof adminIslandLoaders
