// The back-office's «Задания» in Chromium: an administrator opens /admin/jobs, finds a dead job (made through the
// test-only /dev/jobs/dead) among the dead ones with the counts on top, opens it (the phone in its payload and error
// masked), presses «Повторить» and watches it leave the dead list and finish; the retry is in the audit log. Another
// dead job is discarded after the confirmation.
// Screenshots at 1280 and 375 px; the page fits a phone.
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, urlFor } from './fixtures'
import { adminToken, openAdminPage, shootBoth } from './auth-helpers'

afterAll(closeBrowser)

const adminPage = openAdminPage

async function deadJob(): Promise<string> {
  const res = await fetch(urlFor('/dev/jobs/dead'), { method: 'POST' })
  expect(res.status).toBe(200)
  return ((await res.json()) as { id: string }).id
}

describe('/admin/jobs', () => {
  it('an administrator finds a dead job, opens it, presses «Повторить» and it leaves the dead list and finishes', async () => {
    const token = await adminToken()
    const id = await deadJob()
    const page = await adminPage(token, '/admin/jobs?state=dead')
    const row = page.locator(`.data-table tbody tr:has(button[aria-label="Открыть задание № ${id}"])`)
    await row.waitFor()
    expect(await row.textContent()).toContain('Не выполнено')
    expect(await row.textContent()).toContain('3 / 3')
    expect(Number(await page.locator('.admin-jobs__count--dead .admin-jobs__count-n').textContent())).toBeGreaterThanOrEqual(1)
    expect(await page.locator('select[name="state"]').inputValue()).toBe('dead')

    await row.locator('button:has-text("Открыть")').click()
    const detail = page.locator(`section.admin-job[data-job="${id}"]`)
    await detail.locator('.admin-job__pre').first().waitFor()
    const payload = await detail.locator('.admin-job__pre').first().textContent()
    expect(payload).toContain('"phone": "[скрыто]"')
    expect(await detail.locator('.admin-job__error').textContent()).toContain('клиент [скрыто]')
    // The phone's own digits (the stamp, a Date.now(), may hold a 999 of its own).
    expect(await detail.textContent()).not.toMatch(/1234567|123-45-67/)
    await shootBoth(page, 'admin-jobs')

    await detail.locator('button:has-text("Повторить")').click()
    await page.waitForSelector(`.admin-job__done:has-text("Задание № ${id} снова в очереди")`)
    // Gone from the dead list (the table reloads after the action) …
    await expect.poll(() => page.locator(`.data-table tbody button[aria-label="Открыть задание № ${id}"]`).count()).toBe(0)
    // … and the worker runs it to done.
    await page.selectOption('select[name="state"]', 'done')
    await expect
      .poll(async () => {
        await page.selectOption('select[name="state"]', '')
        await page.selectOption('select[name="state"]', 'done')
        return page.locator(`.data-table tbody button[aria-label="Открыть задание № ${id}"]`).count()
      })
      .toBe(1)

    const audit = await fetch(urlFor(`/api/admin/audit?targetType=job&targetId=${id}`), { headers: { authorization: `Bearer ${token}` } })
    const entries = ((await audit.json()) as { items: { action: string; outcome: string }[] }).items
    expect(entries.map((e) => `${e.action} ${e.outcome}`)).toEqual(['job.retry ok'])
    await page.close()

    // «Удалить» asks first; «Да, удалить» removes the job for good.
    const doomed = await deadJob()
    const list = await adminPage(token, `/admin/jobs?q=${doomed}`)
    await list.click(`button[aria-label="Открыть задание № ${doomed}"]`)
    const opened = list.locator(`section.admin-job[data-job="${doomed}"]`)
    await opened.locator('button:has-text("Удалить")').click()
    const confirm = opened.locator('[role="alertdialog"]')
    expect(await confirm.textContent()).toContain(`Удалить задание № ${doomed}`)
    await confirm.locator('button:has-text("Отмена")').click()
    expect(await opened.locator('[role="alertdialog"]').count()).toBe(0)
    await opened.locator('button:has-text("Удалить")').click()
    await confirm.locator('button:has-text("Да, удалить")').click()
    await list.waitForSelector(`.admin-job__done:has-text("Задание № ${doomed} удалено")`)
    await expect.poll(() => list.locator('.data-table tbody .data-table__empty').count()).toBe(1)
    await list.close()

    const phone = await adminPage(token, '/admin/jobs', 'mobile')
    await phone.waitForSelector('.data-table tbody tr')
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
    await phone.close()
  })
})
