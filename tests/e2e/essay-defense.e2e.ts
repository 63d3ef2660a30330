// Issue 14 part 5 in the browser: a finished text work gets «Сделать презентацию для защиты»; the click starts the
// deck, the block shows its progress, and the tab downloads the PPTX when the job is done (notes pages and the sources'
// lines inside); a failed deck offers «Попробовать ещё раз». Screens at 375 and 1280 px in tests/e2e/artifacts/.
import { readFile } from 'node:fs/promises'
import type { Page, Route } from 'playwright-core'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'
import { closeBrowser, gqlClient, newPage, open, urlFor } from './fixtures'
import { codeFor, freshPhone, shootBoth } from './auth-helpers'

afterAll(closeBrowser)
const gql = gqlClient()

// A topic the shipped catalogue has several relevant sources for.
const TOPIC = 'Стратегический менеджмент организации'

type TOrder = { id: string; unifiedOrderId: string; status: number; outline: unknown[]; references: { id: string; status: string; referenceData: { formatted: string } }[] }
const ORDER = 'id unifiedOrderId status outline { title subchapters { title } } references { id status referenceData { formatted } }'

async function clientWithTokens(amountTokens: number): Promise<string> {
  const phone = freshPhone()
  await gql('mutation ($phone: String) { requestAuthCode(phone: $phone, consentToTheProcessingOfPersonalData: true) { isSent } }', { phone: phone.digits })
  const code = await codeFor(phone.digits)
  const { requestApiToken } = await gql<{ requestApiToken: { token: string } }>('mutation ($phone: String, $code: String!) { requestApiToken(phone: $phone, code: $code) { token } }', { phone: phone.digits, code })
  const token = requestApiToken.token
  const { purchaseEcosystem } = await gql<{ purchaseEcosystem: { redirectUrl: string } }>('mutation ($n: Int!) { purchaseEcosystem(amountTokens: $n, redirectAfterPayment: "/") { redirectUrl } }', { n: amountTokens }, token)
  const link = new URL(purchaseEcosystem.redirectUrl)
  const body = new URLSearchParams(link.searchParams)
  body.set('result', 'succeeded')
  expect((await fetch(urlFor(link.pathname), { method: 'POST', body, redirect: 'manual' })).status).toBe(303)
  return token
}

const order = async (id: string, token: string) => (await gql<{ getAiEssayOrderById: TOrder }>(`query ($id: ID!) { getAiEssayOrderById(id: $id) { ${ORDER} } }`, { id }, token)).getAiEssayOrderById
const statusOf = async (id: string, token: string) => (await order(id, token)).status

/** A finished work made over the API with the demo AI (the server's worker runs the jobs). */
async function finishedWork(token: string): Promise<TOrder> {
  const { createAiEssayOrder } = await gql<{ createAiEssayOrder: { id: string } }>('mutation ($t: String!) { createAiEssayOrder(topic: $t, workTypeId: 5) { id } }', { t: TOPIC }, token)
  const id = createAiEssayOrder.id
  await gql('mutation ($id: ID!, $t: String!) { editAiEssayOrderRequirements(aiEssayOrderId: $id, topic: $t, numberOfPages: 5) { id } }', { id, t: TOPIC }, token)
  await expect.poll(() => statusOf(id, token), { timeout: 60_000, interval: 500 }).toBe(8)
  const { outline } = await order(id, token)
  await gql('mutation ($id: ID!, $o: [AiEssayOutlineChapterInput!]!) { editAiEssayOrderOutline(aiEssayOrderId: $id, outline: $o) { id } }', { id, o: outline }, token)
  await expect.poll(() => statusOf(id, token), { timeout: 60_000, interval: 500 }).toBe(5)
  const refs = (await order(id, token)).references.slice(0, 3).map((r) => r.id)
  await gql('mutation ($id: ID!, $r: [ID!]!) { approveAiEssayOrderReferences(aiEssayOrderId: $id, referenceIds: $r) { id } }', { id, r: refs }, token)
  await expect.poll(() => statusOf(id, token), { timeout: 120_000, interval: 500 }).toBe(14)
  return order(id, token)
}

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
    const token = await clientWithTokens(50)
    const work = await finishedWork(token)
    const page = await newPage('desktop')
    await page.addInitScript(
      ([t, id]) => {
        localStorage.setItem('apiToken', t)
        localStorage.setItem('cookiesAccepted', 'true')
        localStorage.setItem('onboardingFinishedSteps', JSON.stringify(['ai-editor__editor', 'ai-editor__text-selection']))
        localStorage.setItem(`essay-survey-shown:${id}`, '1')
      },
      [token, work.id] as const,
    )
    await open(page, `/ecosystem/text-copilot/${work.unifiedOrderId}`)
    await page.waitForSelector('.essay-wizard[data-screen="completed"]', { timeout: 30_000 })
    await block(page, 'NONE')
    expect(await page.textContent('[data-action="defense"]')).toBe('Сделать презентацию для защиты')
    // The plain download stays.
    expect(await page.textContent('[data-download="presentation"]')).toBe('Презентация (PPTX)')
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
