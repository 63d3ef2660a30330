// The bonus cabinet through the browser: a client's referral link and zero stats, a friend who joins through /ref/{id},
// signs up on the auth screens and pays through the test bank, then the referrer's page shows the registration and the
// earned tokens; the friends popup; /webapp/friends; the influencer's note on the subscription page.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, newPage, open, urlFor, gqlClient, shootWidths } from './fixtures'
import { signInByPhone, expectSentToSignIn } from './auth-helpers'
import { signedInClient, pageSignedInAs } from './clients'

// Sign-ins made straight over GraphQL come from this file's own address, so per-IP limits count it apart.
const gql = gqlClient()

afterAll(closeBrowser)

const SHOTS = '/tmp/friends/'


/** The current page at 375 and 1280 px wide, then back to its own size. */
const shootBoth = (page: Page, name: string) => shootWidths(page, `${SHOTS}${name}`)


type TStats = { earnedTokens: number; registrations: number; subscriptions: number; rewardTokens: number }
const meOf = async (token: string) =>
  (await gql<{ me: { referralId: string; referrerStats: TStats; balance: { balanceTokens: number } } }>(
    '{ me { referralId referrerStats { earnedTokens registrations subscriptions rewardTokens } balance { balanceTokens } } }',
    {},
    token,
  )).me

const READY = '[data-island="friends"][data-hydrated="true"] .friends[data-state="ready"]'
const stat = (page: Page, key: string) => page.textContent(`.friends [data-stat="${key}"] dd`)

async function openFriends(page: Page, path = '/ecosystem/friends') {
  await open(page, path)
  await page.waitForSelector(READY)
}

describe('/ecosystem/friends', () => {
  it('sends a guest to sign-in with the way back', async () => {
    await expectSentToSignIn('/ecosystem/friends', 'mobile')
  })

  it('shows the link and zero stats; a friend joins by the link and pays; the page shows the registration and the tokens', { timeout: 120_000 }, async () => {
    const referrerToken = await signedInClient(gql)
    const referrer = await meOf(referrerToken)
    const link = `${new URL(urlFor('/')).origin}/ref/${referrer.referralId}`
    const reward = referrer.referrerStats.rewardTokens
    expect(reward).toBeGreaterThan(0)

    const page = await pageSignedInAs(referrerToken)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(urlFor('/')).origin })
    await openFriends(page)
    expect(await page.textContent('h1')).toBe('Бонусный кабинет')
    expect(await page.inputValue('[data-referral-link]')).toBe(link)
    expect([await stat(page, 'earnedTokens'), await stat(page, 'registrations'), await stat(page, 'subscriptions')]).toEqual(['0', '0', '0'])
    expect(await page.textContent('[data-empty]')).toContain('Пока никто не пришёл по твоей ссылке')
    expect(await page.textContent('.friends')).toContain(`${reward} токенов`)
    expect(await page.textContent('.friends')).toContain('Как это работает')
    await page.click('button:text-is("Скопировать")')
    await expect.poll(() => page.locator('.toast:has-text("Ссылка скопирована")').count()).toBeGreaterThan(0)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await shootBoth(page, 'friends-empty')

    // The friend follows the link, signs up on the auth screens (the stored referral id goes with the code request).
    const friend = await newPage('mobile')
    await friend.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    await friend.goto(link, { waitUntil: 'load' })
    await friend.waitForURL(urlFor('/ecosystem'))
    expect(await friend.evaluate(() => localStorage.getItem('referralId'))).toBe(referrer.referralId)
    await open(friend, '/ecosystem/auth')
    await signInByPhone(friend)
    await friend.waitForURL(urlFor('/ecosystem'))
    const friendToken = (await friend.evaluate(() => localStorage.getItem('apiToken')))!
    expect(friendToken).toBeTruthy()

    // One registration before any payment, nothing earned yet.
    await openFriends(page)
    expect([await stat(page, 'earnedTokens'), await stat(page, 'registrations')]).toEqual(['0', '1'])
    expect(await page.locator('[data-empty]').count()).toBe(0)

    // The friend buys the smallest token package on the test bank's page.
    const { purchaseEcosystem } = await gql<{ purchaseEcosystem: { redirectUrl: string } }>(
      'mutation { purchaseEcosystem(amountTokens: 50, redirectAfterPayment: "/ecosystem/friends") { redirectUrl } }',
      {},
      friendToken,
    )
    await friend.goto(purchaseEcosystem.redirectUrl, { waitUntil: 'load' })
    await friend.waitForURL(/\/dev\/bank\/pay\//)
    await friend.click('button:text-is("Оплатить")')
    await friend.waitForURL((u) => u.pathname === '/ecosystem/friends' && u.searchParams.has('payment-id'))
    await expect.poll(async () => (await meOf(friendToken)).balance.balanceTokens).toBe(50)
    await friend.close()

    await openFriends(page)
    expect([await stat(page, 'earnedTokens'), await stat(page, 'registrations'), await stat(page, 'subscriptions')]).toEqual([String(reward), '1', '0'])
    expect((await meOf(referrerToken)).balance.balanceTokens).toBe(reward)
    await shootBoth(page, 'friends-one-friend')

    // The same in short in the friends popup.
    await page.waitForFunction(() => Boolean((window as { __campusWidgets?: { openPopup?: unknown } }).__campusWidgets?.openPopup))
    await page.evaluate(() => (window as unknown as { __campusWidgets: { openPopup: (n: string) => void } }).__campusWidgets.openPopup('friends'))
    await page.waitForSelector('[role="dialog"] .friends-popup[data-state="ready"]')
    expect(await page.inputValue('[role="dialog"] [data-referral-link]')).toBe(link)
    expect(await page.textContent('[role="dialog"] [data-stat="registrations"] dd')).toBe('1')
    expect(await page.textContent('[role="dialog"] [data-stat="earnedTokens"] dd')).toBe(String(reward))
    expect(await page.getAttribute('[role="dialog"] a:has-text("Открыть бонусный кабинет")', 'href')).toBe('/ecosystem/friends')
    await shootBoth(page, 'friends-popup')
    await page.close()
  })

  it('/webapp/friends shows the same cabinet in the web-app layout', async () => {
    const token = await signedInClient(gql)
    const page = await pageSignedInAs(token, 'mobile')
    await openFriends(page, '/webapp/friends')
    expect(new URL(page.url()).pathname).toBe('/webapp/friends')
    expect(await page.getAttribute('[data-route-name]', 'data-route-name')).toBe('webapp-friends')
    expect(await page.getAttribute('.eco-header', 'data-variant')).toBe('webapp')
    expect(await page.inputValue('[data-referral-link]')).toBe(`${new URL(urlFor('/')).origin}/ref/${(await meOf(token)).referralId}`)
    await page.screenshot({ path: `${SHOTS}friends-webapp-375.png`, fullPage: true, animations: 'disabled' })
    await page.close()
  })
})

