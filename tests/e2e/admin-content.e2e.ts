// The back-office's content sections in the browser: an administrator types a library work, publishes it and a guest
// reads it on /biblioteka/… at once (the cached list too), then it is taken off and answers 404; the JSONL import
// shows each line's verdict before writing; a subject's cases are edited and the public list shows them, while a
// second tab's stale save is refused. A client sees the site's not-found text instead of the panel.
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, newPage, open, screenshot, serverJwtSecret, urlFor, type ViewportName } from './fixtures'
import { issueToken } from '../../edge/auth/token'
import { adminToken } from './auth-helpers'
import { PAGE_CACHE_HEADER } from '../../edge/page-cache/page-cache-middleware'
import { pageSignedInAs } from './clients'

afterAll(closeBrowser)

const DEMO_USER = '00000000-0000-4000-8000-000000000001'
const starter = JSON.parse(readFileSync('content/library/physics.jsonl', 'utf8').split('\n')[0]!) as Record<string, string>
const RUN = Date.now().toString(36)
const SLUG = `e2e-admin-work-${RUN}`
const TITLE = `Проверка панели ${RUN}: тело брошено вертикально вверх со скоростью 20 м/с`
const WORK = `/biblioteka/zadachi/physics/${SLUG}/`
const LIST = '/biblioteka/zadachi/physics/?sort=new'

let token: string | undefined
const admin = async () => (token ??= await adminToken())

async function asAdmin(viewport: ViewportName, path: string): Promise<Page> {
  const t = await admin()
  const page = await pageSignedInAs(t, viewport)
  await open(page, path)
  return page
}

const guest = (path: string) => fetch(urlFor(path))

describe('/admin/library', () => {
  it('shows a client the site’s not-found text, not the panel', async () => {
    const clientToken = await issueToken({ userId: DEMO_USER, secret: serverJwtSecret() })
    const page = await pageSignedInAs(clientToken)
    await open(page, '/admin/library')
    await page.waitForSelector('.not-found h1:has-text("Упс, кажется тут ничего нет")')
    expect(await page.locator('.admin').count()).toBe(0)
    expect(await page.locator('text=Новая работа').count()).toBe(0)
    await page.close()
  })

  it('creates a work, publishes it onto its public page and list for a guest, then takes it off', async () => {
    // The guest's list is cached before the change: publishing must drop it.
    await guest(LIST)
    expect((await guest(LIST)).headers.get(PAGE_CACHE_HEADER)).toBe('HIT')
    expect((await guest(WORK)).status).toBe(404)

    const page = await asAdmin('desktop', '/admin/library')
    await page.waitForSelector('.data-table tbody tr')
    await screenshot(page, 'admin-library-1280')
    await page.click('button:has-text("Новая работа")')
    await page.waitForSelector('#library-editor-title:focus')
    await page.selectOption('#f-type', 'zadachi')
    await page.selectOption('#f-subject', 'physics')
    await page.fill('#f-slug', 'Плохой адрес')
    await page.fill('#f-title', 'Коротко')
    await page.click('button[type="submit"]:has-text("Создать")')
    await page.waitForSelector('#f-slug-error:has-text("Адрес: латинские буквы, цифры и дефисы между словами")')
    expect(await page.textContent('.admin-form__message')).toBe('Проверь поля, отмеченные красным')
    expect(await page.getAttribute('#f-title', 'aria-invalid')).toBe('true')
    expect(await page.textContent('#f-title-error')).toBe('«Заголовок»: не короче 20 символов')
    await screenshot(page, 'admin-library-errors-1280')

    await page.fill('#f-slug', SLUG)
    await page.fill('#f-title', TITLE)
    await page.fill('#f-task', starter.task!)
    await page.fill('#f-shortAnswer', starter.short_answer!)
    await page.fill('#f-answer', starter.answer!)
    await page.click('button[type="submit"]:has-text("Создать")')
    await page.waitForSelector('.admin-form__saved:has-text("создана")')
    expect(await page.textContent('.admin-editor__head .badge')).toBe('Не опубликована')
    expect((await guest(WORK)).status).toBe(404)

    await page.click('button:has-text("Опубликовать")')
    await page.waitForSelector('.admin-form__saved:has-text("Работа опубликована")')
    await screenshot(page, 'admin-library-editor-1280')
    // A guest's browser reads it at once; the cached list shows it too.
    const visitor = await newPage('desktop')
    const shown = await open(visitor, WORK)
    expect(shown.status()).toBe(200)
    expect(await visitor.textContent('h1')).toBe(TITLE)
    await expect.poll(async () => (await (await guest(LIST)).text()).includes(TITLE)).toBe(true)

    await page.click('button:has-text("Снять с сайта")')
    await page.waitForSelector('.admin-form__saved:has-text("Работа снята с сайта")')
    expect((await open(visitor, WORK)).status()).toBe(404)
    await expect.poll(async () => (await (await guest(LIST)).text()).includes(TITLE)).toBe(false)
    await visitor.close()

    // Back in the list: found by the full-text search, shown as hidden.
    await page.click('button:has-text("← К списку")')
    await page.fill('input[name="q"]', 'Проверка панели ' + RUN)
    await page.keyboard.press('Enter')
    await page.waitForSelector(`.data-table tbody tr:has-text("${RUN}") .badge:has-text("Скрыта")`)
    // From the keyboard: Enter on the title opens its editor, and focus lands on the editor's heading.
    await page.focus(`.data-table tbody tr:has-text("${RUN}") .admin-link`)
    await page.keyboard.press('Enter')
    await page.waitForSelector('#library-editor-title:focus')
    expect(await page.inputValue('#f-slug')).toBe(SLUG)
    await page.close()

    const mobile = await asAdmin('mobile', '/admin/library')
    await mobile.waitForSelector('.data-table tbody tr')
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(mobile, 'admin-library-375')
    await mobile.close()
  })

  it('checks a JSONL import line by line before writing, then imports the valid line', async () => {
    const slug = `e2e-import-${RUN}`
    const text = [JSON.stringify({ ...starter, slug, title: `Импорт из панели ${RUN}: тело брошено вертикально вверх` }), '{"slug": "oops"'].join('\n')
    const page = await asAdmin('desktop', '/admin/library')
    await page.click('button:has-text("Импорт JSONL")')
    await page.fill('#import-text', text)
    await page.click('button:has-text("Проверить")')
    await page.waitForSelector('.admin-import__check:has-text("Пока ничего не записано")')
    expect(await page.locator('.admin-import__refused tbody tr').allTextContents()).toEqual(['2—Строка не является JSON-объектом'])
    expect((await guest(`/biblioteka/zadachi/physics/${slug}/`)).status).toBe(404)
    await screenshot(page, 'admin-library-import-1280')
    await page.click('button:has-text("Импортировать 1 из 2")')
    await page.waitForSelector('.admin-import__report:has-text("добавлено 1")')
    expect((await guest(`/biblioteka/zadachi/physics/${slug}/`)).status).toBe(200)
    await page.close()
    // Taken off again: the library e2e, on the same server, counts the physics list's works.
    await unpublish(slug)
    expect((await guest(`/biblioteka/zadachi/physics/${slug}/`)).status).toBe(404)
  })
})

