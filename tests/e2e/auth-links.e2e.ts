// Sign-in links (platform spec §2 Auth callback parameters): phoneNumber, email, initialCode, sendCodeOnce, auth_token,
// isTgAuthAvailable, a and r on /ecosystem/auth, each doing what domain/auth/auth-link.ts reads them as; and a landing's
// placement p kept for the sign-up after it.
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { decode } from 'hono/utils/jwt/jwt'
import { closeBrowser, gqlClient, newPage, open, urlFor } from './fixtures'
import { codeFor, freshEmail, freshPhone, shootBoth, signUpFromLanding } from './auth-helpers'
import { AUTH_MESSAGES } from '../../domain/auth/errors'

afterAll(closeBrowser)

const gql = gqlClient()
const PROFILE = encodeURIComponent('/ecosystem/profile')

async function authPage(path: string, viewport: 'desktop' | 'mobile' = 'desktop') {
  const page = await newPage(viewport)
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
  await open(page, path)
  await page.waitForSelector('[data-island="auth-flow"][data-hydrated="true"]')
  return page
}

/** How many messages the dev outbox holds for a recipient (each code request is one). */
async function sentTo(recipient: string): Promise<number> {
  const res = await fetch(urlFor(`/dev/outbox?format=json&recipient=${encodeURIComponent(recipient)}`))
  return ((await res.json()) as { entries: unknown[] }).entries.length
}

const apiToken = (page: Page) => page.evaluate(() => localStorage.getItem('apiToken'))

/** A code asked for over the API, as another device would: this browser never asked for it. */
async function codeAskedElsewhere(contact: { phone: string } | { email: string }): Promise<string> {
  await gql('mutation($phone: String, $email: String) { requestAuthCode(phone: $phone, email: $email, consentToTheProcessingOfPersonalData: true) { isSent } }', { phone: null, email: null, ...contact })
  return codeFor('phone' in contact ? contact.phone : contact.email)
}

