// Issue 14 part 5 in the browser: a finished text work gets «Сделать презентацию для защиты»; the click starts the
// deck, the block shows its progress, and the tab downloads the PPTX when the job is done (notes pages and the sources'
// lines inside); a failed deck offers «Попробовать ещё раз». Screens at 375 and 1280 px in tests/e2e/artifacts/.
import { readFile } from 'node:fs/promises'
import type { Page, Route } from 'playwright-core'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage } from './fixtures'
import { shootBoth } from './auth-helpers'
import { essayOrder, finishedWork as baseFinishedWork, openFinishedWork } from './essay-fixtures'
import { clientWithTokens } from './clients'

afterAll(closeBrowser)
const gql = gqlClient()

const order = (id: string, token: string) => essayOrder(gql, id, token)
const finishedWork = (token: string) => baseFinishedWork(gql, token, { workTypeId: 5, numberOfPages: 5 })

const block = (page: Page, state: string, timeout = 30_000) => page.waitForSelector(`.essay-defense[data-defense="${state}"]`, { timeout })

/** Holds the presentation's and the order's re-fetches while `during` runs, so a fast job's progress can be looked at. */
async function holdingRefetches(page: Page, during: () => Promise<void>) {
  const held: Route[] = []
  const hold = (route: Route) => {
    const body = route.request().postData() ?? ''
    if (/getAiEssayOrderPresentationById|getAiEssayOrderById/.test(body)) held.push(route)
    else void route.continue()
  }
  await page.route('**/graphql', hold)
  try {
    await during()
  } finally {
    for (const r of held) await r.continue().catch(() => undefined)
    await page.unroute('**/graphql', hold)
  }
}

describe('the defense presentation of a finished work', () => {
  it('starts from the completed step, shows its progress, downloads the PPTX, and offers a retry on failure', { timeout: 420_000 }, async () => {
    const token = await clientWithTokens(gql, 50)
    const work = await finishedWork(token)
    const page = await newPage('desktop')
    await openFinishedWork(page, token, work)
    await block(page, 'NONE')
    expect(await page.textContent('[data-action="defense"]')).toBe('Сделать презентацию для защиты')
    // One way to the deck: the defense block; no second «Презентация (PPTX)» download of the same slides.
    expect(await page.$('[data-download="presentation"]')).toBeNull()
    await page.locator('.essay-defense').scrollIntoViewIfNeeded()
    await shootBoth(page, 'essay-defense-01-offer')

    // The click: the block shows progress while the job runs (its answers held back here to look at it).
    const downloaded = page.waitForEvent('download', { timeout: 90_000 })
    await holdingRefetches(page, async () => {
      await page.click('[data-action="defense"]')
      await block(page, 'CREATED')
      expect(await page.isVisible('.essay-defense [role="progressbar"]')).toBe(true)
      await shootBoth(page, 'essay-defense-02-progress')
    })
    const download = await downloaded
    expect(download.suggestedFilename()).toMatch(/\.pptx$/)
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)))
    const text = (re: RegExp) => Object.keys(files).filter((f) => re.test(f)).map((f) => strFromU8(files[f]!).replace(/<[^>]+>/g, ' ')).join(' ').replace(/\s+/g, ' ')
    expect(Object.keys(files).some((f) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(f))).toBe(true)
    const slides = text(/^ppt\/slides\/slide\d+\.xml$/)
    expect(slides).toContain('Презентация к защите курсовой работы')
    const approved = (await order(work.id, token)).references.filter((r) => r.status === 'approved')
    for (const r of approved) expect(slides).toContain(r.referenceData.formatted.split(' ').slice(0, 2).join(' '))
    await block(page, 'COMPLETED')
    await page.waitForSelector('.essay-wizard[data-screen="completed"][data-status="14"]')
    await page.locator('.essay-defense').scrollIntoViewIfNeeded()
    await shootBoth(page, 'essay-defense-03-ready')

    // A failed deck (the order's answer says so here) offers the retry; the retry asks the server again.
    await page.route('**/graphql', async (route) => {
      if (!/getAiEssayOrderById/.test(route.request().postData() ?? '')) return route.continue()
      const res = await route.fetch()
      const body = await res.json()
      const p = body?.data?.getAiEssayOrderById?.presentation
      if (p) Object.assign(p, { status: 'FAILED', downloadUrl: null, errorMessage: 'Не получилось сделать презентацию. Попробуй еще раз' })
      await route.fulfill({ response: res, json: body })
    })
    await page.reload()
    await block(page, 'FAILED')
    expect(await page.textContent('.essay-defense [role="alert"]')).toBe('Не получилось сделать презентацию. Попробуй еще раз')
    await page.locator('.essay-defense').scrollIntoViewIfNeeded()
    await shootBoth(page, 'essay-defense-04-failed')
    await page.unroute('**/graphql')
    const retried = page.waitForResponse((r) => /ContinueEssayPresentation|continueAiEssayOrderPresentationProcessing/.test(r.request().postData() ?? ''))
    await page.click('[data-action="defense-retry"]')
    await retried
    // The server's deck is done, so the retry answers it as it is, and the tab downloads it.
    await block(page, 'COMPLETED')
  })
})
