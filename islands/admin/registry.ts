// The back-office's islands. Only pages under /admin hydrate from this map (islands/admin/hydrate-admin.ts), so no
// public page's bundle names, loads or contains admin code (tests/build/admin-bundles.test.ts checks the sources, tests/e2e/admin-bundles.e2e.ts the build).
import type { TIslandLoaders } from '../hydrate-from'

export const adminIslandLoaders = {
  'admin-home': () => import('./home.island'),
  'admin-audit': () => import('./audit.island'),
  'admin-funnel': () => import('../analytics/funnel.island'),
  'admin-library': () => import('./content/library.island'),
  'admin-referats': () => import('./content/referats.island'),
  'admin-subjects': () => import('./content/subjects.island'),
  'admin-format-profiles': () => import('./format-profiles/format-profiles.island'),
  'admin-alerts': () => import('./alerts/alerts.island'),
  'admin-complaints': () => import('./complaints/complaints.island'),
  'admin-feedback': () => import('./feedback/feedback.island'),
  'admin-jobs': () => import('./jobs/jobs.island'),
  'admin-tariffs': () => import('./money/tariffs.island'),
  'admin-coupons': () => import('./money/coupons.island'),
  'admin-influencers': () => import('./money/influencers.island'),
  'admin-wheel': () => import('./money/wheel.island'),
  'admin-experiments': () => import('./money/experiments.island'),
  'admin-payment-notifications': () => import('./payment-notifications/payment-notifications.island'),
  'admin-users': () => import('./people/users.island'),
  'admin-user': () => import('./people/user-card.island'),
  'admin-impersonate': () => import('./people/impersonate.island'),
} satisfies TIslandLoaders

export type AdminIslandName = keyof typeof adminIslandLoaders