describe('sign-in links', () => {
  it('phoneNumber + sendCodeOnce: the number is prefilled, the code goes once on the agreement, a reload sends nothing, r leads back', { timeout: 90_000 }, async () => {
    const phone = freshPhone()
    const page = await authPage(`/ecosystem/auth?phoneNumber=%2B7${phone.national}&sendCodeOnce=1&r=${PROFILE}&cid=spring-42&utm_source=vk`, 'mobile')
    await page.waitForSelector('[data-step="phone"]')
    expect(await page.inputValue('#auth-phone')).toBe(`+7 (${phone.national.slice(0, 3)}) ${phone.national.slice(3, 6)} ${phone.national.slice(6, 8)} ${phone.national.slice(8)}`)
    await shootBoth(page, 'auth-link-phone')
    // Nothing is sent before the person has agreed.
    expect(await sentTo(phone.digits)).toBe(0)
    await page.check('input[name="agreement"]')
    await page.waitForSelector('[data-step="code"]')
    expect(await sentTo(phone.digits)).toBe(1)

    // A reload inside the resend pause opens the code step again without asking for another code.
    await page.reload({ waitUntil: 'load' })
    await page.waitForSelector('[data-island="auth-flow"][data-hydrated="true"]')
    await page.waitForSelector('[data-step="code"] [data-action="resend"]:disabled')
    expect(await sentTo(phone.digits)).toBe(1)

    await page.fill('input[name="code"]', await codeFor(phone.digits))
    await page.waitForURL(urlFor('/ecosystem/profile'))
    const token = (await apiToken(page))!
    // cid is kept with the sign-up parameters as utm_source is; the contact is not.
    const { me } = await gql<{ me: { getParamsWhenRegister: { name: string; value: string }[] } }>('{ me { getParamsWhenRegister { name value } } }', {}, token)
    expect(me.getParamsWhenRegister).toEqual(expect.arrayContaining([{ name: 'cid', value: 'spring-42' }, { name: 'utm_source', value: 'vk' }]))
    expect(me.getParamsWhenRegister.map((p) => p.name)).not.toContain('phoneNumber')

    // Signed in, the same link goes straight on to its redirect.
    await open(page, `/ecosystem/auth?phoneNumber=${phone.national}&sendCodeOnce=1&r=${PROFILE}`)
    await page.waitForURL(urlFor('/ecosystem/profile'))
    expect(await sentTo(phone.digits)).toBe(1)
    await page.close()
  })

  it('an invalid phoneNumber is shown with its error and never sent', async () => {
    const page = await authPage('/ecosystem/auth?phoneNumber=912&sendCodeOnce=1')
    expect(await page.inputValue('#auth-phone')).toBe('+7 (912)')
    expect(await page.textContent('#auth-phone-error')).toBe('Кажется ты ввел неверный телефон')
    await page.check('input[name="agreement"]')
    expect(await page.isDisabled('button:has-text("Получить код")')).toBe(false)
    await page.click('button:has-text("Получить код")')
    expect(await page.textContent('#auth-phone-error')).toBe('Кажется ты ввел неверный телефон')
    expect(await page.locator('[data-step="code"]').count()).toBe(0)
    await page.close()
  })

  it('email is prefilled; an initialCode for a code asked for here signs in by itself and leaves the address', { timeout: 60_000 }, async () => {
    const email = freshEmail()
    const page = await authPage(`/ecosystem/auth?email=${encodeURIComponent(email)}`)
    await page.waitForSelector('[data-step="email"]')
    expect(await page.inputValue('#auth-email')).toBe(email)
    await page.check('input[name="agreement"]')
    await page.click('button:has-text("Получить код")')
    await page.waitForSelector('[data-step="code"]')
    const code = await codeFor(email)

    // The e-mail's link, opened in this browser: no typing, no click.
    await open(page, `/ecosystem/auth?email=${encodeURIComponent(email)}&initialCode=${code}&r=${PROFILE}`)
    await page.waitForURL(urlFor('/ecosystem/profile'))
    expect(await apiToken(page)).toBeTruthy()
    await page.close()
  })

  it('an initialCode this browser did not ask for is prefilled and waits for «Войти»; the code leaves the address', { timeout: 60_000 }, async () => {
    const phone = freshPhone()
    const code = await codeAskedElsewhere({ phone: phone.digits })
    const page = await authPage(`/ecosystem/auth?phoneNumber=${phone.digits}&initialCode=${code}&r=${PROFILE}`)
    await page.waitForSelector('[data-step="code"] [data-action="verify"]')
    expect(await page.inputValue('input[name="code"]')).toBe(code)
    await expect.poll(() => new URL(page.url()).searchParams.has('initialCode')).toBe(false)
    expect(new URL(page.url()).searchParams.get('phoneNumber')).toBe(phone.digits)
    expect(await apiToken(page)).toBeNull()
    await page.click('[data-action="verify"]')
    await page.waitForURL(urlFor('/ecosystem/profile'))
    expect(await apiToken(page)).toBeTruthy()
    await page.close()
  })

  it('isTgAuthAvailable=false hides Telegram; a=email opens the e-mail step', async () => {
    const page = await authPage('/ecosystem/auth?isTgAuthAvailable=false')
    await page.waitForSelector('[data-step="providers"] [data-provider="yandex"]')
    expect(await page.locator('[data-provider="telegram"]').count()).toBe(0)
    await open(page, '/ecosystem/auth?isTgAuthAvailable=true')
    await page.waitForSelector('[data-provider="telegram"]')

    await open(page, '/ecosystem/auth?a=email')
    await page.waitForSelector('[data-step="email"]')
    expect(await page.textContent('h1')).toBe('Введи адрес почты')
    expect(await page.inputValue('#auth-email')).toBe('')
    await page.close()
  })

  it('auth_token: a bad one is reported in Russian; a good one leaves the address, asks, and signs in', { timeout: 60_000 }, async () => {
    const bad = await authPage(`/ecosystem/auth?auth_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bm90LWEtc2lnbmF0dXJl&r=${PROFILE}`)
    await bad.waitForSelector('[data-step="providers"]')
    await expect.poll(() => bad.locator('.toast').allTextContents()).toEqual([expect.stringContaining(AUTH_MESSAGES.linkExpired)])
    expect(new URL(bad.url()).searchParams.has('auth_token')).toBe(false)
    expect(await apiToken(bad)).toBeNull()
    await bad.close()

    // A token made for an account on another device (here: over the API).
    const email = freshEmail()
    const code = await codeAskedElsewhere({ email })
    const { requestApiToken } = await gql<{ requestApiToken: { token: string } }>('mutation($email: String, $code: String!) { requestApiToken(email: $email, code: $code) { token } }', { email, code })
    const page = await authPage(`/ecosystem/auth?auth_token=${requestApiToken.token}&r=${PROFILE}`)
    await page.waitForSelector('[data-step="confirm"]')
    expect(new URL(page.url()).searchParams.has('auth_token')).toBe(false)
    expect(await page.textContent('[data-step="confirm"]')).toContain(email)
    expect(await apiToken(page)).toBeNull()
    await page.click('[data-action="confirm-sign-in"]')
    await page.waitForURL(urlFor('/ecosystem/profile'))
    // Not the handed-over token itself: one traded for it, of the same account, that binds none of this browser's
    // guest rows (nb; edge/auth/exchange-handed-over-token.ts).
    const own = (await apiToken(page))!
    expect(own).not.toBe(requestApiToken.token)
    expect(decode(own).payload).toMatchObject({ sub: decode(requestApiToken.token).payload.sub, nb: true })
    await page.close()
  })

  it('p: the landing\'s placement goes with the sign-up that follows on another page', { timeout: 60_000 }, async () => {
    const page = await newPage('desktop')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    await open(page, '/?p=partner_1')
    await signUpFromLanding(page)
    const { me } = await gql<{ me: { getParamsWhenRegister: { name: string; value: string }[] } }>('{ me { getParamsWhenRegister { name value } } }', {}, (await apiToken(page))!)
    expect(me.getParamsWhenRegister).toContainEqual({ name: 'p', value: 'partner_1' })
    await page.close()
  })
})
