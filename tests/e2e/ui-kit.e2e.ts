// /ui-kit: login required; shows the components, and its demo drives real toasts, popups and the cropper.
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, open, screenshot, serverJwtSecret } from './fixtures'
import { issueToken } from '../../edge/auth/token'
import { pageSignedInAs } from './clients'
import { expectSentToSignIn } from './auth-helpers'

afterAll(closeBrowser)

const DEMO_USER = '00000000-0000-4000-8000-000000000001'
const demoToken = () => issueToken({ userId: DEMO_USER, secret: serverJwtSecret() })

describe('/ui-kit', () => {
  it('sends a guest to sign-in with the way back', async () => {
    await expectSentToSignIn('/ui-kit')
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows the components and drives toasts, popups and the cropper (${viewport})`, async () => {
      const token = await demoToken()
      const page = await pageSignedInAs(token, viewport)
      await open(page, '/ui-kit')
      await page.waitForSelector('[data-island="ui-kit-demo"][data-hydrated="true"]')
      await page.waitForSelector('[data-island="toast-host"][data-hydrated="true"]')
      await screenshot(page, `ui-kit-${viewport}`)

      await page.click('button[data-popup="image-cropper"]')
      await page.waitForSelector('[role="dialog"]')
      await screenshot(page, `ui-kit-cropper-${viewport}`)
      await page.click('[role="dialog"] button:text-is("Готово")')
      await expect.poll(() => page.locator('text=/Готово: \\d+ КБ/').count()).toBe(1)
      await page.keyboard.press('Escape')
      for (const label of ['Обычное', 'Успех', 'Внимание', 'Ошибка']) await page.click(`button:text-is("${label}")`)
      // At most three at once: the fourth closes the oldest («Обычное уведомление»).
      const visible = page.locator('.toast:not(.toast--leaving)')
      await expect.poll(() => visible.count()).toBe(3)
      await expect.poll(() => visible.allTextContents()).not.toContainEqual(expect.stringContaining('Обычное уведомление'))
      await screenshot(page, `ui-kit-toasts-${viewport}`)

      await page.close()
    })
  }

  it('runs the onboarding tour step by step and does not show finished steps again', async () => {
    const token = await demoToken()
    const page = await pageSignedInAs(token)
    await open(page, '/ui-kit')
    await page.waitForSelector('[data-island="ui-kit-demo"][data-hydrated="true"]')
    await page.click('button:text-is("Показать подсказки")')
    await page.waitForSelector('[data-onboarding-step="ai-editor__editor"]')
    expect(await page.getAttribute('[data-onboarding="ai-editor"]', 'data-onboarding-active')).toBe('true')
    await screenshot(page, 'onboarding-step-1')
    await page.click('.onboarding button:text-is("Далее")')
    await page.waitForSelector('[data-onboarding-step="ai-editor__text-selection"]')
    await page.click('.onboarding button:text-is("Назад")')
    await page.waitForSelector('[data-onboarding-step="ai-editor__editor"]')
    await page.click('.onboarding button[aria-label="Закрыть"]')
    await expect.poll(() => page.locator('.onboarding').count()).toBe(0)
    const finished = await page.evaluate(() => JSON.parse(localStorage.getItem('onboardingFinishedSteps') ?? '[]'))
    expect([...finished].sort()).toEqual(['ai-editor__editor', 'ai-editor__text-selection'])

    await page.reload()
    await page.waitForSelector('[data-island="ui-kit-demo"][data-hydrated="true"]')
    await page.click('button:text-is("Показать подсказки")')
    await page.waitForSelector('text=Все подсказки уже просмотрены')
    expect(await page.locator('.onboarding').count()).toBe(0)
    await page.close()
  })
})
