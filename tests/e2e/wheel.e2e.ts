// The prize wheel through the browser (issue 16): show_wof opens it on a cabinet page and leaves the address; a spin
// lands on the sector of the prize the server returned, the result and spins left follow; with no spins left the
// wheel says «Вращения закончились» and a spin changes nothing; the bonus cabinet opens it; the rules link works; a
// guest from /?trialKey=…&show_wof=1 signs in, gets the key's free questions once, and the wheel opens.
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, urlFor } from './fixtures'
import { devWheel, sectorShown, spinOnce, trialsOf as trialsOfClient, WHEEL_POPUP, WHEEL_READY, wheelOf as wheelOfClient } from './wheel-helpers'
import { shootBoth, signUpFromLanding } from './auth-helpers'
import { signInPage } from './essay-fixtures'
import { signedInClient } from './clients'
import { WHEEL_PRIZES, WHEEL_RULES_PATH } from '../../domain/wheel/prizes'

const gql = gqlClient()
afterAll(closeBrowser)

const freshClientToken = () => signedInClient(gql)

async function signedInPage(token: string) {
  const page = await newPage('desktop')
  await signInPage(page, token)
  return page
}

const wheelOf = (token: string) => wheelOfClient(gql, token)
const trialsOf = (token: string) => trialsOfClient(gql, token)
const POPUP = WHEEL_POPUP
const READY = WHEEL_READY

