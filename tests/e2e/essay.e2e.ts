// The text-work wizard in the browser on the demo AI (jobs run in the e2e server's worker): a guest starts from
// /ecosystem/text-copilot?topic=…, fills the requirements, goes back and forth, approves the outline, reaches the Payment
// step, signs in by phone code, goes on for nothing (the demo writer writes: the price crossed out «в демо-режиме
// бесплатно», no refill asked at 0 tokens, issue 33), approves the sources,
// fills the title page, waits for the work and downloads its DOCX; edits and resets a section.
// Screenshots of every step at 375 and 1280 px go to /tmp/wizard/.
import { readFile } from 'node:fs/promises'
import { strFromU8, unzipSync } from 'fflate'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { formatTokens } from '../../domain/money/format'
import { closeBrowser, newPage, open, shootWidths, gqlClient } from './fixtures'
import { codeFor, freshPhone } from './auth-helpers'
import { tokensOf } from './clients'

afterAll(closeBrowser)
const gql = gqlClient()

const SHOTS = '/tmp/wizard'
const TOPIC = 'Инфляция и её влияние на экономику России'

/** Both widths to /tmp/wizard/; at 375, also the first screenful of a long step itself. */
const shoot = (page: Page, name: string) =>
  shootWidths(page, `${SHOTS}/${name}`, {
    after: async (width) => {
      const step = page.locator('.essay-layout__main').first()
      if (width !== 375 || !(await step.count())) return
      await step.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72))
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-step.png`, animations: 'disabled' })
    },
  })

const screen = (page: Page, name: string, timeout = 90_000) => page.waitForSelector(`.essay-wizard[data-screen="${name}"]`, { timeout })

describe('/ecosystem/text-copilot', () => {
  it('checks the topic live and keeps the work type from the address', async () => {
    const page = await newPage('mobile')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    await open(page, '/ecosystem/text-copilot?workTypeId=4')
    await page.waitForSelector('[data-island="text-copilot-start"][data-hydrated="true"]')
    expect(await page.getAttribute('.essay-type[data-work-type-id="4"]', 'data-selected')).toBe('true')
    await page.fill('textarea[name="topic"]', 'Коротко')
    await page.locator('textarea[name="topic"]').blur()
    await expect.poll(() => page.textContent('.essay-start .field__error')).toBe('Длина темы работы не должна быть меньше 10 символов')
    await page.fill('textarea[name="topic"]', 'а'.repeat(256))
    await expect.poll(() => page.textContent('.essay-start .field__error')).toBe('Длина темы работы не должна быть больше 255 символов')
    await shoot(page, '00-start-errors')
    // Another browser's order (or none at all) is simply not found.
    await open(page, '/ecosystem/text-copilot/999999999')
    await page.waitForSelector('[data-screen="missing"]')
    expect(await page.textContent('[data-screen="missing"] h2')).toBe('Работа не найдена')
    await page.close()
  })

  it('order_title and workTypeId prefill the start, and shouldCreateOrder creates the work without a click', async () => {
    const page = await newPage('desktop')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    const topic = `Экология городских парков ${Date.now().toString(36)}`
    await open(page, `/ecosystem/text-copilot?order_title=${encodeURIComponent(topic)}&workTypeId=4`)
    await page.waitForSelector('[data-island="text-copilot-start"][data-hydrated="true"]')
    expect(await page.inputValue('textarea[name="topic"]')).toBe(topic)
    expect(new URL(page.url()).pathname).toBe('/ecosystem/text-copilot')
    await open(page, `/ecosystem/text-copilot?order_title=${encodeURIComponent(`${topic} и скверов`)}&workTypeId=4&shouldCreateOrder=1`)
    await page.waitForURL(/\/ecosystem\/text-copilot\/\d+$/, { timeout: 20_000 })
    // retryOrderId: that work's topic and type start a new one.
    const made = new URL(page.url()).pathname.split('/').pop()!
    await open(page, `/ecosystem/text-copilot?retryOrderId=${made}`)
    await page.waitForSelector('[data-island="text-copilot-start"][data-hydrated="true"]')
    await expect.poll(() => page.inputValue('textarea[name="topic"]')).toBe(`${topic} и скверов`)
    expect(await page.isChecked('input[name="workTypeId"][value="4"]')).toBe(true)
    // An invalid prefill stays on the form with its message instead of creating anything.
    await open(page, '/ecosystem/text-copilot?order_title=ab&workTypeId=4&shouldCreateOrder=1')
    await expect.poll(() => page.textContent('.essay-start .field__error')).toBeTruthy()
    expect(new URL(page.url()).pathname).toBe('/ecosystem/text-copilot')
    await page.close()
  })

  it('offers the work already in progress on the same topic before creating another', async () => {
    const page = await newPage('mobile')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    const topic = 'Влияние социальных сетей на подростков'
    // The second start picks another work type: the same topic and type within seconds is a double click, which the
    // server answers with the first order.
    const start = async (workTypeId: number) => {
      await open(page, `/ecosystem/text-copilot?topic=${encodeURIComponent(topic)}&workTypeId=${workTypeId}`)
      await page.waitForSelector('[data-island="text-copilot-start"][data-hydrated="true"]')
      await page.click('button:text-is("Далее")')
    }
    await start(4)
    await page.waitForURL(/\/ecosystem\/text-copilot\/\d+$/)
    const first = new URL(page.url()).pathname
    await start(3)
    await page.waitForSelector('[data-similar-orders]')
    expect(await page.textContent('[data-similar-orders] .essay-similar__title')).toBe('Похожая работа уже в процессе')
    expect(await page.getAttribute('[data-similar-orders] a', 'href')).toBe(first)
    await shoot(page, '00-similar')
    await page.click('button:text-is("Создать новую работу")')
    await page.waitForURL((u) => /\/ecosystem\/text-copilot\/\d+$/.test(u.pathname) && u.pathname !== first)
    await page.close()
  })

  it('takes a guest from the topic to a downloaded DOCX', { timeout: 300_000 }, async () => {
    const page = await newPage('desktop')
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'))
    let creates = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('createAiEssayOrder')) creates++
    })

    // 1. Start: the topic from the address, a work type, «Далее» clicked twice creates one order.
    await open(page, `/ecosystem/text-copilot?topic=${encodeURIComponent(TOPIC)}`)
    await page.waitForSelector('[data-island="text-copilot-start"][data-hydrated="true"]')
    expect(await page.inputValue('textarea[name="topic"]')).toBe(TOPIC)
    await page.click('button:text-is("Далее")')
    await expect.poll(() => page.textContent('.essay-start .field__error')).toBe('Выбери тип работы')
    await page.click('.essay-type[data-work-type-id="1"]')
    await shoot(page, '01-start')
    await page.dblclick('button:text-is("Далее")')
    await page.waitForURL(/\/ecosystem\/text-copilot\/\d+$/)
    expect(creates).toBe(1)

    // 2. Requirements: the default pages of a referat, the spec's messages, then 3 pages.
    await screen(page, 'requirements')
    expect(await page.inputValue('input[name="numberOfPages"]')).toBe('10')
    // The AI's suggestion (status 2) prefilled the idea and the goal and proposed the tasks.
    expect((await page.inputValue('textarea[name="idea"]')).length).toBeGreaterThanOrEqual(10)
    expect(await page.textContent('[data-suggested-tasks]')).toContain('1) ')
    expect(await page.textContent('.essay-progress__item[data-state="current"]')).toContain('Требования')
    await page.fill('input[name="numberOfPages"]', '25')
    await page.fill('textarea[name="idea"]', 'мало')
    await page.click('button:text-is("Составить план")')
    expect(await page.textContent('[data-field="numberOfPages"] .field__error')).toBe('Количество страниц не должно быть больше 20')
    expect(await page.textContent('[data-field="idea"] .field__error')).toBe('Длина идеи работы не должна быть меньше 10 символов')
    await shoot(page, '02-requirements-errors')
    // The workbook: a file of a foreign format is refused with the spec's message, a text file is attached.
    await page.setInputFiles('input[name="workbook"]', { name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') })
    await expect.poll(() => page.textContent('[data-field="workbook"] .field__error')).toBe('Упс 😳 Такой формат не подходит, попробуй другой')
    await page.setInputFiles('input[name="workbook"]', { name: 'Методичка.txt', mimeType: 'text/plain', buffer: Buffer.from('Объём работы 3 страницы, обязательно рассмотреть ключевую ставку.') })
    await expect.poll(() => page.textContent('.essay-workbook__name')).toContain('Методичка.txt')
    await page.fill('input[name="numberOfPages"]', '3')
    await page.fill('textarea[name="idea"]', 'Инфляция снижает покупательную способность и меняет решения людей')
    await page.fill('textarea[name="goal"]', 'Показать причины инфляции в России и меры Банка России')
    await shoot(page, '02-requirements')
    await page.click('button:text-is("Составить план")')
    // The outline is written in the background: the loading screen says so (it may already be over).
    if (await screen(page, 'loading', 3000).then(() => true, () => false)) await shoot(page, '02-loading')

    // 3. Outline: fixed introduction and conclusion, chapters editable; back to requirements and forward again.
    await screen(page, 'outline')
    expect(await page.textContent('[data-fixed="introduction"]')).toBe('Введение')
    expect(await page.textContent('[data-fixed="conclusion"]')).toBe('Заключение')
    // The outline was written by the demo AI, and the wizard says so.
    expect(await page.textContent('[data-demo]')).toBe('Демо-режим')
    const chapters = await page.locator('.essay-outline__chapter').count()
    expect(chapters).toBeGreaterThanOrEqual(1)
    await shoot(page, '03-outline')
    await page.fill('.essay-outline__chapter[data-chapter="0"] > .essay-outline__row textarea', '')
    await page.click('button:text-is("Утвердить план")')
    expect(await page.textContent('[data-screen="outline"] [role="alert"]')).toBe('В содержании не должно быть пустых глав или подглав')
    await page.fill('.essay-outline__chapter[data-chapter="0"] > .essay-outline__row textarea', 'Понятие и виды инфляции')
    await page.click('button:has-text("К требованиям")')
    // The renamed chapter is not saved: leaving asks first (the navigation-confirm popup).
    await page.click('[data-popup-body="text-copilot-navigation-confirm"] button:text-is("Уйти без сохранения")')
    await screen(page, 'requirements')
    expect(await page.inputValue('input[name="numberOfPages"]')).toBe('3')
    await page.click('button:text-is("К плану без изменений")')
    await screen(page, 'outline')
    await page.fill('.essay-outline__chapter[data-chapter="0"] > .essay-outline__row textarea', 'Понятие и виды инфляции')
    await page.click('button:text-is("Утвердить план")')

    // 4. Payment step: the introduction as a preview and the price; a guest signs in by phone code.
    await screen(page, 'payment')
    await page.waitForSelector('[data-intro="ready"]', { timeout: 60_000 })
    expect(await page.textContent('[data-price-tokens]')).toContain(formatTokens(30))
    await shoot(page, '04-payment-guest')
    await page.waitForSelector('[data-island="popup-host"][data-hydrated="true"]', { state: 'attached' })
    await page.click('[data-action="sign-in"]')
    const dialog = page.locator('[role="dialog"]')
    await dialog.locator('button:has-text("Другие способы входа")').click()
    await dialog.locator('button:has-text("По номеру телефона")').click()
    const phone = freshPhone()
    await dialog.locator('#auth-phone').fill(phone.national)
    await dialog.locator('input[name="agreement"]').check()
    await dialog.locator('button:has-text("Получить код")').click()
    await page.waitForSelector('[data-step="code"]')
    await page.fill('input[name="code"]', await codeFor(phone.digits))
    // The popup reloads the page as the client; the order was bound to the client by the browser's fingerprint.
    await page.waitForSelector('[data-action="pay"]', { timeout: 30_000 })
    const token = (await page.evaluate(() => localStorage.getItem('apiToken')))!
    expect(token).toBeTruthy()
    await shoot(page, '05-payment-client')

    // 5. The demo writer writes, so the work is free: the price crossed out, no refill or subscription asked at 0 tokens
    // (issue 33); the sources are searched at once and the balance stays 0.
    expect(await page.textContent('[data-screen="payment"] [data-demo-free] strong')).toBe('в демо-режиме бесплатно')
    expect(await page.textContent('[data-screen="payment"] [data-action="pay"]')).toBe('Продолжить бесплатно')
    expect(await page.locator('[data-screen="payment"] button:text-is("Пополнить баланс")').count()).toBe(0)
    await page.click('[data-action="pay"]')
    await screen(page, 'references')
    expect(await page.locator('[data-popup-body]').count()).toBe(0)
    expect(await tokensOf(gql, token)).toBe(0)

    // 6. Sources: found with GOST lines, chosen and approved.
    const refs = await page.locator('.essay-ref').count()
    expect(refs).toBeGreaterThan(0)
    expect(refs).toBeLessThanOrEqual(20)
    expect((await page.textContent('.essay-ref__gost'))!.length).toBeGreaterThan(10)
    await shoot(page, '06-references')
    await page.click('button:text-is("Утвердить источники")')

    // 7. Title page while the text is written, then the finished work.
    await screen(page, 'title-page')
    expect(await page.inputValue('input[name="workType"]')).toBe('Реферат')
    await page.fill('input[name="institutionTitle"]', 'Московский государственный университет')
    await page.fill('input[name="fullName"]', 'Иванова Анна Сергеевна')
    await page.fill('input[name="group"]', 'ЭК-21')
    await page.click('[data-field="authorForm"] .essay-type:has-text("Выполнила")')
    expect(await page.isChecked('input[name="authorForm"][value="VYPOLNILA"]')).toBe(true)
    await page.fill('input[name="teacherName"]', 'Смирнова Е. В.')
    await page.click('[data-field="teacherForm"] .essay-type:has-text("Проверила")')
    expect(await page.isChecked('input[name="teacherForm"][value="PROVERILA"]')).toBe(true)
    await shoot(page, '07-title-page')
    await page.click('button:text-is("Сохранить титульный лист")')
    await screen(page, 'completed', 180_000)
    expect(await page.locator('.essay-section').count()).toBeGreaterThanOrEqual(3)
    expect(await page.textContent('.essay-section[data-section="introduction"] h3')).toBe('Введение')
    await shoot(page, '08-completed')

    // 8. The DOCX downloads with the bearer token: a zip («PK») of more than 10 KB.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.click('[data-download="docx"]')])
    const bytes = await readFile((await download.path())!)
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK')
    expect(bytes.length).toBeGreaterThan(10 * 1024)
    const docXml = strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml']!)
    expect(docXml).toContain('Выполнила: студентка группы ЭК-21')
    expect(docXml).toContain('Проверила:')

    // Without an attached Telegram the work is not sent, and the toast says what to do.
    await page.click('[data-action="telegram"]')
    await page.waitForSelector('.toast:has-text("Не получилось отправить: привяжи Телеграм в профиле")')

    // 9. A section edit is limited to 10000 characters; «Сбросить» brings the generated text back.
    const intro = page.locator('.essay-section[data-section="introduction"]')
    const original = (await intro.locator('p').first().textContent())!
    await intro.locator('button:text-is("Редактировать")').click()
    await intro.locator('textarea').fill('а'.repeat(10_001))
    expect(await intro.locator('.field__error').textContent()).toBe('Текст не может быть больше 10000 символов')
    await shoot(page, '09-editor-limit')
    await intro.locator('textarea').fill('Мой собственный вариант введения.')
    await intro.locator('button:text-is("Сохранить")').click()
    await expect.poll(() => intro.locator('p').first().textContent()).toBe('Мой собственный вариант введения.')
    await page.click('[data-action="reset"]')
    await page.click('[data-action="confirm-reset"]')
    await expect.poll(() => page.locator('.toast:has-text("Вернули исходный текст работы")').count()).toBeGreaterThan(0)
    await expect.poll(() => intro.locator('p').first().textContent()).toBe(original)
    await shoot(page, '10-reset')

    // 10. The survey opens 180 s after the work is complete (the clock of a second tab is run forward).
    const later = await page.context().newPage()
    await later.clock.install()
    await later.goto(page.url())
    await later.waitForSelector('.essay-wizard[data-screen="completed"]')
    await later.waitForSelector('[data-island="popup-host"][data-hydrated="true"]', { state: 'attached' })
    expect(await later.locator('[data-popup-body="survey"]').count()).toBe(0)
    await later.clock.fastForward('03:01')
    await later.waitForSelector('[data-popup-body="survey"]')
    await shoot(later, '11-survey')
    await later.click('.essay-survey__rate:has-text("5")')
    await later.click('[data-popup-body="survey"] button:text-is("Отправить")')
    await expect.poll(() => later.locator('.toast:has-text("Спасибо за обратную связь!")').count()).toBeGreaterThan(0)
    await later.close()
    await page.close()
  })
})
