// Issue 15 part 4 in the browser: a memory the tutor made after a finished training task shows in the profile
// («Что репетитор знает обо мне»), is edited inline (the schema's messages for empty and too long), deleted with the
// 5-second «Вернуть» (taken back once, then for real), and «Удалить всё» empties it; with the profile switch off the
// section says so and a finished task stores nothing; the training flag off (the API's 404) hides the section.
// Screens at 375 and 1280 px in tests/e2e/artifacts/training-memories-*.png.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { TRAINING_LIMITS } from '../../domain/training/input'
import { closeBrowser, gqlClient, newPage, open } from './fixtures'
import { shootBoth } from './auth-helpers'
import { signInPage } from './essay-fixtures'
import { buySubscription, signedInClient } from './clients'
import { finishedTrainingTask, trainingApi } from './training-fixtures'

afterAll(closeBrowser)
const gql = gqlClient()

const items = (page: Page) => page.locator('.memories .memory-item')
const section = (page: Page) => page.waitForSelector('[data-island="profile"][data-hydrated="true"] .memories[data-state="ready"]', { timeout: 30_000 })
const undoToast = (page: Page, text: string) => page.locator(`.toast:has-text("${text}")`)

describe('the tutor’s memories in the profile', () => {
  it('shows what a finished task left, edits it, deletes it with «Вернуть», deletes all, and stores nothing with the switch off', { timeout: 240_000 }, async () => {
    const token = await signedInClient(gql)
    await buySubscription(gql, token)
    const api = trainingApi(token)

    // A finished task: the tutor keeps facts about the student (the switch is on by default).
    const started = Date.now()
    await finishedTrainingTask(api)
    await expect.poll(async () => (await api.memories()).memories.length, { timeout: 30_000, interval: 300 }).toBeGreaterThanOrEqual(2)
    const memoryDelay = Date.now() - started
    const made = (await api.memories()).memories

    const page = await newPage('desktop')
    await signInPage(page, token)
    await open(page, '/ecosystem/profile')
    await section(page)
    expect(await page.textContent('.memories h2')).toBe('Что репетитор знает обо мне')
    expect(await items(page).count()).toBe(made.length)
    for (const m of made) expect(await page.textContent(`[data-memory="${m.uuid}"] .memory-item__text`)).toBe(m.content)
    expect(await page.isVisible('[data-memory-off]')).toBe(false)
    await page.locator('.memories').scrollIntoViewIfNeeded()
    await shootBoth(page, 'training-memories-01-list')

    // Edit inline: the schema's messages, then Enter saves and the server has it.
    const first = page.locator(`[data-memory="${made[0]!.uuid}"]`)
    await first.locator('[data-action="memory-edit"]').click()
    const input = first.locator('textarea')
    await input.fill('   ')
    expect(await first.locator('.field__error').textContent()).toBe('Напиши, что запомнить')
    expect(await first.locator('[data-action="memory-save"]').isDisabled()).toBe(true)
    await input.fill('я'.repeat(TRAINING_LIMITS.memoryMax + 1))
    expect(await first.locator('.field__error').textContent()).toBe(`Не больше ${TRAINING_LIMITS.memoryMax} символов`)
    const edited = 'Линейные уравнения: теперь переносит слагаемые со сменой знака'
    await input.fill(edited)
    await shootBoth(page, 'training-memories-02-edit')
    await input.press('Enter')
    await first.locator('.memory-item__text').waitFor()
    expect(await first.locator('.memory-item__text').textContent()).toBe(edited)
    expect((await api.memories()).memories.find((m) => m.uuid === made[0]!.uuid)?.content).toBe(edited)

    // Delete: hidden at once; «Вернуть» brings it back and nothing is deleted.
    await first.locator('[data-action="memory-delete"]').click()
    await expect.poll(() => items(page).count()).toBe(made.length - 1)
    await undoToast(page, 'Запись удалена').waitFor()
    await page.waitForTimeout(400)
    await shootBoth(page, 'training-memories-03-undo')
    await undoToast(page, 'Запись удалена').locator('button:text-is("Вернуть")').click()
    await expect.poll(() => items(page).count()).toBe(made.length)
    expect((await api.memories()).memories.length).toBe(made.length)
    // Again, and this time the toast runs out: the server forgets it, and a reload agrees.
    await first.locator('[data-action="memory-delete"]').click()
    await expect.poll(async () => (await api.memories()).memories.map((m) => m.uuid), { timeout: 15_000, interval: 300 }).not.toContain(made[0]!.uuid)
    await page.reload()
    await section(page)
    expect(await items(page).count()).toBe(made.length - 1)

    // «Удалить всё»: the empty state, and nothing left on the server.
    await page.click('[data-action="memories-delete-all"]')
    await page.waitForSelector('[data-memories-empty]')
    await expect.poll(async () => (await api.memories()).memories.length, { timeout: 15_000, interval: 300 }).toBe(0)
    await undoToast(page, 'Память репетитора очищена').waitFor({ state: 'detached', timeout: 10_000 })
    expect(await page.textContent('[data-memories-empty]')).toContain('Пока ничего')

    // The switch off (settings card): the section says so, and a finished task stores nothing.
    await page.click('input[name="isMemoryEnabled"]')
    await page.waitForSelector('[data-memory-off]')
    expect(await page.textContent('[data-memory-off]')).toBe('Память выключена: репетитор ничего не запоминает')
    expect((await api.memories()).is_memory_enabled).toBe(false)
    await page.locator('.memories').scrollIntoViewIfNeeded()
    await shootBoth(page, 'training-memories-04-off')
    const offTask = await finishedTrainingTask(api)
    // Three times as long as the facts took to appear with the switch on.
    await page.waitForTimeout(Math.max(3_000, memoryDelay * 3))
    expect((await api.memories()).memories).toEqual([])
    expect((await api.messages(offTask)).filter((m) => m.sender === 'memory')).toEqual([])

    // The training flag off: the API answers 404 and the profile has no such section.
    await page.route('**/training-mode/v1/memories', (route) => route.fulfill({ status: 404, json: { error_message: 'Не найдено', code: 'NOT_FOUND' } }))
    await page.reload()
    await page.waitForSelector('[data-island="profile"][data-hydrated="true"] .profile-grid')
    await page.waitForTimeout(500)
    expect(await page.locator('.memories').count()).toBe(0)
  })
})
