// Free step navigation of a finished text work in the browser (issue 13 part 4): from «Готово» the progress list opens
// «Источники» and «Согласование плана» (kept in ?step=… across a reload) and brings back «Готово»; leaving a changed
// outline asks in the navigation-confirm popup; a saved outline offers «Переписать затронутые разделы», which writes
// only the renamed section (the client's edit elsewhere stays) and returns to the finished work; a source taken out
// and approved again offers the rewrite too.
// Screenshots at 375 and 1280 px: tests/e2e/artifacts/essay-nav-*.png.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { ARTIFACTS_DIR, closeBrowser, gqlClient, open } from './fixtures'
import { shootBoth } from './auth-helpers'
import { clientWithTokens, pageSignedInAs } from './clients'

afterAll(closeBrowser)
const gql = gqlClient()

const TOPIC = 'Стратегический менеджмент организации'
const RENAMED = 'Государственная поддержка цифровых сервисов'
const EDIT = 'Мой собственный абзац, который должен остаться после переписывания.'

type TOrder = { id: string; unifiedOrderId: string; status: number; outline: { title: string; subchapters: { title: string }[] }[]; references: { id: string }[] }
const ORDER = 'id unifiedOrderId status outline { title subchapters { title } } references { id }'

const order = async (id: string, token: string) => (await gql<{ getAiEssayOrderById: TOrder }>(`query ($id: ID!) { getAiEssayOrderById(id: $id) { ${ORDER} } }`, { id }, token)).getAiEssayOrderById
const statusOf = async (id: string, token: string) => (await order(id, token)).status

/** A finished work made over the API with the demo AI (the server's worker runs the jobs). */
async function finishedWork(token: string): Promise<TOrder> {
  const { createAiEssayOrder } = await gql<{ createAiEssayOrder: { id: string } }>('mutation ($t: String!) { createAiEssayOrder(topic: $t, workTypeId: 1) { id } }', { t: TOPIC }, token)
  const id = createAiEssayOrder.id
  await gql('mutation ($id: ID!, $t: String!) { editAiEssayOrderRequirements(aiEssayOrderId: $id, topic: $t, numberOfPages: 3) { id } }', { id, t: TOPIC }, token)
  await expect.poll(() => statusOf(id, token), { timeout: 60_000, interval: 500 }).toBe(8)
  const { outline } = await order(id, token)
  await gql('mutation ($id: ID!, $o: [AiEssayOutlineChapterInput!]!) { editAiEssayOrderOutline(aiEssayOrderId: $id, outline: $o) { id } }', { id, o: outline }, token)
  await expect.poll(() => statusOf(id, token), { timeout: 60_000, interval: 500 }).toBe(5)
  const refs = (await order(id, token)).references.slice(0, 3).map((r) => r.id)
  await gql('mutation ($id: ID!, $r: [ID!]!) { approveAiEssayOrderReferences(aiEssayOrderId: $id, referenceIds: $r) { id } }', { id, r: refs }, token)
  await expect.poll(() => statusOf(id, token), { timeout: 120_000, interval: 500 }).toBe(14)
  return order(id, token)
}

/** Both widths in full, and the first screenful at 375 px from the progress list down (what a phone shows). */
async function shoot(page: Page, name: string) {
  await shootBoth(page, name)
  const size = page.viewportSize()!
  await page.setViewportSize({ width: 375, height: 812 })
  await page.locator('.essay-progress').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80))
  await page.screenshot({ path: `${ARTIFACTS_DIR}${name}-375-top.png`, animations: 'disabled' })
  await page.setViewportSize(size)
}

const screen = (page: Page, name: string, timeout = 30_000) => page.waitForSelector(`.essay-wizard[data-screen="${name}"]`, { timeout })
const stepParam = (page: Page) => new URL(page.url()).searchParams.get('step')