describe('wheel of fortune', () => {
  it('opens by show_wof, lands on the server’s prize, counts spins down, and with none left changes nothing', { timeout: 180_000 }, async () => {
    const token = await freshClientToken()
    await devWheel({ promoCodes: 3 })
    const page = await signedInPage(token)
    await open(page, '/ecosystem?show_wof=1')
    await page.waitForSelector(READY)
    expect(new URL(page.url()).searchParams.has('show_wof')).toBe(false)
    // The welcome spin (domain/wheel/spin-rules.ts).
    expect(await page.getAttribute(`${POPUP} .wheel-popup`, 'data-spins-left')).toBe('1')
    expect(await page.textContent(`${POPUP} [data-spins]`)).toBe('У тебя 1 вращение')
    expect(await page.locator(`${POPUP} .wheel__sector title`).allTextContents()).toEqual(WHEEL_PRIZES.map((p) => p.title))
    await shootBoth(page, 'wheel-before')

    const seen = { win: false, loss: false }
    let spins = 1
    for (let round = 0; round < 40 && (spins > 0 || !seen.win || !seen.loss); round++) {
      if (spins === 0) {
        await devWheel({ spins: 1 }, token)
        // The popup re-reads the count when it opens again.
        await page.keyboard.press('Escape')
        await page.evaluate(() => (window as unknown as { __campusWidgets: { openPopup: (n: string) => void } }).__campusWidgets.openPopup('wheel-of-fortune'))
        await page.waitForSelector(READY)
        spins = Number(await page.getAttribute(`${POPUP} .wheel-popup`, 'data-spins-left'))
      }
      const before = spins
      const spin = await spinOnce(page)
      // The wheel stopped on the sector of the prize the server drew.
      expect(await sectorShown(page)).toBe(spin.prize.id - 1)
      expect(await page.textContent(`${POPUP} .wheel-result__title`)).toContain(spin.isWin ? 'Поздравляем!' : spin.prize.id === 10 ? '−3' : 'В этот раз без приза')
      if (spin.promoCode) expect(await page.textContent(`${POPUP} [data-promo-code]`)).toBe(spin.promoCode)
      spins = spin.spinsLeft
      expect(spins).toBe(spin.prize.id >= 7 && spin.prize.id <= 9 ? before - 1 + (spin.prize.id - 6) : spin.prize.id === 10 ? Math.max(0, before - 1 - 3) : before - 1)
      await expect.poll(() => page.getAttribute(`${POPUP} .wheel-popup`, 'data-spins-left')).toBe(String(spins))
      const kind = spin.isWin ? 'win' : 'loss'
      if (!seen[kind]) await shootBoth(page, `wheel-after-${kind}`)
      seen[kind] = true
    }
    expect(spins).toBe(0)

    // No spins: the clear message, the button off; a spin over GraphQL is refused and changes nothing.
    expect(await page.textContent(`${POPUP} [data-notice]`)).toBe('Вращения закончились')
    expect(await page.isDisabled(`${POPUP} .wheel-popup__spin`)).toBe(true)
    const state = await wheelOf(token)
    const trials = await trialsOf(token)
    await expect(gql('mutation { spinWheelOfFortune { spinsLeft } }', {}, token)).rejects.toThrow(/Вращения закончились|NO_SPINS_LEFT/)
    expect(await wheelOf(token)).toEqual(state)
    expect(await trialsOf(token)).toBe(trials)
    expect(await page.locator(`${POPUP} .wheel-history__list li`).count()).toBe(state.history.length)
    await shootBoth(page, 'wheel-no-spins')

    // The rules link opens the rules page, whose odds come from the database.
    await page.click(`${POPUP} a:has-text("Правила розыгрыша")`)
    await page.waitForURL(urlFor(WHEEL_RULES_PATH))
    expect(await page.textContent('h1')).toBe('Правила колеса фортуны')
    expect(await page.textContent('.wheel-odds [data-prize-id="11"] [data-percent]')).toBe('30,0 %')
    await shootBoth(page, 'wheel-rules')
    await page.close()
  })

  it('opens from the bonus cabinet, which shows the spins left', async () => {
    const token = await freshClientToken()
    const page = await signedInPage(token)
    await open(page, '/ecosystem/friends')
    await page.waitForSelector('[data-wheel-card] [data-spins="1"]')
    expect(await page.textContent('[data-wheel-card] .wheel-card__spins')).toBe('У тебя 1 вращение')
    await shootBoth(page, 'wheel-friends-card')
    await page.click('[data-wheel-card] button:has-text("Колесо фортуны")')
    await page.waitForSelector(READY)
    await spinOnce(page)
    await page.keyboard.press('Escape')
    // Closed, the card reads the count again.
    const left = (await wheelOf(token)).spinsLeft
    await page.waitForSelector(`[data-wheel-card] [data-spins="${left}"]`)
    await page.close()
  })

  it('a guest from /?trialKey=…&show_wof=1 signs in, gets the key’s free questions once, and the wheel opens', { timeout: 120_000 }, async () => {
    const key = `E2E-${Date.now().toString(36)}`
    await devWheel({ trialKey: { key, trials: 5 } })
    const page = await newPage('desktop')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    await open(page, `/?trialKey=${key}&show_wof=1`)
    await signUpFromLanding(page)
    await page.waitForSelector(READY)
    await page.waitForSelector('.toast:has-text("Пробный ключ активирован")')
    expect(await page.textContent('.toast:has-text("Пробный ключ активирован")')).toContain('5 бесплатных вопросов')
    const token = (await page.evaluate(() => localStorage.getItem('apiToken')))!
    expect(await trialsOf(token)).toBe(5)
    await shootBoth(page, 'wheel-after-sign-in')

    // Once: the flags are used up, a reload redeems nothing, and the key itself is refused a second time.
    await page.reload()
    await page.waitForSelector('[data-island="popup-host"][data-hydrated="true"]', { state: 'attached' })
    expect(await page.$(POPUP)).toBeNull()
    await expect(gql('mutation ($key: String!) { redeemTrialKey(key: $key) { balanceTrials } }', { key }, token)).rejects.toThrow()
    expect(await trialsOf(token)).toBe(5)
    await page.close()
  })

  it('a guest’s /?newby survives the sign-up: the welcome free questions come once and the balance panel shows them', { timeout: 120_000 }, async () => {
    const page = await newPage('desktop')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    await open(page, '/?newby=1')
    await signUpFromLanding(page)
    await page.waitForSelector('[data-popup="free-tokens"] .free-tokens[data-trials="3"]')
    const token = (await page.evaluate(() => localStorage.getItem('apiToken')))!
    expect(await trialsOf(token)).toBe(3)
    // Used up: the pending flag is gone, so a reload claims nothing more.
    expect(await page.evaluate(() => sessionStorage.getItem('newby'))).toBeNull()
    await open(page, '/ecosystem?balanceSidebarOpened=true')
    await page.waitForSelector('[data-balance-state="ready"] [data-balance-trials]')
    expect(await page.textContent('[data-balance-state="ready"] [data-balance-trials]')).toBe('3')
    expect(await page.locator('[data-popup="free-tokens"]').count()).toBe(0)
    await shootBoth(page, 'wheel-newby-balance')
    await page.close()
  })

  it('?newby gives a new client the welcome free questions once and says so; a reload gives nothing more', async () => {
    const token = await freshClientToken()
    const page = await signedInPage(token)
    await open(page, '/ecosystem?newby=1')
    await page.waitForSelector('[data-popup="free-tokens"] .free-tokens[data-trials="3"]')
    expect(new URL(page.url()).searchParams.has('newby')).toBe(false)
    expect(await trialsOf(token)).toBe(3) // NEWBY_TRIALS, the default of edge/settings.ts
    await shootBoth(page, 'wheel-newby-free-tokens')
    const claimed = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('claimNewbyTrials'))
    await open(page, '/ecosystem?newby=1')
    expect(await (await claimed).json()).toMatchObject({ data: { claimNewbyTrials: { trialsGranted: 0 } } })
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    expect(await page.locator('[data-popup="free-tokens"]').count()).toBe(0)
    expect(await trialsOf(token)).toBe(3)
    await page.close()
  })
})