/** Takes a work off the site through the panel's API (the form's own call). */
async function unpublish(slug: string) {
  const headers = { authorization: `Bearer ${await admin()}`, 'content-type': 'application/json' }
  const list = (await (await fetch(urlFor(`/api/admin/library?q=${encodeURIComponent(slug)}`), { headers })).json()) as { items: { id: number; slug: string; version: number }[] }
  const work = list.items.find((w) => w.slug === slug)!
  const res = await fetch(urlFor(`/api/admin/library/${work.id}/publish`), { method: 'POST', headers, body: JSON.stringify({ version: work.version, published: false }) })
  expect(res.status).toBe(200)
}

describe('/admin/subjects', () => {
  it('edits a subject’s cases and order, the public list shows them, and a stale tab is refused', async () => {
    const find = async (page: Page) => {
      await page.fill('input[name="q"]', 'astronomy')
      await page.keyboard.press('Enter')
      await page.waitForSelector('.data-table tbody tr:has-text("Астрономия")')
      await page.click('button[aria-label="Изменить предмет «Астрономия»"]')
      await page.waitForSelector('#f-titleDative')
    }
    const first = await asAdmin('desktop', '/admin/subjects')
    const second = await asAdmin('desktop', '/admin/subjects')
    await find(first)
    await find(second)
    await screenshot(first, 'admin-subjects-editor-1280')

    await first.fill('#f-titleDative', 'астрономии и космосу')
    await first.fill('#f-sortOrder', '161')
    await first.click('button[type="submit"]:has-text("Сохранить")')
    await first.waitForSelector('.admin-form__saved:has-text("Предмет сохранён")')
    const listed = (await (await guest('/storage/subjects.all.json')).json()) as { slug: string; titleDative: string; sortOrder: number }[]
    expect(listed.find((s) => s.slug === 'astronomy')).toMatchObject({ titleDative: 'астрономии и космосу', sortOrder: 161 })

    await second.fill('#f-titleGenitive', 'астрономии (устарело)')
    await second.click('button[type="submit"]:has-text("Сохранить")')
    await second.waitForSelector('.admin-form__message:has-text("Запись изменили, обнови страницу")')
    await screenshot(second, 'admin-subjects-stale-1280')
    await second.close()

    // Round trip: back to the seeded values from the same form (its version followed the save).
    await first.fill('#f-titleDative', 'астрономии')
    await first.fill('#f-sortOrder', '160')
    await first.click('button[type="submit"]:has-text("Сохранить")')
    await expect.poll(async () => ((await (await guest('/storage/subjects.all.json')).json()) as { slug: string; titleDative: string }[]).find((s) => s.slug === 'astronomy')?.titleDative).toBe('астрономии')
    expect(((await (await guest('/storage/subjects.all.json')).json()) as { slug: string; titleGenitive: string }[]).find((s) => s.slug === 'astronomy')?.titleGenitive).toBe('астрономии')
    await first.click('button:has-text("← К списку")')
    await first.waitForSelector('.data-table tbody tr')
    await screenshot(first, 'admin-subjects-1280')
    await first.close()

    const mobile = await asAdmin('mobile', '/admin/subjects')
    await mobile.waitForSelector('.data-table tbody tr')
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(mobile, 'admin-subjects-375')
    await mobile.close()
  })
})

describe('/admin/referats', () => {
  it('lists the catalogue and opens a written referat for review', async () => {
    const page = await asAdmin('desktop', '/admin/referats')
    await page.selectOption('select[name="status"]', 'published')
    await page.waitForSelector('.data-table tbody tr .admin-link')
    await screenshot(page, 'admin-referats-1280')
    await page.locator('.data-table tbody tr .admin-link').first().click()
    await page.waitForSelector('.admin-referat__text h3')
    expect(await page.textContent('.admin-editor__head .badge')).toBe('Опубликован')
    await screenshot(page, 'admin-referats-review-1280')
    await page.close()
    const mobile = await asAdmin('mobile', '/admin/referats')
    await mobile.waitForSelector('.data-table tbody tr')
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(mobile, 'admin-referats-375')
    await mobile.close()
  })
})
