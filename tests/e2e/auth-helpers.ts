// Helpers of the auth e2e specs: fresh contacts, codes read from the dev outbox, the steps of the auth screens.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { issueToken } from '../../edge/auth/token'
import { ARTIFACTS_DIR, newPage, open, serverJwtSecret, shootWidths, urlFor } from './fixtures'
import { pageSignedInAs } from './clients'

let seq = 0
/** A fresh valid Russian mobile number per call, so per-number send limits never meet between runs. */
export function freshPhone(): { national: string; digits: string } {
  const tail = String((Date.now() % 1_000_000) * 10 + (seq++ % 10)).padStart(7, '0').slice(-7)
  const national = `916${tail}`
  return { national, digits: `7${national}` }
}

export const freshEmail = () => `student-${Date.now().toString(36)}-${seq++}@example.ru`

/** What `pattern` finds (its first group, else the whole match) in the newest dev-outbox message to `recipient`, once there is one. */
async function fromOutbox(recipient: string, pattern: RegExp): Promise<string> {
  let found: string | undefined
  await expect
    .poll(async () => {
      const res = await fetch(urlFor(`/dev/outbox?format=json&recipient=${encodeURIComponent(recipient)}`))
      const { entries } = (await res.json()) as { entries: { body: string }[] }
      const match = entries[0]?.body.match(pattern)
      found = match?.[1] ?? match?.[0]
      return found
    })
    .toBeTruthy()
  return found!
}

/** The newest code sent to a recipient (digits or e-mail), from GET /dev/outbox?format=json. */
export const codeFor = (recipient: string) => fromOutbox(recipient, /\b(\d{4})\b/)

/** The e-mail verification link mailed to an address, from the dev outbox. */
export async function linkFor(email: string): Promise<string> {
  const link = new URL(await fromOutbox(email, /https?:\/\/\S+\/api\/email\/verify\?token=[^\s"<]+/))
  return urlFor(link.pathname + link.search)
}

/** Both sizes of the spec's breakpoints into tests/e2e/artifacts/ (`${name}-375.png`, `${name}-1280.png`). */
export const shootBoth = (page: Page, name: string) => shootWidths(page, `${ARTIFACTS_DIR}${name}`)

/** A guest opening `path` is sent to sign-in with the way back to it. */
export async function expectSentToSignIn(path: string, viewport: 'desktop' | 'mobile' = 'desktop') {
  const page = await newPage(viewport)
  await open(page, path)
  await page.waitForURL(/\/ecosystem\/auth\?redirect=/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(path)
  await page.close()
}

/** Waits for the auth island to hydrate and opens «Другие способы входа». */
export async function openOtherWays(page: Page) {
  await page.waitForSelector('[data-island="auth-flow"][data-hydrated="true"]')
  await page.click('button:has-text("Другие способы входа")')
}

/** A guest on a landing page presses «Войти», signs up with a fresh phone's code and lands on the cabinet. */
export async function signUpFromLanding(page: Page): Promise<void> {
  await page.click('.site-header__actions a:has-text("Войти")')
  await page.waitForURL(/\/ecosystem\/auth/)
  await signInByPhone(page)
  await page.waitForURL(urlFor('/ecosystem'))
}

/** From the open «Другие способы входа» list to the code step; `within` is the popup holding the screens, if any. */
async function toCodeStep(page: Page, way: 'phone' | 'email', contact: string, within = '') {
  await page.click(`${within}button:has-text("${way === 'phone' ? 'По номеру телефона' : 'Через почту'}")`)
  await page.fill(`#auth-${way}`, contact)
  await page.check('input[name="agreement"]')
  await page.click('button:has-text("Получить код")')
  await page.waitForSelector('[data-step="code"]')
}

/** Phone step 1 to the code step. */
export async function requestPhoneCode(page: Page, national: string) {
  await openOtherWays(page)
  await toCodeStep(page, 'phone', national)
}

/** Signs a fresh phone in on the auth screens: its code, read from the dev outbox, typed in. */
export async function signInByPhone(page: Page) {
  const phone = freshPhone()
  await requestPhoneCode(page, phone.national)
  await page.fill('input[name="code"]', await codeFor(phone.digits))
}

/**
 * The same in the registration popup, which holds the auth screens of /ecosystem/auth (not an island of its own);
 * `otherWaysOpen` runs once «Другие способы входа» is open (to shoot it).
 */
export async function signInByPhoneInPopup(page: Page, otherWaysOpen?: () => Promise<unknown>) {
  const phone = freshPhone()
  await page.click('[role="dialog"] button:has-text("Другие способы входа")')
  await otherWaysOpen?.()
  await toCodeStep(page, 'phone', phone.national, '[role="dialog"] ')
  await page.fill('input[name="code"]', await codeFor(phone.digits))
}

/** E-mail step 1 to the code step. */
export async function requestEmailCode(page: Page, email: string) {
  await openOtherWays(page)
  await toCodeStep(page, 'email', email)
}

/** A small PNG made by the page's own canvas, as bytes the file input can take. */
export async function makePng(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = 120
    c.height = 80
    const g = c.getContext('2d')!
    g.fillStyle = '#4b3df5'
    g.fillRect(0, 0, 120, 80)
    g.fillStyle = '#ffd23f'
    g.beginPath()
    g.arc(60, 40, 28, 0, Math.PI * 2)
    g.fill()
    return c.toDataURL('image/png').split(',')[1]!
  })
  return Buffer.from(b64, 'base64')
}

/** A token of a fresh administrator (role 4) made by the test-only POST /dev/admin, for the team's pages and APIs. */
/**
 * A fresh administrator's API token that has passed the back-office's second factor through the real API: the code
 * goes to the administrator's e-mail, read back from the dev outbox.
 */
export async function adminToken(): Promise<string> {
  const made = await fetch(urlFor('/dev/admin'), { method: 'POST' })
  expect(made.status).toBe(200)
  const { userId, email } = (await made.json()) as { userId: string; email: string }
  const token = await issueToken({ userId, secret: serverJwtSecret() })
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  expect((await fetch(urlFor('/api/admin/session/code'), { method: 'POST', headers: auth, body: '{}' })).status).toBe(200)
  const code = await adminCodeFor(email)
  expect((await fetch(urlFor('/api/admin/session/verify'), { method: 'POST', headers: auth, body: JSON.stringify({ code }) })).status).toBe(200)
  return token
}

/** The newest 6-digit back-office code sent to `email` (dev outbox). */
export const adminCodeFor = (email: string) => fromOutbox(email, /\b(\d{6})\b/)

/** A browser page signed in as the administrator `token`, cookies accepted, at a back-office `path` once its heading is there. */
export async function openAdminPage(token: string, path: string, viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> {
  const page = await pageSignedInAs(token, viewport)
  page.setDefaultTimeout(15_000)
  await open(page, path)
  await page.waitForSelector('.admin__main h1')
  return page
}
