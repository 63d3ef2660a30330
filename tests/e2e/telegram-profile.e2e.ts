// Issue 16 part 6 in the browser: a client attaches Telegram from the profile. The e2e server has no bot token, so the
// card (local mode) points at /dev/telegram/start, which plays the person pressing «Start» on the attach link; the card
// shows the bot attached as soon as the server publishes user-changed. Screens in tests/e2e/artifacts/telegram-*.png.
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open } from './fixtures'
import { shootBoth } from './auth-helpers'
import { signInPage } from './essay-fixtures'
import { signedInClient } from './clients'

afterAll(closeBrowser)
const gql = gqlClient()

describe('Telegram in the profile', () => {
  it('attaches the bot by its link and shows it attached without a reload', { timeout: 120_000 }, async () => {
    const token = await signedInClient(gql)
    const page = await newPage('desktop')
    await signInPage(page, token)
    await open(page, '/ecosystem/profile')
    const card = page.locator('[data-island="profile"][data-hydrated="true"] #telegram')
    await card.waitFor({ timeout: 30_000 })
    expect(await card.getAttribute('data-telegram')).toBe('detached')
    expect(await card.textContent()).toContain('Подключи Телеграм')
    await card.scrollIntoViewIfNeeded()
    await shootBoth(page, 'telegram-01-detached')

    await card.locator('[data-action="attach-telegram"]').click()
    const dev = card.locator('a[href^="/dev/telegram/start?payload=attach_"]')
    await dev.waitFor()
    expect(await card.textContent()).toContain('Нажми «Start» в боте')
    await shootBoth(page, 'telegram-02-waiting')

    // «Start» in the bot, played by the dev route from another tab.
    const answer = await page.request.get(new URL((await dev.getAttribute('href'))!, page.url()).href)
    expect(answer.status()).toBe(200)
    await page.waitForSelector('#telegram[data-telegram="attached"]', { timeout: 15_000 })
    expect(await card.textContent()).toContain('Телеграм подключён')
    expect(await card.locator('[data-action="attach-telegram"]').count()).toBe(0)
    await page.waitForSelector('.toast:has-text("Телеграм подключён")')
    await shootBoth(page, 'telegram-03-attached')

    // The server agrees, and a reload shows the same.
    const me = await gql<{ me: { telegramIsAttached: boolean; telegramBotIsBlocked: boolean } }>('{ me { telegramIsAttached telegramBotIsBlocked } }', {}, token)
    expect(me.me).toEqual({ telegramIsAttached: true, telegramBotIsBlocked: false })
    await page.reload()
    await page.waitForSelector('[data-island="profile"][data-hydrated="true"] #telegram[data-telegram="attached"]')
    await page.close()
  })
})
