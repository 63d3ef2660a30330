// Drives a text-work order through its steps for tests: over GraphQL where the client acts, through the step
// functions where the job worker would (demo AI, local catalogue).
import { expect } from 'vitest'
import type { AppDeps } from '../../edge/context'
import type { createApp } from '../../edge/app'
import { demoProvider } from '../../edge/ai/demo-provider'
import { generateEssayOutline } from '../../edge/essays/outline/generate-essay-outline'
import { searchEssayReferences } from '../../edge/essays/references/search-essay-references'
import { writeFinalText } from '../../edge/essays/text/write-final-text'
import { createFakeIntroduction } from '../../edge/essays/payment/create-fake-introduction'
import { gql } from '../http/auth-support'

type App = ReturnType<typeof createApp>
const demo = demoProvider({ streamDelayMs: 0 })

export async function essayOnOutline(app: App, deps: AppDeps, h: Record<string, string>, topic: string, pages: number) {
  const id = (await gql(app, `mutation($t: String!) { createAiEssayOrder(topic: $t, workTypeId: 1) { id } }`, { t: topic }, h)).data.createAiEssayOrder.id as string
  await gql(app, `mutation($id: ID!, $t: String!, $p: Int!) { editAiEssayOrderRequirements(aiEssayOrderId: $id, topic: $t, numberOfPages: $p) { id } }`, { id, t: topic, p: pages }, h)
  expect(await generateEssayOutline({ deps, ai: demo, orderId: id, finalAttempt: false })).toBe('generated')
  const outline = (await gql(app, `query($id: ID!) { getAiEssayOrderById(id: $id) { outline { title subchapters { title } } } }`, { id }, h)).data.getAiEssayOrderById.outline
  return { id, outline: outline as { title: string; subchapters: { title: string }[] }[] }
}

/** Approves the outline as generated; the caller must be able to pay (tokens or subscription) for the search to run. */
export async function approveOutline(app: App, deps: AppDeps, h: Record<string, string>, id: string, outline: { title: string; subchapters: { title: string }[] }[]) {
  const res = await gql(app, `mutation($id: ID!, $o: [AiEssayOutlineChapterInput!]!) { editAiEssayOrderOutline(aiEssayOrderId: $id, outline: $o) { status } }`, { id, o: outline }, h)
  const status = res.data.editAiEssayOrderOutline.status as number
  if (status === 8) expect(await createFakeIntroduction({ deps, ai: demo, orderId: id })).toBe('written')
  return status
}

/** An order whose generated outline is approved (4) and whose first page of sources is found: the sources step. */
export async function essayOnSources(app: App, deps: AppDeps, h: Record<string, string>, topic: string, pages = 4) {
  const { id, outline } = await essayOnOutline(app, deps, h, topic, pages)
  expect(await approveOutline(app, deps, h, id, outline)).toBe(4)
  expect(await searchEssayReferences({ deps, sources: deps.ports.sources, orderId: id, finalAttempt: false })).toBe('found')
  return id
}

/** From an approved outline with a paying client to a completed work citing `count` approved sources. */
export async function completeEssay(app: App, deps: AppDeps, h: Record<string, string>, id: string, count: number) {
  expect(await searchEssayReferences({ deps, sources: deps.ports.sources, orderId: id, finalAttempt: false })).toBe('found')
  const refs = (await gql(app, `query($id: ID!) { getAiEssayOrderById(id: $id) { references { id } } }`, { id }, h)).data.getAiEssayOrderById.references.slice(0, count).map((r: { id: string }) => r.id)
  const approved = await gql(app, `mutation($id: ID!, $r: [ID!]!) { approveAiEssayOrderReferences(aiEssayOrderId: $id, referenceIds: $r) { status } }`, { id, r: refs }, h)
  expect(approved.errors).toBeUndefined()
  expect(await writeFinalText({ deps, ai: demo, orderId: id, finalAttempt: false })).toBe('completed')
}
