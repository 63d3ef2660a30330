// Experiments in the browser: two clients whose ids the seeded abc-tariffs-3475 puts in different variants each see
// their variant's tariffs on /ecosystem/subscription and their exposure is stored (a second record answers false);
// definitions that never arrive make the client give up after 5 s with growthbook_init_error.
import { afterAll, describe, expect, it } from 'vitest'
import { ZFeatureDefinitions } from '../../domain/experiments/definitions'
import { evaluateFeature } from '../../domain/experiments/evaluate'
import { ABC_TARIFFS_FEATURE } from '../../domain/experiments/known-features'
import { closeBrowser, newPage, open, screenshot, urlFor, gqlClient } from './fixtures'
import { signedInClient } from './clients'

const gql = gqlClient()
afterAll(closeBrowser)

// public.subscription_types: group a holds tariffs 1-3, b 4-6, c 7-9.
const TARIFF_IDS: Record<string, string[]> = { a: ['1', '2', '3'], b: ['4', '5', '6'], c: ['7', '8', '9'] }

/** A fresh client signed in by phone: its token and id. */
async function freshClient(): Promise<{ token: string; id: string }> {
  const token = await signedInClient(gql)
  const { me } = await gql<{ me: { id: string } }>('{ me { id } }', {}, token)
  return { token, id: me.id }
}

async function signedInPage(token: string, viewport: 'desktop' | 'mobile' = 'desktop') {
  const page = await newPage(viewport)
  await page.addInitScript((t) => {
    localStorage.setItem('apiToken', t)
    localStorage.setItem('cookiesAccepted', 'true')
    const w = window as unknown as { experimentErrors: string[] }
    w.experimentErrors = []
    addEventListener('campus:experiment-error', (e) => w.experimentErrors.push((e as CustomEvent<{ event: string }>).detail.event))
  }, token)
  return page
}

const RECORD = 'mutation ($e: String!, $u: String!, $v: Int!) { recordUserExperiment(experimentId: $e, userId: $u, variationId: $v) }'

describe('abc-tariffs-3475 on the subscription page', () => {
  it('shows two clients in different variants their own tariffs and stores each exposure', async () => {
    const definitions = ZFeatureDefinitions.parse(((await (await fetch(urlFor('/api/features'))).json()) as { features: unknown }).features)
    const variantOf = (id: string) => evaluateFeature({ definitions, key: ABC_TARIFFS_FEATURE, attributes: { id } }).experimentResult!
    const first = await freshClient()
    let second = await freshClient()
    for (let i = 0; i < 10 && variantOf(second.id).variationId === variantOf(first.id).variationId; i++) second = await freshClient()
    expect(variantOf(second.id).variationId).not.toBe(variantOf(first.id).variationId)

    for (const [n, client] of [first, second].entries()) {
      const page = await signedInPage(client.token, n === 0 ? 'desktop' : 'mobile')
      await open(page, '/ecosystem/subscription')
      await page.waitForSelector('[data-island="subscription"][data-hydrated="true"] .money[data-state="ready"]')
      const variant = String(variantOf(client.id).value)
      const ids = await page.$$eval('.money-tariff[data-tariff-id]', (els) => els.map((e) => e.getAttribute('data-tariff-id')!))
      expect(ids.sort()).toEqual(TARIFF_IDS[variant])
      await screenshot(page, `experiments-subscription-${variant}-${n === 0 ? 1280 : 375}`)
      // Stored already (by the server when it served the list): recording the same exposure again stores nothing.
      const again = await gql<{ recordUserExperiment: boolean }>(RECORD, { e: ABC_TARIFFS_FEATURE, u: client.id, v: variantOf(client.id).variationId }, client.token)
      expect(again.recordUserExperiment).toBe(false)
      await page.close()
    }
  })

  it('shows a guest the same group on /b/payment (no JavaScript) as its API calls get: the page hashes by the fingerprint cookie', async () => {
    const definitions = ZFeatureDefinitions.parse(((await (await fetch(urlFor('/api/features'))).json()) as { features: unknown }).features)
    const variantOf = (id: string) => String(evaluateFeature({ definitions, key: ABC_TARIFFS_FEATURE, attributes: { id } }).value)
    // A fingerprint outside group a, so the page's default (a, for a request without an id) could not pass for it.
    let fingerprint = ''
    do fingerprint = `e2efp_${crypto.randomUUID().replace(/-/g, '')}`
    while (variantOf(fingerprint) === 'a')
    const page = await newPage('mobile')
    await page.addInitScript((fp) => localStorage.setItem('fingerprint', fp), fingerprint)
    // A page whose islands call the server (here the realtime connection) reads the fingerprint and mirrors it.
    await open(page, '/ecosystem/task-solver')
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'fp')?.value).toBe(fingerprint)
    await open(page, '/b/payment')
    const shown = (await page.$$eval('.tariffs-page__card[data-tariff-id]', (els) => els.map((e) => e.getAttribute('data-tariff-id')!))).sort()
    expect(shown).toEqual(TARIFF_IDS[variantOf(fingerprint)])
    // The API call of the same browser (its x-fingerprint header) gets the same group.
    const res = await fetch(urlFor('/graphql'), { method: 'POST', headers: { 'content-type': 'application/json', 'x-fingerprint': fingerprint }, body: JSON.stringify({ query: '{ subscriptionTypes { id } }' }) })
    const api = (await res.json()) as { data: { subscriptionTypes: { id: number }[] } }
    expect(api.data.subscriptionTypes.map((t) => String(t.id)).sort()).toEqual(shown)
    await screenshot(page, `experiments-b-payment-${variantOf(fingerprint)}-375`)
    await page.close()
  })

  it('lets the address tariffGroup win over the variant', async () => {
    const client = await freshClient()
    const page = await signedInPage(client.token)
    await open(page, '/ecosystem/subscription?tariffGroup=c')
    await page.waitForSelector('[data-island="subscription"][data-hydrated="true"] .money[data-state="ready"]')
    expect((await page.$$eval('.money-tariff[data-tariff-id]', (els) => els.map((e) => e.getAttribute('data-tariff-id')!))).sort()).toEqual(TARIFF_IDS.c)
    await page.close()
  })

  it('gives up on definitions that never arrive after 5 s with growthbook_init_error, tariffs still shown', async () => {
    const client = await freshClient()
    const page = await signedInPage(client.token)
    await page.route('**/api/features', () => undefined)
    await open(page, '/ecosystem/subscription')
    await page.waitForSelector('[data-island="subscription"][data-hydrated="true"] .money[data-state="ready"]')
    await page.waitForFunction(() => (window as unknown as { experimentErrors: string[] }).experimentErrors.length > 0, undefined, { timeout: 15_000 })
    expect(await page.evaluate(() => (window as unknown as { experimentErrors: string[] }).experimentErrors)).toEqual(['growthbook_init_error'])
    expect(await page.$$eval('.money-tariff[data-tariff-id]', (els) => els.length)).toBe(3)
    await page.close()
  })

  it('reports a failing definitions request as growthbook_network_error', async () => {
    const client = await freshClient()
    const page = await signedInPage(client.token)
    await page.route('**/api/features', (route) => route.abort('failed'))
    await open(page, '/ecosystem/subscription')
    await page.waitForFunction(() => (window as unknown as { experimentErrors: string[] }).experimentErrors.length > 0, undefined, { timeout: 15_000 })
    expect(await page.evaluate(() => (window as unknown as { experimentErrors: string[] }).experimentErrors)).toEqual(['growthbook_network_error'])
    await page.close()
  })
})
