// Login CSRF (issue 10, finding 2): an auth_token_id link made by someone else. The attacker signs in with Yandex ID
// (the e2e server's local fake) in their own browser and keeps the link instead of using it; the victim's browser that
// opens it is not signed in silently, its guest orders stay its own, and a signed-in victim is asked before any switch.
// The browser that really started the flow still signs in at once and keeps its guest orders.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, urlFor } from './fixtures'
import { codeFor, freshEmail, shootBoth } from './auth-helpers'
import { CLIENT_IP_HEADER, fakeClientIp } from './client-ip'
import { E2E_YANDEX_NAME } from './yandex'

afterAll(closeBrowser)

const gql = gqlClient()
const FILE_IP = fakeClientIp()

const newFingerprint = () => `e2e${crypto.randomUUID().replace(/-/g, '')}`

/** A guest page whose browser has a known fingerprint (what guest orders are tied to). */
async function guestPage(fingerprint: string, viewport: 'mobile' | 'desktop' = 'desktop', apiToken?: string): Promise<Page> {
  const page = await newPage(viewport)
  await page.addInitScript(
    ([fp, token]) => {
      localStorage.setItem('cookiesAccepted', 'true')
      localStorage.setItem('fingerprint', fp!)
      if (token) localStorage.setItem('apiToken', token)
    },
    [fingerprint, apiToken ?? ''],
  )
  return page
}

/**
 * Waits for the hand-off's confirmation step. A page that settles on another step (a failed exchange goes back to the
 * providers with a toast) fails at once, naming the address, the step and the toast, instead of a bare time-out.
 */
async function confirmStep(page: Page): Promise<void> {
  const step = await page.waitForSelector('[data-island="auth-flow"] [data-step]:not([data-step="exchanging"])', { timeout: 30_000 })
  const name = await step.getAttribute('data-step')
  if (name === 'confirm') return
  const toast = await page.locator('.toast').allTextContents()
  throw new Error(`expected the confirmation step at ${page.url()}, the page shows «${name}»; toasts: ${JSON.stringify(toast)}`)
}

/** GraphQL as a guest browser (x-fingerprint) or a client (bearer). */
async function call<T>(query: string, variables: Record<string, unknown>, who: { fingerprint?: string; token?: string }): Promise<T> {
  const res = await fetch(urlFor('/graphql'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CLIENT_IP_HEADER]: FILE_IP,
      ...(who.fingerprint && { 'x-fingerprint': who.fingerprint }),
      ...(who.token && { authorization: `Bearer ${who.token}` }),
    },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await res.json()) as { data: T; errors?: { message: string }[] }
  expect(body.errors).toBeUndefined()
  return body.data
}

/** A text work a guest started (a guest order tied to the browser's fingerprint); its id. */
async function guestOrder(fingerprint: string): Promise<string> {
  const topic = `Влияние инфляции на сбережения студентов ${Date.now().toString(36)}`
  const data = await call<{ createAiEssayOrder: { id: string } }>('mutation($t: String!) { createAiEssayOrder(topic: $t, workTypeId: 1) { id } }', { t: topic }, { fingerprint })
  return data.createAiEssayOrder.id
}

/** Whether the order is visible to a guest browser or a client (RLS: its owner only). */
const sees = async (id: string, who: { fingerprint?: string; token?: string }) =>
  (await call<{ getAiEssayOrderById: { id: string } | null }>('query($id: ID) { getAiEssayOrderById(id: $id) { id } }', { id }, who)).getAiEssayOrderById !== null

/** The Yandex sign-in through the screens: provider, agreement, «Готово!», the provider's consent and back. */
async function signInWithYandex(page: Page) {
  await open(page, '/ecosystem/auth')
  await page.waitForSelector('[data-island="auth-flow"][data-hydrated="true"]')
  await page.click('[data-provider="yandex"]')
  await page.check('input[name="agreement"]')
  await page.click('button:has-text("Готово!")')
}

/**
 * The attacker's part: a real sign-in in the attacker's own browser, whose page is kept from exchanging the id (as if
 * the link were copied off the address bar before the page ran); answers the hand-off link.
 */
async function attackerLink(): Promise<string> {
  const page = await guestPage(newFingerprint())
  await page.route('**/graphql', (route) => (route.request().postData()?.includes('getAuthTokenById') ? route.abort() : route.continue()))
  await signInWithYandex(page)
  // The link as the redirect brought it (the address the predicate saw, whatever the page does to it afterwards).
  let link = ''
  await page.waitForURL((u) => {
    const ok = u.pathname === '/ecosystem/auth' && u.searchParams.has('auth_token_id')
    if (ok) link = u.href
    return ok
  })
  await page.close()
  return link
}

