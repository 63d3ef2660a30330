// Support through the browser (issue 16 parts 4–5): the header's «Поддержка» (desktop and the phone menu) opens the support
// popup, outside working hours the messenger fallback (even with the help-desk configured) with the contacts and the hours
// (the chat in working hours is growth-journey.e2e.ts's); without
// JavaScript the link still goes to the FAQ. «Оставить отзыв» opens the feedback form, which checks its text in Russian,
// sends, and shows the thanks; an administrator reads the row through GET /api/admin/feedback, a client gets the
// unknown-API 404. ?survioForm=1 opens the form once (source survio) and leaves the address.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, urlFor } from './fixtures'
import { adminToken, shootBoth } from './auth-helpers'
import { signInPage } from './essay-fixtures'
import { signedInClient } from './clients'
import { E2E_SITE_FACTS } from './site-facts'
import { fakeHelpDesk, outsideSupportHours } from './help-desk'
import { FEEDBACK_MESSAGES } from '../../domain/feedback'
import { SUPPORT_HOURS_TEXT } from '../../domain/support'

const gql = gqlClient()
afterAll(closeBrowser)

type TFeedbackItem = { text: string; rating: number | null; source: string; userId: string | null; pageUrl: string | null }

async function adminFeedback(): Promise<TFeedbackItem[]> {
  const token = await adminToken()
  const res = await fetch(urlFor('/api/admin/feedback?perPage=100'), { headers: { authorization: `Bearer ${token}` } })
  expect(res.status).toBe(200)
  return ((await res.json()) as { items: TFeedbackItem[] }).items
}

const meId = async (token: string) => (await gql<{ me: { id: string } }>('{ me { id } }', {}, token)).me.id

async function clientPage(viewport: 'desktop' | 'mobile' = 'desktop'): Promise<{ page: Page; token: string }> {
  const token = await signedInClient(gql)
  const page = await newPage(viewport)
  await signInPage(page, token)
  return { page, token }
}

const POPUP = (name: string) => `[data-popup="${name}"]`

/** The popup host's effects ran (its test hooks are exposed in the same commit as the data-support listener). */
const hostReady = (page: Page) => page.waitForFunction(() => Boolean(window.__campusWidgets?.openPopup))

describe('support popup', () => {
  it('the header «Поддержка» opens the fallback with the contacts and the hours on a Sunday; the link itself goes to the FAQ', async () => {
    const { page } = await clientPage()
    const widgetLoads = await fakeHelpDesk(page)
    await page.clock.setFixedTime(outsideSupportHours())
    await open(page, '/ecosystem')
    await hostReady(page)
    const link = page.locator('.eco-nav a[data-support]')
    expect(await link.getAttribute('href')).toBe('/ecosystem/faq')
    await link.click()
    await page.waitForSelector(`${POPUP('support')} .support-popup[data-state="fallback"]`)
    expect(new URL(page.url()).pathname).toBe('/ecosystem')
    const popup = page.locator(POPUP('support'))
    expect(await popup.locator('.popup__title').textContent()).toBe('Поддержка')
    expect(await popup.locator('a[data-support-email]').getAttribute('href')).toBe(`mailto:${E2E_SITE_FACTS.SUPPORT_EMAIL}`)
    expect(await popup.locator('a[data-support-phone]').textContent()).toBe(E2E_SITE_FACTS.SUPPORT_PHONE)
    expect(await popup.locator('.support-popup__hours').textContent()).toContain(SUPPORT_HOURS_TEXT)
    // Out of hours: no chat button and nothing loaded from the help-desk, though one is configured.
    expect(await popup.locator('[data-open-chat]').count()).toBe(0)
    expect(await page.locator('script[data-help-desk]').count()).toBe(0)
    expect(widgetLoads()).toBe(0)
    expect(await popup.locator('.support-popup__hours').getAttribute('data-open')).toBe('false')
    await shootBoth(page, 'support-popup')
    await page.close()
  })

  it('opens from the phone menu too, closing the menu under it', async () => {
    const { page } = await clientPage('mobile')
    await open(page, '/ecosystem')
    await hostReady(page)
    await page.click('.mobile-menu summary')
    await page.click('.mobile-menu a[data-support]')
    await page.waitForSelector(`${POPUP('support')} .support-popup`)
    expect(await page.locator('.mobile-menu').getAttribute('open')).toBeNull()
    await page.close()
  })
})

