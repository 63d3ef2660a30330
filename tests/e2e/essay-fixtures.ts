// Shared e2e setup for specs that start from a finished text work: a signed-in client with tokens (bought through the
// test bank over HTTP), a subscription when the spec needs one, the work made over the API with the demo AI (the
// server's worker runs the jobs), and a page opened on it with the onboarding and survey already dismissed.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { open, urlFor, type gqlClient } from './fixtures'

type TGql = ReturnType<typeof gqlClient>

// A topic the shipped catalogue has several relevant sources for.
const ESSAY_TOPIC = 'Стратегический менеджмент организации'

export type TEssayWork = {
  id: string
  unifiedOrderId: string
  status: number
  topic: string
  outline: unknown[]
  references: { id: string; status: string; referenceData: { formatted: string } }[]
  finalText: { key: string; title: string; text: string }[] | null
}
const ORDER = 'id unifiedOrderId status topic outline { title subchapters { title } } references { id status referenceData { formatted } } finalText { key title text }'

export const essayOrder = async (gql: TGql, id: string, token: string) => (await gql<{ getAiEssayOrderById: TEssayWork }>(`query ($id: ID!) { getAiEssayOrderById(id: $id) { ${ORDER} } }`, { id }, token)).getAiEssayOrderById
const statusOf = async (gql: TGql, id: string, token: string) => (await essayOrder(gql, id, token)).status

/** A finished work (status 14) made over the API with the demo AI: requirements, the offered outline, 3 sources. */
export async function finishedWork(gql: TGql, token: string, { topic = ESSAY_TOPIC, workTypeId = 5, numberOfPages = 5 } = {}): Promise<TEssayWork> {
  const { createAiEssayOrder } = await gql<{ createAiEssayOrder: { id: string } }>('mutation ($t: String!, $w: Int!) { createAiEssayOrder(topic: $t, workTypeId: $w) { id } }', { t: topic, w: workTypeId }, token)
  const id = createAiEssayOrder.id
  await gql('mutation ($id: ID!, $t: String!, $p: Int!) { editAiEssayOrderRequirements(aiEssayOrderId: $id, topic: $t, numberOfPages: $p) { id } }', { id, t: topic, p: numberOfPages }, token)
  await expect.poll(() => statusOf(gql, id, token), { timeout: 60_000, interval: 500 }).toBe(8)
  const { outline } = await essayOrder(gql, id, token)
  await gql('mutation ($id: ID!, $o: [AiEssayOutlineChapterInput!]!) { editAiEssayOrderOutline(aiEssayOrderId: $id, outline: $o) { id } }', { id, o: outline }, token)
  await expect.poll(() => statusOf(gql, id, token), { timeout: 60_000, interval: 500 }).toBe(5)
  const refs = (await essayOrder(gql, id, token)).references.slice(0, 3).map((r) => r.id)
  expect(refs.length).toBe(3)
  await gql('mutation ($id: ID!, $r: [ID!]!) { approveAiEssayOrderReferences(aiEssayOrderId: $id, referenceIds: $r) { id } }', { id, r: refs }, token)
  await expect.poll(() => statusOf(gql, id, token), { timeout: 120_000, interval: 500 }).toBe(14)
  return essayOrder(gql, id, token)
}

/** Signs the page in with the token, past the cookie banner, the editor's onboarding and the work's survey. */
export async function signInPage(page: Page, token: string, workId?: string) {
  await page.addInitScript(
    ([t, id]) => {
      localStorage.setItem('apiToken', t)
      localStorage.setItem('cookiesAccepted', 'true')
      localStorage.setItem('onboardingFinishedSteps', JSON.stringify(['ai-editor__editor', 'ai-editor__text-selection']))
      if (id) localStorage.setItem(`essay-survey-shown:${id}`, '1')
    },
    [token, workId ?? ''] as const,
  )
}

/** Opens the finished work's completed step in a signed-in page. */
export async function openFinishedWork(page: Page, token: string, work: Pick<TEssayWork, 'id' | 'unifiedOrderId'>) {
  await signInPage(page, token, work.id)
  await open(page, `/ecosystem/text-copilot/${work.unifiedOrderId}`)
  await page.waitForSelector('.essay-wizard[data-screen="completed"]', { timeout: 30_000 })
}

/** A completed text work with these sections, seeded through the dev route (no wizard): its page's path. */
export async function seededWork(token: string, topic: string, finalText: { key: string; title: string; level: number; text: string }[]): Promise<string> {
  const res = await fetch(urlFor('/dev/orders/seed'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ orders: [{ typeId: 5, status: 3, text: topic, finalText }] }),
  })
  expect(res.status).toBe(200)
  return `/ecosystem/text-copilot/${((await res.json()) as { ids: string[] }).ids[0]}`
}