describe('an auth_token_id link opened in a browser that did not start the sign-in', () => {
  it('does not sign a guest in silently; «Не входить» leaves the guest orders with the guest', async () => {
    const link = await attackerLink()
    const fp = newFingerprint()
    const order = await guestOrder(fp)
    const victim = await guestPage(fp, 'mobile')
    await victim.goto(link, { waitUntil: 'load' })
    await confirmStep(victim)
    expect(await victim.getAttribute('[data-step="confirm"]', 'data-reasons')).toBe('NOT_STARTED_HERE')
    expect(await victim.textContent('h1')).toBe('Войти по ссылке?')
    expect(await victim.textContent('[data-step="confirm"]')).toContain(`Ссылка ведёт в аккаунт «${E2E_YANDEX_NAME}»`)
    expect(await victim.textContent('[data-step="confirm"] [role="alert"]')).toContain('Вход начали не в этом браузере')
    expect(await victim.evaluate(() => localStorage.getItem('apiToken'))).toBeNull()
    await shootBoth(victim, 'auth-confirm-link')

    await victim.click('[data-action="decline-sign-in"]')
    await victim.waitForSelector('[data-step="providers"]')
    expect(new URL(victim.url()).searchParams.has('auth_token_id')).toBe(false)
    expect(await victim.evaluate(() => localStorage.getItem('apiToken'))).toBeNull()
    expect(await sees(order, { fingerprint: fp })).toBe(true)
    await victim.close()
  })

  it('signs in only when confirmed, and even then binds none of the browser’s guest orders', async () => {
    const link = await attackerLink()
    const fp = newFingerprint()
    const order = await guestOrder(fp)
    const victim = await guestPage(fp)
    await victim.goto(link, { waitUntil: 'load' })
    await confirmStep(victim)
    await victim.click('[data-action="confirm-sign-in"]')
    await victim.waitForURL(urlFor('/ecosystem'))
    const token = (await victim.evaluate(() => localStorage.getItem('apiToken')))!
    expect(token).toBeTruthy()
    const me = await call<{ me: { name: string } }>('{ me { name } }', {}, { token })
    expect(me.me.name).toBe(E2E_YANDEX_NAME)
    // The attacker's account did not get the order; the guest browser still owns it.
    expect(await sees(order, { token })).toBe(false)
    expect(await sees(order, { fingerprint: fp })).toBe(true)
    await victim.close()
  })

  it('asks a signed-in browser before switching it to the link’s account, and «Остаться» keeps it signed in', async () => {
    const email = freshEmail()
    await gql('mutation($e: String!) { requestAuthCode(email: $e) { isSent } }', { e: email })
    const { requestApiToken } = await gql<{ requestApiToken: { token: string } }>('mutation($e: String!, $c: String!) { requestApiToken(email: $e, code: $c) { token } }', {
      e: email,
      c: await codeFor(email),
    })
    await gql('mutation($n: String!) { updateUserInformation(name: $n) { id } }', { n: 'Вика' }, requestApiToken.token)
    const link = await attackerLink()
    const page = await guestPage(newFingerprint(), 'desktop', requestApiToken.token)
    await page.goto(link, { waitUntil: 'load' })
    await confirmStep(page)
    expect(await page.getAttribute('[data-step="confirm"]', 'data-reasons')).toBe('NOT_STARTED_HERE OTHER_ACCOUNT')
    expect(await page.textContent('h1')).toBe('Сменить аккаунт?')
    expect(await page.textContent('[data-step="confirm"] .auth-lead')).toBe(`Ты уже в аккаунте «Вика». Войти как другой пользователь — «${E2E_YANDEX_NAME}»?`)
    await shootBoth(page, 'auth-confirm-switch')
    // The longest answer wraps on a phone rather than widening the page.
    await page.setViewportSize({ width: 375, height: 812 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.click('[data-action="decline-sign-in"]')
    await page.waitForURL(urlFor('/ecosystem'))
    expect(await page.evaluate(() => localStorage.getItem('apiToken'))).toBe(requestApiToken.token)
    await page.close()
  })
})

describe('the browser that started the sign-in', () => {
  it('signs in at once and its guest orders become the account’s, as before', async () => {
    const fp = newFingerprint()
    const order = await guestOrder(fp)
    const page = await guestPage(fp)
    await signInWithYandex(page)
    await page.waitForURL(urlFor('/ecosystem'))
    const token = (await page.evaluate(() => localStorage.getItem('apiToken')))!
    expect(token).toBeTruthy()
    expect(await page.evaluate(() => localStorage.getItem('signInState'))).toBeNull()
    expect(await sees(order, { token })).toBe(true)
    await page.close()
  })
})