describe('feedback', () => {
  it('sends from the support popup, says thanks, and the team reads it through the admin API', async () => {
    const { page, token } = await clientPage()
    await open(page, '/ecosystem')
    await hostReady(page)
    await page.click('.eco-nav a[data-support]')
    await page.click(`${POPUP('support')} [data-feedback]`)
    const form = page.locator(`${POPUP('feedback-form')} form.feedback-form`)
    await form.waitFor()
    expect(await page.locator(`${POPUP('feedback-form')} .popup__title`).textContent()).toBe('Расскажи, что улучшить')
    // Empty: the schema's Russian message, nothing sent.
    await form.locator('button[type="submit"]').click()
    expect(await form.locator('.field__error').textContent()).toBe(FEEDBACK_MESSAGES.textEmpty)
    const text = `Добавьте тёмную тему ${Date.now()}`
    await form.locator('textarea').fill(text)
    // Typing clears the message.
    expect(await form.locator('.field__error').count()).toBe(0)
    expect(await form.locator('.feedback-form__count').textContent()).toBe(`${text.length} / 2000`)
    await form.locator('button[aria-label="Оценка 4 из 5"]').click()
    await shootBoth(page, 'feedback-form')
    await form.locator('button[type="submit"]').click()
    await page.waitForSelector(`${POPUP('feedback-success')} .support-popup[data-state="thanks"]`)
    expect(await page.locator(`${POPUP('feedback-success')} .popup__title`).textContent()).toBe('Спасибо за отзыв!')
    await shootBoth(page, 'feedback-success')
    await page.click(`${POPUP('feedback-success')} button.btn--primary`)
    await page.waitForSelector(POPUP('feedback-success'), { state: 'detached' })

    const row = (await adminFeedback()).find((i) => i.text === text)
    expect(row).toMatchObject({ rating: 4, source: 'form', userId: await meId(token), pageUrl: '/ecosystem' })
    // A client asking the same address gets the unknown-API answer.
    const asClient = await fetch(urlFor('/api/admin/feedback'), { headers: { authorization: `Bearer ${token}` } })
    expect(asClient.status).toBe(404)
    expect(await asClient.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Такого адреса API нет' } })
    await page.close()
  })

  it('?survioForm=1 opens the form once as a survey answer and leaves the address', async () => {
    const { page } = await clientPage('mobile')
    await open(page, '/ecosystem?survioForm=1')
    const form = page.locator(`${POPUP('feedback-form')} form.feedback-form[data-source="survio"]`)
    await form.waitFor()
    expect(new URL(page.url()).search).toBe('')
    const text = `Опрос: всё понятно ${Date.now()}`
    await form.locator('textarea').fill(text)
    await form.locator('button[type="submit"]').click()
    await page.waitForSelector(POPUP('feedback-success'))
    expect((await adminFeedback()).find((i) => i.text === text)).toMatchObject({ source: 'survio', rating: null })
    // A reload asks nothing again.
    await page.reload()
    await page.waitForTimeout(500)
    expect(await page.locator(POPUP('feedback-form')).count()).toBe(0)
    await page.close()
  })
})

describe('apps in progress', () => {
  it('the web-app install button opens it where the browser has no install dialog (iOS Safari), with the web-app link', async () => {
    const { page } = await clientPage('mobile')
    // iOS Safari: navigator.standalone exists (false in the browser) and no beforeinstallprompt ever fires.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => false, configurable: true }))
    await open(page, '/webapp')
    await hostReady(page)
    const install = page.locator('[data-install-app]')
    await install.waitFor({ state: 'visible' })
    await install.click()
    const popup = page.locator(POPUP('apps-in-progress'))
    await popup.locator('.support-popup[data-state="apps"]').waitFor()
    expect(await popup.locator('.popup__title').textContent()).toBe('Приложение уже в пути')
    await shootBoth(page, 'apps-in-progress')
    await popup.locator('a[href="/webapp"]').click()
    await page.waitForURL((u) => u.pathname === '/webapp')
    await page.close()
  })
})
