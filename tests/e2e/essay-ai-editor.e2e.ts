// The AI editor of a finished text work in the browser, on the demo AI (orders.md §2, §4 AI editor): a client's
// completed work (seeded through /dev/orders/seed with its sections) is opened; a selected passage is rewritten and
// replaced (the paragraph flashes for 3 s, the text survives a reload), a custom instruction is added below, closing
// with an unapplied answer asks first, Collapsed brings the answer back, a zero-length selection closes the editor,
// over-long selections and a section over 10000 characters are refused, the two-step onboarding shows once, the panel
// works from the keyboard and is a bottom sheet at 375 px. Screenshots at 375 and 1280 px go to /tmp/ai-editor/.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, urlFor, shootWidths } from './fixtures'
import { signedInClient } from './clients'
import { aiEssayOrderRoom } from '../../domain/realtime'

const gql = gqlClient()
afterAll(closeBrowser)

const SHOTS = '/tmp/ai-editor'
const FLASH_MS = 3000

const INTRO = [
  'Инфляция является устойчивым ростом общего уровня цен в экономике. Например, при высокой инфляции покупательная способность денег снижается.',
  'Поэтому центральный банк повышает ключевую ставку, когда цены растут слишком быстро.',
]
const CHAPTER = ['Денежно-кредитная политика влияет на кредиты, вклады и курс рубля.', 'Таким образом, решения банка затрагивают каждую семью.']
const LONG = `${'Очень длинный абзац о ценах и доходах населения. '.repeat(70)}`.trim()
const FULL = `${'Раздел почти заполнен до предела символов. '.repeat(231)}`.slice(0, 9_950).trim()

const SECTIONS = [
  { key: 'introduction', title: 'Введение', level: 1, text: INTRO.join('\n\n') },
  { key: 'chapter-1', title: 'Ключевая ставка и кредиты', level: 1, text: CHAPTER.join('\n\n') },
  { key: 'chapter-2', title: 'Длинный раздел', level: 1, text: LONG },
  { key: 'chapter-3', title: 'Полный раздел', level: 1, text: FULL },
  { key: 'conclusion', title: 'Заключение', level: 1, text: 'Инфляция требует взвешенной политики.' },
]

let token = ''
let path = ''

async function completedWork(): Promise<string> {
  const res = await fetch(urlFor('/dev/orders/seed'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ orders: [{ typeId: 5, status: 3, text: 'Инфляция и её влияние на экономику России', finalText: SECTIONS }] }),
  })
  expect(res.status).toBe(200)
  const [id] = ((await res.json()) as { ids: string[] }).ids
  return `/ecosystem/text-copilot/${id}`
}

async function signedInPage(viewport: 'desktop' | 'mobile', { tour = false } = {}) {
  await ensureWork()
  const page = await newPage(viewport)
  await page.addInitScript(
    ([t, skipTour]) => {
      localStorage.setItem('apiToken', t as string)
      localStorage.setItem('cookiesAccepted', 'true')
      if (skipTour && !localStorage.getItem('onboardingFinishedSteps')) localStorage.setItem('onboardingFinishedSteps', JSON.stringify(['ai-editor__editor', 'ai-editor__text-selection']))
    },
    [token, !tour] as const,
  )
  return page
}

async function openWork(page: Page) {
  await open(page, path)
  await page.waitForSelector('.essay-wizard[data-screen="completed"]')
  await page.waitForSelector('[data-island="popup-host"][data-hydrated="true"]', { state: 'attached' })
}

const para = (page: Page, section: string, i: number) => page.locator(`.essay-section[data-section="${section}"] [data-paragraph="${i}"]`)
const panel = (page: Page) => page.locator('.ai-editor')

/** Selects characters [from, to) of a paragraph the way a drag would leave the selection. */
async function select(page: Page, section: string, i: number, from: number, to: number) {
  await para(page, section, i).evaluate(
    (p, [a, b]) => {
      const node = p.firstChild!
      const r = document.createRange()
      r.setStart(node, a!)
      r.setEnd(node, b!)
      const s = window.getSelection()!
      s.removeAllRanges()
      s.addRange(r)
    },
    [from, to],
  )
}

