// Helpers of the widget e2e specs: the dashboard with its hosts' test hooks, the mass alert switch, screenshots.
import { mkdir } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { ARTIFACTS_DIR, newPage, open, urlFor, type ViewportName } from './fixtures'
import type { toast } from '../../islands/toasts/toast-store'

export type Widgets = {
  toast: typeof toast
  openPopup: (name: string, props?: unknown) => void
  closePopup: () => void
}
declare global {
  interface Window {
    __campusWidgets?: Record<string, unknown>
    __result?: unknown
  }
}

export async function setMassAlert(body: { text?: string; isActive?: boolean }) {
  const res = await fetch(urlFor('/dev/mass-alert'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  expect(res.status).toBe(200)
}

/** A page that has already accepted cookies, so the notice stays out of screenshots that are not about it. */
export async function newPageWithoutNotice(viewport: ViewportName = 'desktop') {
  const page = await newPage(viewport)
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
  return page
}

/** The dashboard with its widget hosts hydrated and their test hooks exposed (APP_ENV=test). */
export async function dashboard(viewport: ViewportName = 'desktop', before?: (page: Page) => Promise<void>) {
  const page = await newPageWithoutNotice(viewport)
  await before?.(page)
  await open(page, '/ecosystem')
  await page.waitForFunction(() => {
    const w = window.__campusWidgets
    return Boolean(w?.toast && w?.openPopup)
  })
  return page
}

/** What the visitor sees (fixed overlays cover the viewport, not the full page), animations finished. */
export async function screenshot(page: Page, name: string) {
  await mkdir(ARTIFACTS_DIR, { recursive: true })
  await page.screenshot({ path: `${ARTIFACTS_DIR}${name}.png`, animations: 'disabled' })
}

/** Runs `fn` in the page with window.__campusWidgets; `fn` is sent as source, so it may use only its argument. */
export const call = (page: Page, fn: (w: Widgets) => unknown) => page.evaluate(`(${fn.toString()})(window.__campusWidgets)`)