describe('influencer payment form text', () => {
  it('a visitor who came from a blogger with the blogger\'s offer sees the note on the subscription page; others do not', async () => {
    const token = await signedInClient(gql)
    const page = await pageSignedInAs(token, 'mobile')
    // The demo blogger's banner leads here with its code (sub25) as the offer; the form applies it.
    await open(page, '/ecosystem/subscription?entry=campus-demo-blogger&offer=sub25')
    await page.waitForSelector('[data-influencer-note]')
    expect(await page.textContent('[data-influencer-note]')).toBe('Промокод блогера применён')
    await page.waitForSelector('[data-promo="applied"]')
    await page.screenshot({ path: `${SHOTS}influencer-note-375.png`, fullPage: true, animations: 'disabled' })
    await page.close()

    // The blogger's entry without the blogger's code: the note would promise a discount the form does not show.
    const noOffer = await pageSignedInAs(token, 'desktop')
    const asked = noOffer.waitForRequest((r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('getInfluencerByAppEntryTitle'))
    await open(noOffer, '/ecosystem/subscription?entry=campus-demo-blogger')
    const answer = (await (await (await asked).response())!.json()) as { data: { getInfluencerByAppEntryTitle: { paymentFormText: string } } }
    expect(answer.data.getInfluencerByAppEntryTitle.paymentFormText).toBe('Промокод блогера применён')
    await noOffer.waitForSelector('[data-island="subscription"][data-hydrated="true"] .money[data-state="ready"]')
    expect(await noOffer.locator('[data-influencer-note]').count()).toBe(0)
    await noOffer.close()

    const other = await pageSignedInAs(token, 'desktop')
    const lookUp = other.waitForRequest((r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('getInfluencerByAppEntryTitle'))
    await open(other, '/ecosystem/subscription?entry=vk_post')
    // The look-up for this entry was made and answered: there is no blogger behind it, so no note.
    expect(await (await (await lookUp).response())!.json()).toEqual({ data: { getInfluencerByAppEntryTitle: null } })
    await other.waitForSelector('[data-island="subscription"][data-hydrated="true"] .money[data-state="ready"]')
    expect(await other.locator('[data-influencer-note]').count()).toBe(0)
    await other.close()
  })
})