const shoot = (page: Page, name: string) => shootWidths(page, `${SHOTS}/${name}`, { fullPage: false })

/** One client and one work for the file, made by the first test that needs them (codeFor polls, which needs a test). */
async function ensureWork() {
  if (!token) token = await signedInClient(gql)
  if (!path) path = await completedWork()
}

describe('AI editor', () => {
  it('shows the two-step onboarding once, rewrites a selected passage, replaces it, flashes it and keeps it after a reload', async () => {
    const page = await signedInPage('desktop', { tour: true })
    await openWork(page)
    expect(await panel(page).count()).toBe(0)
    // A drag over «является устойчивым ростом общего уровня цен»
    const passage = 'является устойчивым ростом'
    const start = INTRO[0]!.indexOf(passage)
    await select(page, 'introduction', 0, start, start + passage.length)
    await page.waitForSelector('.ai-editor[data-ai-editor="form"]')
    expect(await page.textContent('[data-editor-selection]')).toContain(passage)
    // Onboarding: editor, then text selection (the text lights up), then gone.
    await page.waitForSelector('[data-onboarding-step="ai-editor__editor"]')
    await shoot(page, '01-form-onboarding')
    await page.click('.ai-editor__tour button:text-is("Далее")')
    await page.waitForSelector('[data-onboarding-step="ai-editor__text-selection"]')
    expect(await page.getAttribute('.essay-text', 'data-onboarding-active')).toBe('true')
    await page.click('.ai-editor__tour button:text-is("Понятно")')
    expect(await page.locator('.ai-editor__tour').count()).toBe(0)
    expect(await page.getAttribute('.essay-text', 'data-onboarding-active')).toBeNull()
    await shoot(page, '02-form')

    await page.click('[data-editor-action="rewrite"]')
    await page.waitForSelector('.ai-editor[data-ai-editor="result"]')
    const result = (await page.textContent('[data-editor-result]'))!.trim()
    expect(result).not.toBe(passage)
    expect(result).toBe('выступает устойчивым ростом')
    expect(await page.textContent('.ai-editor__note')).toContain('Демо-генератор')
    await shoot(page, '03-result')
    // The page notes when a paragraph starts and stops flashing, by its own clock: the test's would count the time a
    // loaded machine takes between two steps.
    await page.evaluate(() => {
      const seen: number[] = []
      ;(window as unknown as { __flash: number[] }).__flash = seen
      const flashing = () => !!document.querySelector('.essay-section[data-section="introduction"] .ai-para[data-flash]')
      let was = flashing()
      new MutationObserver(() => {
        if (flashing() === was) return
        was = !was
        seen.push(performance.now())
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-flash'] })
    })
    await page.click('[data-editor-action="save"]')
    await panel(page).waitFor({ state: 'detached' })
    const expected = INTRO[0]!.replace(passage, result)
    await expect.poll(() => para(page, 'introduction', 0).textContent()).toBe(expected)
    // The changed paragraph flashes for 3 s, then stops.
    const flashing = page.locator('.essay-section[data-section="introduction"] .ai-para[data-flash]')
    expect(await flashing.count()).toBe(1)
    await flashing.waitFor({ state: 'detached', timeout: FLASH_MS + 30_000 })
    const [on, off, ...more] = await page.evaluate(() => (window as unknown as { __flash: number[] }).__flash)
    expect(more).toEqual([])
    expect(off! - on!).toBeGreaterThanOrEqual(FLASH_MS - 50)

    await page.reload()
    await page.waitForSelector('.essay-wizard[data-screen="completed"]')
    expect(await para(page, 'introduction', 0).textContent()).toBe(expected)
    // The tour was seen: a new selection opens the editor without it.
    await select(page, 'introduction', 1, 0, 10)
    await page.waitForSelector('.ai-editor[data-ai-editor="form"]')
    expect(await page.locator('.ai-editor__tour').count()).toBe(0)
    await page.close()
  })

  it('applies a custom instruction below the selection; a zero-length selection closes the editor', async () => {
    const page = await signedInPage('desktop')
    await openWork(page)
    await select(page, 'chapter-1', 0, 0, CHAPTER[0]!.length)
    await page.waitForSelector('.ai-editor[data-ai-editor="form"]')
    await page.fill('.ai-editor input[name="instruction"]', 'я'.repeat(501))
    expect(await page.textContent('.ai-editor__custom .field__error')).toBe('Инструкция не может быть больше 500 символов')
    await page.fill('.ai-editor input[name="instruction"]', 'Напиши заглавными буквами')
    await page.press('.ai-editor input[name="instruction"]', 'Enter')
    await page.waitForSelector('.ai-editor[data-ai-editor="result"]')
    expect((await page.textContent('[data-editor-result]'))!.trim()).toBe(CHAPTER[0]!.toUpperCase())
    await page.click('[data-editor-action="add-down"]')
    await panel(page).waitFor({ state: 'detached' })
    await expect.poll(() => para(page, 'chapter-1', 1).textContent()).toBe(CHAPTER[0]!.toUpperCase())
    expect(await para(page, 'chapter-1', 0).textContent()).toBe(CHAPTER[0])
    expect(await para(page, 'chapter-1', 2).textContent()).toBe(CHAPTER[1])

    // A click in the text (zero-length selection) closes the form.
    await select(page, 'chapter-1', 2, 0, 8)
    await page.waitForSelector('.ai-editor[data-ai-editor="form"]')
    await select(page, 'chapter-1', 2, 3, 3)
    await panel(page).waitFor({ state: 'detached' })
    await page.close()
  })

  it('asks before closing with an unapplied answer; Collapsed brings it back; Escape works from the keyboard', async () => {
    const page = await signedInPage('desktop')
    await openWork(page)
    const before = await para(page, 'conclusion', 0).textContent()
    // Keyboard: the paragraph's «Редактировать с ИИ» button opens the form with focus inside it.
    await page.focus('.essay-section[data-section="conclusion"] .ai-para__btn')
    await page.keyboard.press('Enter')
    await page.waitForSelector('.ai-editor[data-ai-editor="form"]')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-editor-action'))).toBe('rewrite')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-editor-action'))).toBe('shortener')
    await page.keyboard.press('Enter')
    await page.waitForSelector('.ai-editor[data-ai-editor="result"]')
    // Escape collapses; the pill brings the answer back.
    await page.keyboard.press('Escape')
    await page.waitForSelector('[data-ai-editor="collapsed"]')
    await shoot(page, '04-collapsed')
    await page.keyboard.press('Enter')
    await page.waitForSelector('.ai-editor[data-ai-editor="result"]')
    // × with an unapplied answer: the confirmation popup; «Вернуться» keeps it, «Закрыть без изменений» drops it.
    await page.click('.ai-editor button[aria-label="Закрыть редактор"]')
    await page.waitForSelector('[data-popup-body="ai-editor-close-confirmation"]')
    await shoot(page, '05-close-confirmation')
    await page.click('[data-confirm="stay"]')
    await page.waitForSelector('.ai-editor[data-ai-editor="result"]')
    await page.click('.ai-editor button[aria-label="Закрыть редактор"]')
    await page.click('[data-confirm="close"]')
    await panel(page).waitFor({ state: 'detached' })
    expect(await para(page, 'conclusion', 0).textContent()).toBe(before)
    // Without an answer Escape simply closes the form.
    await select(page, 'conclusion', 0, 0, 8)
    await page.waitForSelector('.ai-editor[data-ai-editor="form"]')
    await page.keyboard.press('Escape')
    await panel(page).waitFor({ state: 'detached' })
    // «Визуализировать» shows the visual-item form; Collapsed brings Visualize back; × closes without asking.
    await select(page, 'conclusion', 0, 0, 8)
    await page.click('[data-editor-action="visualize"]')
    await page.waitForSelector('.ai-editor[data-ai-editor="visualize"] .ai-editor__visualize')
    await page.keyboard.press('Escape')
    await page.click('[data-ai-editor="collapsed"]')
    await page.waitForSelector('.ai-editor[data-ai-editor="visualize"]')
    await page.click('.ai-editor button[aria-label="Закрыть редактор"]')
    await panel(page).waitFor({ state: 'detached' })
    expect(await page.locator('[data-popup-body="ai-editor-close-confirmation"]').count()).toBe(0)
    await page.close()
  })

  it('refuses a selection over the limit and a result that would make the section longer than 10000 characters', async () => {
    const page = await signedInPage('desktop')
    await openWork(page)
    await para(page, 'chapter-2', 0).click({ clickCount: 3 })
    await page.waitForSelector('.ai-editor[data-ai-editor="form"]')
    expect(await page.textContent('[data-editor-error="selection"]')).toBe('Выделенный фрагмент не может быть больше 3000 символов')
    expect(await page.locator('[data-editor-action]').count()).toBe(0)
    await shoot(page, '06-selection-too-long')
    await page.keyboard.press('Escape')
    await select(page, 'chapter-3', 0, 0, 200)
    await page.waitForSelector('.ai-editor[data-ai-editor="form"]')
    await page.click('[data-editor-action="extender"]')
    await page.waitForSelector('.ai-editor[data-ai-editor="result"]')
    await page.click('[data-editor-action="add-down"]')
    expect(await page.textContent('[data-editor-error="request"]')).toBe('Текст не может быть больше 10000 символов')
    expect(await page.locator('.essay-section[data-section="chapter-3"] [data-paragraph]').count()).toBe(1)
    await page.close()
  })

  it('opens on a selection even when a live re-read of the order lands while the selection settles', async () => {
    const page = await signedInPage('desktop')
    await openWork(page)
    const unifiedOrderId = path.split('/').pop()!
    const { getAiEssayOrderById } = await gql<{ getAiEssayOrderById: { id: string } }>('query ($u: ID) { getAiEssayOrderById(unifiedOrderId: $u) { id } }', { u: unifiedOrderId }, token)
    // The order's next re-read is held at the network until the passage is selected, then let through at once.
    let seen!: () => void
    const held = new Promise<void>((resolve) => (seen = resolve))
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/graphql', async (route) => {
      if (!/query EssayOrder\b/.test(route.request().postData() ?? '')) return route.continue()
      seen()
      await gate
      await route.continue()
    })
    const res = await fetch(urlFor('/dev/realtime/publish'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ room: aiEssayOrderRoom(getAiEssayOrderById.id), event: 'ai-essay-order-changed', data: { id: getAiEssayOrderById.id } }),
    })
    expect(res.status).toBe(200)
    await held
    await select(page, 'introduction', 1, 0, 20)
    release()
    await page.waitForSelector('.ai-editor[data-ai-editor="form"]')
    expect(await page.textContent('[data-editor-selection]')).toContain(INTRO[1]!.slice(0, 20))
    await page.unroute('**/graphql')
    await page.close()
  })

  it('is a bottom sheet at 375 px', async () => {
    const page = await signedInPage('mobile')
    await openWork(page)
    await select(page, 'introduction', 1, 0, 20)
    await page.waitForSelector('.ai-editor[data-ai-editor="form"]')
    const box = (await panel(page).boundingBox())!
    expect(Math.round(box.x)).toBe(0)
    expect(Math.round(box.width)).toBe(375)
    expect(Math.round(box.y + box.height)).toBe(812)
    await page.screenshot({ path: `${SHOTS}/07-bottom-sheet-375.png` })
    await page.click('[data-editor-action="shortener"]')
    await page.waitForSelector('.ai-editor[data-ai-editor="result"]')
    await page.screenshot({ path: `${SHOTS}/08-bottom-sheet-result-375.png` })
    await page.close()
  })
})
