// The back-office's alerts and feedback in Chromium (issue 17 part 5): an administrator posts a mass alert that a
// signed-in client in another browser context sees appear without reloading, then takes it down and it disappears;
// resolves a client's complaint (viewing and saving its attachment) and hides the work, whose public page then answers
// 404; filters feedback and ratings down to the bad ones. (That a client and a guest see only the not-found text at
// every /admin address is admin.e2e.ts's, a test per address.) Screenshots at 1280 and 375 px.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, screenshot, urlFor } from './fixtures'
import { adminToken, openAdminPage, shootBoth } from './auth-helpers'
import { signInPage } from './essay-fixtures'
import { signedInClient } from './clients'

const gql = gqlClient()
afterAll(closeBrowser)

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDK+mmyAAAAABJRU5ErkJggg==', 'base64')

let admin: string | undefined
const adminTokenOnce = async () => (admin ??= await adminToken())

const adminPage = async (path: string, viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> => openAdminPage(await adminTokenOnce(), path, viewport)

const auditActions = async (q: string) => {
  const res = await fetch(urlFor(`/api/admin/audit?q=${encodeURIComponent(q)}&perPage=100`), { headers: { authorization: `Bearer ${await adminTokenOnce()}` } })
  expect(res.status).toBe(200)
  return ((await res.json()) as { items: { action: string; outcome: string; targetId: string | null }[] }).items
}

describe('mass alert', () => {
  it('an administrator posts an alert a signed-in client sees live in another browser, and takes it down live', async () => {
    const client = await newPage('desktop')
    await signInPage(client, await signedInClient(gql))
    await open(client, '/ecosystem')
    await client.waitForSelector('[data-realtime="open"]', { state: 'attached' })

    const page = await adminPage('/admin/alerts')
    await page.waitForSelector('.admin-alerts__now :is(.admin-alerts__current, .admin-alerts__none)')
    // An empty alert is refused next to the field, in Russian.
    await page.fill('textarea[name="text"]', '   ')
    await page.click('form.admin-form button[type="submit"]')
    await page.waitForSelector('#alert-text-error:has-text("Впиши текст объявления")')
    expect(await page.getAttribute('textarea[name="text"]', 'aria-invalid')).toBe('true')

    const text = `Плановые работы в 23:00, ${Date.now()}`
    await page.fill('textarea[name="text"]', text)
    await page.click('form.admin-form button[type="submit"]')
    await page.waitForSelector('.admin-alerts__done:has-text("Объявление опубликовано")')
    await page.waitForSelector(`.admin-alerts__current:has-text("${text}")`)
    // The client's page had loaded before the alert: it arrives over realtime, no reload.
    await client.waitForSelector(`.mass-alert:has-text("${text}")`)
    await screenshot(client, 'admin-alerts-client-sees-1280')
    await page.waitForSelector(`.data-table tbody tr:has-text("${text}") .badge--ok`)
    await shootBoth(page, 'admin-alerts')

    await page.click('button:has-text("Снять объявление")')
    await page.waitForSelector('.admin-alerts__none')
    await expect.poll(() => client.locator('.mass-alert').count(), { timeout: 10_000 }).toBe(0)
    const actions = (await auditActions('alert.')).map((a) => `${a.action} ${a.outcome}`)
    expect(actions).toEqual(expect.arrayContaining(['alert.post ok', 'alert.take-down ok']))
    await client.close()
    await page.close()
  })
})

describe('complaints', () => {
  it('an administrator views and saves an attachment, resolves the complaint and hides the work (its page then 404s)', async () => {
    const slug = `admin-care-${Date.now()}`
    const made = await fetch(urlFor('/dev/library-work'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The import's own limits: a short answer of 150–400 characters, a full one of 600+ ending in «Ответ: …».
      body: JSON.stringify({
        slug,
        type: 'zadachi',
        subject: 'physics',
        level: 'school',
        title: 'Задача для проверки жалобы на решение',
        task: 'Тело брошено вертикально вверх со скоростью 20 м/с. Найдите высоту подъёма.',
        short_answer: 'Кинетическая энергия тела в начале движения целиком переходит в потенциальную в верхней точке траектории. '.repeat(2),
        answer: `${'Запишем закон сохранения энергии для тела, брошенного вверх, и выразим из него высоту подъёма. '.repeat(7)}Ответ: 20,4 м.`,
      }),
    })
    const work = (await made.json()) as { inserted: number; refused: unknown[]; id: string }
    expect(work).toMatchObject({ inserted: 1, refused: [] })
    const workPath = `/biblioteka/zadachi/physics/${slug}/`
    // Rendered once, so the page is in the cache when it is hidden.
    expect((await fetch(urlFor(workPath))).status).toBe(200)
    expect((await fetch(urlFor(workPath))).status).toBe(200)
    const token = await signedInClient(gql)
    const form = new FormData()
    form.append('library_work_id', work.id)
    form.append('type_id', '1')
    const text = `Ответ неверный во втором шаге (${slug})`
    form.append('text', text)
    form.append('attachments[]', new File([PNG], 'Снимок ошибки.png'))
    const sent = await fetch(urlFor('/api/library-work/complaints/create'), { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
    expect(sent.status).toBe(200)
    const { id } = (await sent.json()) as { id: string }

    const page = await adminPage(`/admin/complaints?q=${encodeURIComponent(slug)}&status=open`)
    await page.waitForSelector(`.data-table tbody tr:has-text("${slug}")`)
    await page.click(`button[aria-label="Открыть жалобу № ${id}"]`)
    await page.waitForSelector(`[data-complaint="${id}"] h2:has-text("Открыта")`)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('complaint-title')
    await page.click('[data-attachment="Снимок ошибки.png"] button:has-text("Показать")')
    await page.waitForSelector('img.admin-complaint__photo')
    await expect.poll(() => page.evaluate(() => (document.querySelector('img.admin-complaint__photo') as HTMLImageElement | null)?.naturalWidth)).toBe(4)
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-attachment="Снимок ошибки.png"] button:has-text("Скачать")')])
    expect(download.suggestedFilename()).toBe('Снимок ошибки.png')
    // A note is required, and said so next to the field.
    await page.click('button:has-text("Решить жалобу")')
    await page.waitForSelector('#resolution-error:has-text("Напиши, чем закончилась проверка")')
    await shootBoth(page, 'admin-complaints')
    await page.fill('textarea[name="resolution"]', 'Проверили: в решении ошибка, работу скрываем')
    await page.click('button:has-text("Решить жалобу")')
    await page.waitForSelector(`[data-complaint="${id}"] h2:has-text("Решена")`)
    await page.waitForSelector('.admin-complaint__resolution:has-text("работу скрываем")')
    await page.click('button:has-text("Скрыть работу")')
    await page.click('button:has-text("Да, скрыть")')
    await page.waitForSelector('.admin-complaint__done:has-text("Работа скрыта")')
    await expect.poll(async () => (await fetch(urlFor(workPath))).status).toBe(404)
    await page.waitForSelector(`[data-complaint="${id}"] .badge:has-text("Скрыта")`)
    await shootBoth(page, 'admin-complaints-done')
    const done = (await auditActions(id)).map((a) => `${a.action} ${a.outcome}`)
    expect(done).toEqual(expect.arrayContaining(['complaint.resolve ok', 'library.hide ok']))
    // The client who filed it meets the unknown address at the attachment.
    const asClient = await fetch(urlFor(`/api/admin/complaints/${id}/attachments/1`), { headers: { authorization: `Bearer ${token}` } })
    expect(asClient.status).toBe(404)
    await page.close()
  }, 90_000)
})

describe('feedback and ratings', () => {
  it('the bad-rating filter keeps only 1–2 stars; the «Оценки» tab opens from the keyboard with its own filter', async () => {
    const token = await signedInClient(gql)
    const stamp = Date.now()
    const send = (text: string, rating: number) =>
      gql<{ sendFeedback: boolean }>('mutation ($text: String!, $rating: Int) { sendFeedback(text: $text, rating: $rating) }', { text, rating }, token)
    expect((await send(`Всё сломалось ${stamp}`, 1)).sendFeedback).toBe(true)
    expect((await send(`Всё отлично ${stamp}`, 5)).sendFeedback).toBe(true)
    // A bad stage rating of the client's library order, for the «Оценки» tab.
    const { createLibraryWorkOrderByReadyWorkId: order } = await gql<{ createLibraryWorkOrderByReadyWorkId: { unifiedOrderId: string } }>(
      'mutation ($id: ID!) { createLibraryWorkOrderByReadyWorkId(libraryWorkId: $id) { unifiedOrderId } }',
      { id: 'fiz-period-mayatnika-2-5-m' },
      token,
    )
    await gql('mutation ($id: ID!) { rateUnifiedOrder(unifiedOrderId: $id, stage: "library-answer", rate: 1, comment: "Решение не открылось") { isBad } }', { id: order.unifiedOrderId }, token)

    const page = await adminPage(`/admin/feedback?q=${stamp}`)
    await page.waitForSelector(`.data-table tbody tr:has-text("Всё отлично ${stamp}")`)
    await page.selectOption('select[name="rating"]', 'bad')
    await expect.poll(() => page.locator('.data-table tbody tr').count()).toBe(1)
    await page.waitForSelector(`.data-table tbody tr:has-text("Всё сломалось ${stamp}")`)
    expect(new URL(page.url()).searchParams.get('rating')).toBe('bad')
    await shootBoth(page, 'admin-feedback')

    await page.focus('#tab-feedback')
    await page.keyboard.press('ArrowRight')
    await page.waitForSelector('#tab-ratings[aria-selected="true"]')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-ratings')
    await page.waitForSelector('.data-table caption:has-text("Оценки")')
    await page.selectOption('select[name="bad"]', '1')
    // The filtered page has arrived once the address says so (the table writes it after the answer); the unfiltered
    // page before it holds the same row, so the row alone proves nothing.
    await expect.poll(() => new URL(page.url()).searchParams.get('bad')).toBe('1')
    await page.waitForSelector(`.data-table tbody tr:has-text("Заказ ${order.unifiedOrderId} · library-answer"):has-text("Решение не открылось")`)
    await expect
      .poll(async () => {
        const scores = await page.locator('.data-table tbody tr td:nth-child(2)').allTextContents()
        return scores.length > 0 && scores.every((s) => /не нравится|^★{1,2}☆+$/.test(s))
      })
      .toBe(true)
    await page.fill('input[name="q"]', order.unifiedOrderId)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('.data-table tbody tr').count()).toBe(1)
    await shootBoth(page, 'admin-ratings')
    await page.close()
  })
})

describe('the back-office pages', () => {
  it('the menu links an administrator to each section built here', async () => {
    const page = await adminPage('/admin')
    for (const [title, heading] of [
      ['Объявление', 'Объявление'],
      ['Жалобы', 'Жалобы на работы'],
      ['Отзывы', 'Отзывы и оценки'],
    ] as const) {
      await page.click(`.admin__nav a:text-is("${title}")`)
      await page.waitForSelector(`.admin__main h1:text-is("${heading}")`)
      expect(await page.getAttribute(`.admin__nav a:text-is("${title}")`, 'aria-current')).toBe('page')
    }
    await page.close()
  })
})
