// The text-work pipeline's own time per step (`npm run bench`), AI time excluded: each step runs as the server runs it
// (business functions, in-memory PGlite, the local catalogue), with the demo AI wrapped so the time spent inside AI
// calls is measured and subtracted. What is left is the platform's overhead: database, validation, jobs, assembly.
import { testDb } from '../tests/helpers/test-db'
import { testDeps } from '../tests/helpers/app-deps'
import { demoProvider } from '../edge/ai/demo-provider'
import type { TAi } from '../edge/ai/port'
import type { Caller } from '../edge/db/port'
import { applyPaymentCredit } from '../edge/money/apply-payment-credit'
import { createAiEssayOrder } from '../edge/essays/order/create-ai-essay-order'
import { editAiEssayOrderRequirements } from '../edge/essays/requirements/edit-ai-essay-order-requirements'
import { generateEssayOutline } from '../edge/essays/outline/generate-essay-outline'
import { editAiEssayOrderOutline } from '../edge/essays/outline/edit-ai-essay-order-outline'
import { searchEssayReferences } from '../edge/essays/references/search-essay-references'
import { listEssayReferences } from '../edge/essays/order/list-order-details'
import { approveAiEssayOrderReferences } from '../edge/essays/references/approve-ai-essay-order-references'
import { writeFinalText } from '../edge/essays/text/write-final-text'
import { downloadEssayFile } from '../edge/essays/files/download-essay-file'
import { getAiEssayOrderById } from '../edge/essays/order/get-ai-essay-order-by-id'
import { outlineToShow } from '../domain/essay/requirements'

const DEMO_USER = '00000000-0000-4000-8000-000000000001'

/** The demo AI with a stopwatch: `spent` grows by the time spent inside AI calls. */
function timedAi(): { ai: TAi; spent: () => number } {
  const inner = demoProvider({ streamDelayMs: 0 })
  let spent = 0
  const time = async <T>(p: () => Promise<T>): Promise<T> => {
    const t = performance.now()
    try {
      return await p()
    } finally {
      spent += performance.now() - t
    }
  }
  return {
    ai: { info: inner.info, generateObject: (c) => time(() => inner.generateObject(c)), generateText: (c) => time(() => inner.generateText(c)), streamText: (c) => inner.streamText(c) },
    spent: () => spent,
  }
}

export type TStepRow = { step: string; medianMs: number; aiMs: number }

export async function benchEssayPipeline(runs = 5, pages = 10): Promise<TStepRow[]> {
  const t = await testDb()
  const deps = await testDeps(t.db)
  const caller: Caller = { role: 'authenticated', userId: DEMO_USER }
  const samples = new Map<string, { own: number[]; ai: number[] }>()
  const { ai, spent } = timedAi()
  async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
    const aiBefore = spent()
    const start = performance.now()
    const result = await work()
    const aiMs = spent() - aiBefore
    const s = samples.get(name) ?? { own: [], ai: [] }
    s.own.push(performance.now() - start - aiMs)
    s.ai.push(aiMs)
    samples.set(name, s)
    return result
  }
  try {
    await applyPaymentCredit({ tx: t.db, paymentKey: 'bench-essay', userId: DEMO_USER, reason: 'refill', credits: { permanent_tokens: 30 * (runs + 1) } })
    for (let i = 0; i <= runs; i++) {
      const topic = `Цифровая трансформация экономики России: этап ${i + 1}`
      const order = await step('create order', () => createAiEssayOrder({ deps, caller, ip: null, topic, workTypeId: 1 }))
      await step('save requirements + enqueue outline', () => editAiEssayOrderRequirements({ deps, caller, ip: null, aiEssayOrderId: order.id, input: { topic, numberOfPages: pages } }))
      await step('outline step (job body)', () => generateEssayOutline({ deps, ai, orderId: order.id, finalAttempt: false }))
      const withOutline = (await getAiEssayOrderById({ db: t.db, caller, id: order.id }))!
      await step('approve outline + enqueue search', () => editAiEssayOrderOutline({ deps, caller, aiEssayOrderId: order.id, outline: outlineToShow(withOutline.outline ?? []) }))
      await step('reference search (local catalogue)', () => searchEssayReferences({ deps, sources: deps.ports.sources, orderId: order.id, finalAttempt: false }))
      const refs = ((await listEssayReferences({ db: t.db, caller, orderIds: [order.id] })).get(order.id) ?? []).slice(0, 8).map((r) => r.id)
      await step('approve sources + pay from balance', () => approveAiEssayOrderReferences({ deps, caller, aiEssayOrderId: order.id, referenceIds: refs }))
      await step(`final text, ${pages} pages (job body)`, () => writeFinalText({ deps, ai, orderId: order.id, finalAttempt: false }))
      await step('DOCX download (build, first time)', () => downloadEssayFile({ deps, caller, id: order.id, kind: 'docx' }))
      await step('DOCX download (cached)', () => downloadEssayFile({ deps, caller, id: order.id, kind: 'docx' }))
    }
  } finally {
    await deps.realtime.stop()
    await t.dispose()
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  // The first order warms caches (module init, prepared statements); it is left out.
  return [...samples].map(([name, s]) => ({ step: name, medianMs: Math.round(median(s.own.slice(1)) * 10) / 10, aiMs: Math.round(median(s.ai.slice(1)) * 10) / 10 }))
}
