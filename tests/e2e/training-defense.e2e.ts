// Issue 15 part 5 in the browser: a finished text work offers «Подготовиться к защите». A client with tokens but no
// subscription and no trials gets the subscription popup (403, nothing created); with a subscription the click opens
// the training chat, whose tutor asks three committee questions about this very work, weighs each answer against its
// text and ends with a report «Сильные стороны» / «Что подтянуть» that completes the task.
// Screens at 375 and 1280 px in tests/e2e/artifacts/training-defense-*.png.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { ARTIFACTS_DIR, closeBrowser, gqlClient, newPage } from './fixtures'
import { shootBoth } from './auth-helpers'
import { finishedWork, openFinishedWork } from './essay-fixtures'
import { buySubscription, clientWithTokens } from './clients'
import { trainingApi } from './training-fixtures'

afterAll(closeBrowser)
const gql = gqlClient()

const lastTutorText = (page: Page) => page.locator('.tr-msg[data-sender="assistant"]').last().textContent()

/** Waits until the tutor's last reply is whole and says `text`. */
async function tutorSays(page: Page, text: string) {
  await expect.poll(async () => (await page.locator('.tr-msg[data-sender="assistant"]').last().getAttribute('data-state')) === 'done' && ((await lastTutorText(page)) ?? '').includes(text), { timeout: 30_000, interval: 200 }).toBe(true)
}

async function answer(page: Page, text: string) {
  const box = page.locator('.tr-send textarea')
  await expect.poll(() => box.isEnabled(), { timeout: 30_000 }).toBe(true)
  await box.fill(text)
  await box.press('Enter')
}

/** The two defense blocks at both widths: the full-page shot of a finished work is too tall to look at them there. */
async function shootBlocks(page: Page, name: string) {
  const size = page.viewportSize()!
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.locator('.essay-mock-defense').scrollIntoViewIfNeeded()
    const a = (await page.locator('.essay-defense').boundingBox())!
    const b = (await page.locator('.essay-mock-defense').boundingBox())!
    const y = Math.max(0, a.y - 16)
    await page.screenshot({ path: `${ARTIFACTS_DIR}${name}-${width}.png`, clip: { x: 0, y, width, height: Math.min(800 - y, b.y + b.height + 16 - y) } })
  }
  await page.setViewportSize(size)
}

/** The first sentence of a section whose title matches, as a student would retell it. */
const sentenceOf = (text: string | undefined) => (text ?? '').split(/(?<=[.!?])\s+/)[0] ?? ''

describe('the mock defense of a finished text work', () => {
  it('needs access, then asks three questions about the work and ends with a report', { timeout: 480_000 }, async () => {
    const token = await clientWithTokens(gql, 50)
    const work = await finishedWork(gql, token)
    const api = trainingApi(token)
    const page = await newPage('desktop')
    await openFinishedWork(page, token, work)
    const entry = page.locator('[data-action="defense-training"]')
    await entry.waitFor({ timeout: 15_000 })
    expect(await entry.textContent()).toBe('Подготовиться к защите')
    await page.locator('.essay-mock-defense').scrollIntoViewIfNeeded()
    await shootBoth(page, 'training-defense-01-offer')
    await shootBlocks(page, 'training-defense-01-blocks')

    // Tokens but no subscription and no trials: 403, the subscription purchase popup, no task.
    await entry.click()
    await page.waitForSelector('[role="dialog"] [data-popup-body="buy-subscription"]')
    await shootBoth(page, 'training-defense-02-subscription')
    expect((await api.call<{ tasks: unknown[] }>('GET', '/tasks')).body.tasks).toEqual([])
    await page.keyboard.press('Escape')

    // With the subscription: the chat of a defense task about this work.
    await buySubscription(gql, token)
    await page.reload()
    await page.waitForSelector('.essay-wizard[data-screen="completed"]')
    await page.click('[data-action="defense-training"]')
    await page.waitForURL(/\/ecosystem\/training\/[0-9a-f-]{36}$/, { timeout: 15_000 })
    await page.waitForSelector('.tr-chat[data-state="ready"]', { timeout: 15_000 })
    expect(await page.textContent('.tr-chat__title')).toContain(work.topic)

    const sections = work.finalText ?? []
    const intro = sections.find((s) => /введение/i.test(s.title))
    const chapter = sections.find((s) => !/введение|заключение/i.test(s.title))
    const answers = [
      `Цель работы — ${sentenceOf(intro?.text).toLowerCase()}`,
      `В разделе «${chapter?.title}» рассмотрено: ${sentenceOf(chapter?.text)}`,
      'Больше всего я опирался на учебник по стратегическому менеджменту из списка литературы.',
    ]
    for (const [k, text] of answers.entries()) {
      await tutorSays(page, `Вопрос ${k + 1} из 3`)
      if (k === 0) await shootBoth(page, 'training-defense-03-question')
      await answer(page, text)
    }

    // The report ends the task: its two parts, the completion banner, the task completed on the server.
    await tutorSays(page, 'Сильные стороны')
    expect(await lastTutorText(page)).toContain('Что подтянуть')
    await page.waitForSelector('.tr-chat[data-task-status="COMPLETED"] .tr-done', { timeout: 15_000 })
    expect(await page.isVisible('.tr-send')).toBe(false)
    await shootBoth(page, 'training-defense-04-report')
    const taskUuid = new URL(page.url()).pathname.split('/').at(-1)!
    const task = await api.task(taskUuid)
    expect(task).toMatchObject({ kind: 'defense', status: 'COMPLETED' })
    // Three committee questions were asked, each after the student's answer but the first.
    const tutor = (await api.messages(taskUuid)).filter((m) => m.sender === 'assistant').map((m) => m.content)
    expect(tutor.filter((t) => /Вопрос \d из 3/.test(t))).toHaveLength(3)
  })
})
