// Help and legal pages against the built server: the FAQ, contacts, the documents index and every document answer 200
// with their texts, the settings' contacts in place of every placeholder, no JavaScript; and in Chromium a question
// expands, and the sign-in consent links and the cookie notice open the documents.
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { ARTIFACTS_DIR, closeBrowser, newPage, open, screenshot, urlFor, watchScripts } from './fixtures'
import { openOtherWays } from './auth-helpers'
import { E2E_SITE_FACTS as FACTS } from './site-facts'
import { LEGAL_DOCUMENTS, legalDocPath } from '../../domain/legal/documents'

afterAll(closeBrowser)

const get = async (path: string) => {
  const res = await fetch(urlFor(path), { redirect: 'manual' })
  return { status: res.status, html: await res.text() }
}
/** The page's visible text, roughly: tags stripped, entities of the few characters React escapes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

const PLACEHOLDER = /\{(phone|email|legalName|inn|ogrn|address|site|supportHours)\}/

describe('help and legal pages over HTTP', () => {
  it('/faq and /ecosystem/faq answer the questions with the support contacts filled in', async () => {
    for (const path of ['/faq', '/ecosystem/faq']) {
      const { status, html } = await get(path)
      expect(status, path).toBe(200)
      const text = textOf(html)
      for (const part of ['Частые вопросы', 'Как можно оплатить?', 'МИР', 'Как вернуть деньги?', 'только на ту карту', 'Что такое токены?', 'Временные', 'Как отменить подписку?', 'Откуда берутся источники', 'ГОСТ Р 7.0.100-2018', 'Демо-режим', 'политике обработки персональных данных', FACTS.SUPPORT_EMAIL, FACTS.SUPPORT_PHONE]) {
        expect(text, `${path}: ${part}`).toContain(part)
      }
      expect(html.match(/<details/g)?.length ?? 0).toBeGreaterThanOrEqual(15)
      expect(text).not.toMatch(PLACEHOLDER)
      expect(text).not.toContain('Скоро')
    }
  })

  it('/contacts shows the phone, e-mail, support and library hours and the company details from the settings', async () => {
    const { status, html } = await get('/contacts')
    expect(status).toBe(200)
    const text = textOf(html)
    for (const part of [FACTS.SUPPORT_PHONE, FACTS.SUPPORT_EMAIL, 'по будням с 10:00 до 19:00 по московскому времени', 'с 8:00 до 20:00', FACTS.LEGAL_ENTITY_NAME, FACTS.LEGAL_INN, FACTS.LEGAL_OGRN, FACTS.LEGAL_ADDRESS]) {
      expect(text, part).toContain(part)
    }
    expect(html).toContain('href="tel:+74957654321"')
    expect(html).toContain(`href="mailto:${FACTS.SUPPORT_EMAIL}"`)
  })

  it('/ecosystem/docs lists every document with its version and date, and each opens at its own address', async () => {
    const index = await get('/ecosystem/docs')
    expect(index.status).toBe(200)
    for (const doc of LEGAL_DOCUMENTS) {
      expect(index.html).toContain(`href="${legalDocPath(doc.slug)}"`)
      const { status, html } = await get(legalDocPath(doc.slug))
      expect(status, doc.slug).toBe(200)
      const text = textOf(html)
      expect(text).toContain(doc.title)
      expect(text).toContain(`Редакция ${doc.version}`)
      expect(html).toContain(`dateTime="${doc.effectiveDate}"`)
      expect(text).toMatch(/действует с \d{1,2} [а-я]+ \d{4} г\./)
      expect(text).toContain(FACTS.SUPPORT_EMAIL)
      expect(text).not.toMatch(PLACEHOLDER)
      expect(html).toContain(`<title>${doc.title} — Кампус</title>`)
    }
  })

  it('the privacy policy and the offer name the operator and what the product really does', async () => {
    const privacy = textOf((await get(legalDocPath('privacy-policy'))).html)
    for (const part of ['152-ФЗ', FACTS.LEGAL_ENTITY_NAME, `ИНН ${FACTS.LEGAL_INN}`, 'fingerprint', 'Telegram', 'последние 4 цифры', 'Роскомнадзор', '402-ФЗ']) expect(privacy, part).toContain(part)
    const offer = textOf((await get(legalDocPath('offer'))).html)
    for (const part of ['Токены', 'временные', 'Автопродление', 'только на карту, с которой была оплата', FACTS.LEGAL_ADDRESS]) expect(offer, part).toContain(part)
  })

  it('«Об оплате» fills the spec placeholders {phone} and {email} and links the offer', async () => {
    const { status, html } = await get('/ecosystem/docs/about-payment')
    expect(status).toBe(200)
    const text = textOf(html)
    expect(text).toContain(FACTS.SUPPORT_PHONE)
    expect(text).toContain(FACTS.SUPPORT_EMAIL)
    expect(text).not.toMatch(PLACEHOLDER)
    expect(html).toContain(`href="${legalDocPath('offer')}"`)
  })

  it('an unknown document is the not-found page', async () => {
    for (const path of ['/ecosystem/docs/no-such-document', '/ecosystem/docs/offer/1.0']) {
      const { status, html } = await get(path)
      expect(status, path).toBe(404)
      expect(html).toContain('Упс, кажется тут ничего нет')
    }
  })
})

const shoot = async (page: Page, name: string) => void (await screenshot(page, name))

describe('help and legal pages in Chromium', () => {
  it('the FAQ opens a question with no JavaScript at 375 and 1280 px', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await newPage(viewport)
      await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
      const scripts = watchScripts(page)
      await open(page, '/faq')
      const item = page.locator('details[data-faq="refund-how"]')
      expect(await item.getAttribute('open')).toBeNull()
      expect(await item.locator('.faq__answer').isVisible()).toBe(false)
      await item.locator('summary').click()
      expect(await item.getAttribute('open')).toBe('')
      expect(await item.locator('.faq__answer').textContent()).toContain('только на ту карту')
      expect((await scripts.summary()).scripts).toEqual([])
      await shoot(page, `help-faq-${viewport}`)
      await page.close()
    }
  })

  it('contacts, the documents index and every document render at 375 and 1280 px with no JavaScript', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await newPage(viewport)
      await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
      const scripts = watchScripts(page)
      await open(page, '/contacts')
      await shoot(page, `help-contacts-${viewport}`)
      await open(page, '/ecosystem/faq')
      await shoot(page, `help-ecosystem-faq-${viewport}`)
      await open(page, '/ecosystem/docs')
      await shoot(page, `help-docs-${viewport}`)
      for (const doc of LEGAL_DOCUMENTS) {
        await page.click(`[data-doc="${doc.slug}"] a`)
        await page.waitForURL(urlFor(legalDocPath(doc.slug)))
        expect(await page.textContent('h1')).toBe(doc.title)
        expect(await page.textContent('[data-doc-version]')).toContain(`Редакция ${doc.version}`)
        if (doc.slug === 'privacy-policy' || doc.slug === 'offer') {
          await shoot(page, `help-doc-${doc.slug}-${viewport}`)
          // The first screen alone too: a full long document shrinks past reading when looked at.
          await page.screenshot({ path: `${ARTIFACTS_DIR}help-doc-${doc.slug}-${viewport}-top.png` })
        }
        await page.goBack()
      }
      expect((await scripts.summary()).scripts).toEqual([])
      await page.close()
    }
  })

  it('the sign-in consent links open the user agreement, the privacy policy and the consent', async () => {
    const page = await newPage('mobile')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    await open(page, '/ecosystem/auth')
    await page.waitForSelector('[data-island="auth-flow"][data-hydrated="true"]')
    await openOtherWays(page)
    await page.click('button:has-text("Через почту")')
    const label = page.locator('label:has(input[name="agreement"])')
    expect(await label.textContent()).toBe('Я принимаю пользовательское соглашение и политику конфиденциальности и даю согласие на обработку персональных данных')
    await shoot(page, 'help-sign-in-consent-375')
    for (const doc of LEGAL_DOCUMENTS.filter((d) => ['user-agreement', 'privacy-policy', 'personal-data-consent'].includes(d.slug))) {
      // The links open a new tab, so the half-filled sign-in form stays.
      const [tab] = await Promise.all([page.context().waitForEvent('page'), label.locator(`a[data-doc-link="${doc.slug}"]`).click()])
      await tab.waitForLoadState('load')
      expect(new URL(tab.url()).pathname).toBe(legalDocPath(doc.slug))
      expect(await tab.textContent('h1')).toBe(doc.title)
      await tab.close()
    }
    // Clicking a link inside the label must not tick the box.
    expect(await page.isChecked('input[name="agreement"]')).toBe(false)
    await page.close()
  })

  it('the cookie notice links the cookie policy', async () => {
    const page = await newPage('mobile')
    await open(page, '/')
    await page.locator('#cookie-notice').waitFor({ state: 'visible' })
    await page.click('#cookie-notice a:has-text("Подробнее")')
    await page.waitForURL(urlFor(legalDocPath('cookie-policy')))
    expect(await page.textContent('h1')).toBe('Политика использования cookie')
    expect(await page.textContent('.legal-text')).toContain('cookie_consent')
    await page.close()
  })
})