describe('free step navigation of a finished work', () => {
  it('goes back to the sources and the outline and forward to «Готово», asks before losing a change, and rewrites only the affected section', { timeout: 300_000 }, async () => {
    const token = await clientWithTokens(gql, 50)
    const work = await finishedWork(token)
    // The client's own edit in the first chapter's text: it must survive the rewrite.
    const lastChapter = work.outline[work.outline.length - 1]!
    const firstKey = work.outline[0]!.subchapters.length ? 'c1.1' : 'c1'
    await gql('mutation ($id: ID!, $k: String!, $t: String!) { saveEditedAiEssayOrderFinalText(aiEssayOrderId: $id, sectionKey: $k, text: $t) { id } }', { id: work.id, k: firstKey, t: EDIT }, token)

    const page = await pageSignedInAs(token)
    // The survey popup (180 s after completion) must not cover the screens here.
    await page.addInitScript((id) => localStorage.setItem(`essay-survey-shown:${id}`, '1'), work.id)
    await open(page, `/ecosystem/text-copilot/${work.unifiedOrderId}`)
    await screen(page, 'completed')
    await page.waitForSelector('[data-island="popup-host"][data-hydrated="true"]', { state: 'attached' })
    await shoot(page, 'essay-nav-01-completed')

    // «Источники» in the progress list: the approved sources, editable; the address says so and a reload keeps it.
    const entry = (key: string) => page.locator(`.essay-progress__item[data-progress="${key}"] .essay-progress__link`)
    expect(await page.locator('.essay-progress__item[data-progress="creation"] button').count()).toBe(0)
    await entry('references').click()
    await screen(page, 'references')
    expect(stepParam(page)).toBe('references')
    expect(await page.locator('.essay-ref[data-checked="true"]').count()).toBe(3)
    expect(await page.getAttribute('.essay-progress__item[data-progress="references"]', 'aria-current')).toBe('step')
    await shoot(page, 'essay-nav-02-references')
    await page.reload()
    await screen(page, 'references')
    // Back to «Готово» from the list, then the browser's back button returns to the sources.
    await entry('completed').click()
    await screen(page, 'completed')
    expect(stepParam(page)).toBeNull()
    await page.goBack()
    await screen(page, 'references')
    await page.goForward()
    await screen(page, 'completed')

    // Requirements of a finished work are shown, not changed; a hand-typed step that does not exist falls back.
    await entry('requirements').click()
    await screen(page, 'requirements')
    expect(await page.getAttribute('section[data-screen="requirements"]', 'data-mode')).toBe('view')
    expect(await page.textContent('.essay-readonly')).toContain(TOPIC)
    await open(page, `/ecosystem/text-copilot/${work.unifiedOrderId}?step=payment`)
    await screen(page, 'completed')
    await expect.poll(() => stepParam(page)).toBeNull()

    // «Согласование плана»: rename the last section, try to leave → the confirm popup; stay, then leave and come back.
    await entry('outline').click()
    await screen(page, 'outline')
    expect(stepParam(page)).toBe('outline')
    const lastRow =
      lastChapter.subchapters.length > 0
        ? `.essay-outline__chapter[data-chapter="${work.outline.length - 1}"] [data-subchapter="${lastChapter.subchapters.length - 1}"] textarea`
        : `.essay-outline__chapter[data-chapter="${work.outline.length - 1}"] > .essay-outline__row textarea`
    await page.fill(lastRow, RENAMED)
    await entry('completed').click()
    const dialog = page.locator('.popup[role="dialog"]')
    await dialog.locator('[data-popup-body="text-copilot-navigation-confirm"]').waitFor()
    expect(await dialog.textContent()).toContain('несохранённые изменения')
    await shoot(page, 'essay-nav-03-confirm')
    await dialog.locator('button:text-is("Остаться")').click()
    await screen(page, 'outline')
    expect(await page.inputValue(lastRow)).toBe(RENAMED)
    // Keyboard: the list's buttons are reachable and work with Enter.
    await entry('completed').focus()
    await page.keyboard.press('Enter')
    await dialog.locator('button:text-is("Уйти без сохранения")').click()
    await screen(page, 'completed')
    expect(await page.locator('[data-rewrite-offer]').count()).toBe(0)

    // Change it again and save: back on «Готово» with the offer naming only the renamed section.
    await entry('outline').click()
    await screen(page, 'outline')
    await page.fill(lastRow, RENAMED)
    await page.click('button:text-is("Сохранить план")')
    await screen(page, 'completed')
    const offer = page.locator('[data-rewrite-offer]')
    await offer.waitFor()
    expect(await offer.locator('[data-affected]').count()).toBe(1)
    expect(await offer.locator('[data-affected]').textContent()).toContain(RENAMED)
    await shoot(page, 'essay-nav-04-offer')
    const before = await page.locator(`.essay-section[data-section="${firstKey}"]`).textContent()
    expect(before).toContain(EDIT)
    await offer.locator('button:text-is("Переписать затронутые разделы")').click()
    // The work is rewritten in the background (13), then finished again (14).
    await screen(page, 'loading', 10_000).catch(() => undefined)
    await screen(page, 'completed', 120_000)
    await expect.poll(() => page.locator('[data-rewrite-offer]').count(), { timeout: 20_000 }).toBe(0)
    expect(await page.textContent('.essay-final, .essay-layout__main')).toContain(RENAMED)
    expect(await page.locator(`.essay-section[data-section="${firstKey}"]`).textContent()).toContain(EDIT)
    await shoot(page, 'essay-nav-05-rewritten')

    // The sources of the finished work: take the third one out and approve; back on «Готово» the rewrite is offered
    // (the sections citing it must be written again, or, when none does, the optional rewrite), nothing is charged.
    await entry('references').click()
    await screen(page, 'references')
    await page.locator('.essay-ref[data-checked="true"]').nth(2).click()
    expect(await page.locator('.essay-ref[data-checked="true"]').count()).toBe(2)
    await page.click('button:text-is("Утвердить источники")')
    await screen(page, 'completed')
    expect(stepParam(page)).toBeNull()
    await page.locator('[data-rewrite-offer]').waitFor()
    expect((await order(work.id, token)).status).toBe(14)
    const approved = await gql<{ getAiEssayOrderById: { references: { status: string }[] } }>('query ($id: ID!) { getAiEssayOrderById(id: $id) { references { status } } }', { id: work.id }, token)
    expect(approved.getAiEssayOrderById.references.filter((r) => r.status === 'approved')).toHaveLength(2)
    await shoot(page, 'essay-nav-06-sources-changed')
    await page.click('[data-rewrite-offer] button:text-is("Не сейчас")')
    await expect.poll(() => page.locator('[data-rewrite-offer]').count()).toBe(0)

    // The title page: a typed, unsaved change asks before leaving too.
    await entry('title-page').click()
    await screen(page, 'title-page')
    await page.fill('[data-field="group"] input[name="group"]', 'ЭК-21')
    await entry('completed').click()
    await dialog.locator('[data-popup-body="text-copilot-navigation-confirm"]').waitFor()
    await dialog.locator('button:text-is("Остаться")').click()
    await screen(page, 'title-page')
    expect(await page.inputValue('[data-field="group"] input[name="group"]')).toBe('ЭК-21')
    await entry('completed').click()
    await dialog.locator('button:text-is("Уйти без сохранения")').click()
    await screen(page, 'completed')
    await page.close()
  })
})
