// Sign-in and profile end to end: phone sign-up, profile with avatar, sign-out, the guard back to a login page via e-mail.
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, urlFor } from './fixtures'
import { codeFor, linkFor, freshEmail, freshPhone, makePng, requestEmailCode, requestPhoneCode, shootBoth, signInByPhone } from './auth-helpers'

afterAll(closeBrowser)

const local = (page: import('playwright-core').Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)
const gql = gqlClient()
/** What the server makes of a token now: the account's id, or null once the token is revoked. */
const meOf = async (token: string) => (await gql<{ me: { id: string } | null }>('{ me { id } }', {}, token)).me?.id ?? null

describe('auth and profile', () => {
  // A long flow with many screenshots at two widths: 7–9 s on an idle machine, so it gets more than the default 30 s.
  it('signs up by phone, fills the profile with an avatar, signs out, and signs back in by e-mail through the guard', { timeout: 90_000 }, async () => {
    const page = await newPage('desktop')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    const phone = freshPhone()
    const email = freshEmail()

    // Provider selection, then the phone step with its validation on blur.
    await open(page, '/ecosystem/auth')
    await page.waitForSelector('[data-island="auth-flow"][data-hydrated="true"]')
    expect(await page.textContent('h1')).toBe('Зарегистрируйся или войди')
    await shootBoth(page, 'auth-providers')
    await page.click('button:has-text("Другие способы входа")')
    await shootBoth(page, 'auth-other-ways')
    await page.click('button:has-text("По номеру телефона")')
    await page.fill('#auth-phone', '912')
    await page.locator('#auth-phone').blur()
    await expect.poll(() => page.textContent('#auth-phone-error')).toBe('Кажется ты ввел неверный телефон')
    await page.type('#auth-phone', '1')
    expect(await page.locator('#auth-phone-error').count()).toBe(0)
    await page.fill('#auth-phone', phone.national)
    expect(await page.inputValue('#auth-phone')).toMatch(/^\+7 \(916\) \d{3} \d{2} \d{2}$/)
    expect(await page.isDisabled('button:has-text("Получить код")')).toBe(true)
    await page.check('input[name="agreement"]')
    await shootBoth(page, 'auth-phone')
    await page.click('button:has-text("Получить код")')

    // Code step: the SMS hint, a wrong code shows the error, the right one signs in and lands on the main page.
    await page.waitForSelector('[data-step="code"]')
    expect(await page.textContent('[data-step="code"]')).toContain('Мы отправили тебе код подтверждения на номер')
    const code = await codeFor(phone.digits)
    await page.fill('input[name="code"]', code === '0000' ? '1111' : '0000')
    await expect.poll(() => page.textContent('.auth-error')).toBe('Неверный код, попробуй ещё раз')
    await shootBoth(page, 'auth-code-wrong')
    await page.fill('input[name="code"]', code)
    await page.waitForURL(urlFor('/ecosystem'))
    expect(await local(page, 'apiToken')).toBeTruthy()
    expect(JSON.parse((await local(page, 'user'))!)).toMatchObject({ roleId: 1 })

    // Profile: name and e-mail, then a photo through the cropper.
    await open(page, '/ecosystem/profile')
    await page.waitForSelector('.profile[data-state="ready"]')
    expect(await page.textContent('[data-field="phone"]')).toContain('+7 (916)')
    await page.fill('#profile-name', 'Аня Тестова')
    await page.fill('#profile-email', email)
    await page.click('form:has(#profile-name) button[type="submit"]')
    // «Подтвердить почту» mails a link; opening it proves the address, which e-mail sign-in needs.
    await page.click('button:has-text("Подтвердить почту")')
    const link = await linkFor(email)
    await page.goto(link, { waitUntil: 'load' })
    await page.waitForURL((u) => u.pathname === '/ecosystem/profile' && u.searchParams.get('emailVerified') === '1')
    await page.waitForSelector('.profile:has-text("Почта подтверждена")')
    await page.setInputFiles('input[name="avatar"]', { name: 'me.png', mimeType: 'image/png', buffer: await makePng(page) })
    await page.waitForSelector('[role="dialog"] .cropper__stage img')
    await page.waitForSelector('[role="dialog"] button:has-text("Готово"):not([disabled])')
    await shootBoth(page, 'profile-cropper')
    await page.click('[role="dialog"] button:has-text("Готово")')
    await page.waitForSelector('img.profile-avatar__img[src^="/api/account/avatars/"]')
    const avatar = await page.getAttribute('img.profile-avatar__img', 'src')
    expect((await fetch(urlFor(avatar!))).headers.get('content-type')).toMatch(/^image\//)
    await shootBoth(page, 'profile')

    // Sign-out from the profile: token and local user data go, the main page shows a guest; the server refuses the
    // token from now on (issue 10, finding 7), so a copy of it is worth nothing.
    const signedOut = (await local(page, 'apiToken'))!
    expect(await meOf(signedOut)).toBeTruthy()
    await page.click('.profile-logout')
    await page.waitForURL(urlFor('/ecosystem'))
    await page.waitForSelector('.account-badge[data-state="ready"]')
    expect(await page.textContent('.account-badge')).toContain('Гость')
    expect(await local(page, 'apiToken')).toBeNull()
    expect(await local(page, 'user')).toBeNull()
    expect(await meOf(signedOut)).toBeNull()

    // A guest opening the profile goes to sign-in with the way back, signs in by e-mail and returns.
    await page.goto(urlFor('/ecosystem/profile'), { waitUntil: 'load' })
    await page.waitForURL((u) => u.pathname === '/ecosystem/auth')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/ecosystem/profile')
    await requestEmailCode(page, email)
    expect(await page.textContent('[data-step="code"]')).toContain('Спам')
    await shootBoth(page, 'auth-email-code')
    await page.fill('input[name="code"]', await codeFor(email))
    await page.waitForURL(urlFor('/ecosystem/profile'))
    await page.waitForSelector('.profile[data-state="ready"]')
    expect(await page.inputValue('#profile-name')).toBe('Аня Тестова')

    // The account badge's menu signs out too.
    await page.click('.account-menu summary')
    await page.click('.account-menu__out')
    await page.waitForURL(urlFor('/ecosystem'))
    expect(await local(page, 'apiToken')).toBeNull()
    await page.close()
  })

  // Other devices dying with it is shown in tests/http/auth-revocation.test.ts; a second sign-in here would wait out the resend pause.
  it('«Выйти на всех устройствах» signs this browser out and the server refuses its token', async () => {
    const page = await newPage('desktop')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    await open(page, '/ecosystem/auth')
    await signInByPhone(page)
    await page.waitForURL(urlFor('/ecosystem'))
    const token = (await local(page, 'apiToken'))!
    expect(await meOf(token)).toBeTruthy()
    await open(page, '/ecosystem/profile')
    await page.waitForSelector('.profile[data-state="ready"]')
    await shootBoth(page, 'profile-sign-out-everywhere')
    await page.click('.profile-logout-everywhere')
    await page.waitForURL(urlFor('/ecosystem'))
    await page.waitForSelector('.account-badge[data-state="ready"]')
    expect(await page.textContent('.account-badge')).toContain('Гость')
    expect(await local(page, 'apiToken')).toBeNull()
    expect(await meOf(token)).toBeNull()
    await page.close()
  })

  it('shows the resend countdown as 00:SS and enables «Запросить повторно» after it', async () => {
    const page = await newPage('mobile')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    await page.clock.install()
    await open(page, '/ecosystem/auth')
    await requestPhoneCode(page, freshPhone().national)
    const resend = page.locator('[data-action="resend"]')
    expect(await resend.isDisabled()).toBe(true)
    await expect.poll(() => page.textContent('.auth-countdown')).toMatch(/^(01:00|00:5\d)$/)
    await shootBoth(page, 'auth-code-countdown')
    await page.clock.fastForward(30_000)
    await expect.poll(() => page.textContent('.auth-countdown')).toMatch(/^00:[23]\d$/)
    await page.clock.fastForward(31_000)
    await expect.poll(() => resend.isDisabled()).toBe(false)
    expect(await resend.textContent()).toBe('Запросить повторно')
    await page.close()
  })
})
