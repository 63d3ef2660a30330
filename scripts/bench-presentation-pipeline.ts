// The AI presentation order's pipeline under `npm run bench`: each step of ten orders from topic to the PPTX download,
// through POST /graphql and the jobs' step functions, with the demo provider (no delay). The AI steps are timed twice:
// the whole step and the demo AI's own work alone, so "own overhead" is what the pipeline adds (database, transitions,
// repair, sources search, realtime) around the model. In-memory PGlite, or real Postgres when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a server.
import { createApp } from '../edge/app'
import { demoProvider } from '../edge/ai/demo-provider'
import { applyPaymentCredit } from '../edge/money/apply-payment-credit'
import { generatePresentationDeck, generatePresentationJustification, generatePresentationOutline } from '../edge/presentations/ai/presentation-ai'
import { generatePresentationOrderDeck, generatePresentationOrderJustification, generatePresentationOrderOutline } from '../edge/presentations/order/presentation-order-steps'
import { ZPresentationJustification, ZPresentationOutline } from '../domain/presentation/input'
import { testDb } from '../tests/helpers/test-db'
import { testDeps } from '../tests/helpers/app-deps'
import { seedClient } from '../tests/helpers/unified-orders'

const ORDERS = 10
const TOPICS = ['Фотосинтез и его значение для биосферы', 'Русская революция 1917 года и её последствия', 'Стратегический менеджмент организации', 'Теория эволюции Чарльза Дарвина', 'Молекулярная биология клетки']
const FIELDS = 'id presentationStatus slidesCount justification { idea problem relevance goal } presentationOutline { title subsections { title narratives } }'

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (v: number) => Math.round(v * 10) / 10

export async function benchPresentationPipeline() {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
  const t = await testDb()
  const deps = await testDeps(t.db)
  const ai = demoProvider({ streamDelayMs: 0 })
  deps.ports = { ...deps.ports, ai }
  const app = createApp(deps)
  const times = new Map<string, number[]>()
  const timed = async <T>(step: string, f: () => Promise<T>): Promise<T> => {
    const start = performance.now()
    const out = await f()
    times.set(step, [...(times.get(step) ?? []), performance.now() - start])
    return out
  }
  try {
    const me = await seedClient(t.db, deps.settings.APP_JWT_SECRET, 'Бенчмарк')
    await applyPaymentCredit({ tx: t.db, paymentKey: `bench-presentation:${me.id}`, userId: me.id, reason: 'refill', credits: { permanent_tokens: 1000 } })
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const res = await app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...me.headers }, body: JSON.stringify({ query, variables }) })
      const body = (await res.json()) as { data?: Record<string, { id: string; presentationStatus: string } & Record<string, unknown>>; errors?: unknown }
      if (body.errors || !body.data) throw new Error(`bench: ${JSON.stringify(body.errors)}`)
      return Object.values(body.data)[0]!
    }
    const step = (name: string, f: typeof generatePresentationOrderJustification, orderId: string) =>
      timed(name, async () => {
        const outcome = await f({ deps, ai, orderId, finalAttempt: true })
        if (outcome !== 'done') throw new Error(`bench: ${name} ended ${outcome}`)
      })

    for (let i = 0; i < ORDERS; i++) {
      const topic = `${TOPICS[i % TOPICS.length]} (${i + 1})`
      const slidesCount = 10 + (i % 2) * 10
      const o = await timed('createAndStartPresentationGeneration', () =>
        gql(`mutation($t: String!, $n: Int!) { createAndStartPresentationGeneration(topic: $t, slidesCount: $n) { ${FIELDS} } }`, { t: topic, n: slidesCount }),
      )
      await step('job: justification', generatePresentationOrderJustification, o.id)
      await timed('  demo AI alone: justification', () => generatePresentationJustification(ai, { topic, slidesCount }))
      const justification = ZPresentationJustification.parse((await gql(`query($id: ID) { getAiPresentationOrderById(id: $id) { ${FIELDS} } }`, { id: o.id })).justification)
      await timed('updateJustificationAndGenerateOutline', () =>
        gql(`mutation($id: ID!, $j: AiPresentationJustificationInput!) { updateJustificationAndGenerateOutline(orderId: $id, justification: $j) { ${FIELDS} } }`, { id: o.id, j: justification }),
      )
      await step('job: outline', generatePresentationOrderOutline, o.id)
      await timed('  demo AI alone: outline', () => generatePresentationOutline(ai, { topic, slidesCount, justification }))
      const outline = ZPresentationOutline.parse((await gql(`query($id: ID) { getAiPresentationOrderById(id: $id) { ${FIELDS} } }`, { id: o.id })).presentationOutline)
      // The client moves the last section first, as the outline editor would.
      const edited = [outline[outline.length - 1]!, ...outline.slice(0, -1)]
      await timed('updateAiPresentationOrderOutline', () =>
        gql(`mutation($id: ID!, $s: [AiPresentationOutlineSectionInput!]!) { updateAiPresentationOrderOutline(orderId: $id, sections: $s) { ${FIELDS} } }`, { id: o.id, s: edited }),
      )
      await timed('tryToPayForAiPresentationOrderFromBalance', () => gql(`mutation($id: ID!) { tryToPayForAiPresentationOrderFromBalance(orderId: $id) { id presentationStatus } }`, { id: o.id }))
      await timed('continueAiPresentationOrderProcessing', () => gql(`mutation($id: ID!) { continueAiPresentationOrderProcessing(orderId: $id) { id presentationStatus } }`, { id: o.id }))
      await step('job: slides (sources search included)', generatePresentationOrderDeck, o.id)
      await timed('  demo AI alone: slides and sources', () => generatePresentationDeck({ ai, sources: deps.ports.sources }, { topic, slidesCount, justification, outline: edited, themeId: 'academic' }))
      await timed('updateAiPresentationOrderTitlePage', () =>
        gql(`mutation($id: ID!, $p: AiPresentationTitlePageInput!) { updateAiPresentationOrderTitlePage(orderId: $id, titlePage: $p) { id presentationStatus } }`, {
          id: o.id,
          p: { studentName: 'Смирнов Алексей', group: 'ИС-21', city: 'Москва', year: 2026 },
        }),
      )
      await timed(`GET /pptx/ (${slidesCount} slides: layout + PPTX)`, async () => {
        const res = await app.request(`/api/ai-presentation-order/${o.id}/pptx/`, { headers: me.headers })
        if (res.status !== 200) throw new Error(`bench: pptx answered ${res.status}`)
        await res.arrayBuffer()
      })
      await timed('GET /docx/ (handout)', async () => {
        const res = await app.request(`/api/ai-presentation-order/${o.id}/docx/`, { headers: me.headers })
        if (res.status !== 200) throw new Error(`bench: docx answered ${res.status}`)
        await res.arrayBuffer()
      })
    }
    const rows = [...times].map(([name, list]) => {
      const sorted = [...list].sort((a, b) => a - b)
      return { step: name, n: sorted.length, 'p50 ms': ms(pct(sorted, 50)), 'p95 ms': ms(pct(sorted, 95)) }
    })
    return { driver: t.db.driver, rows }
  } finally {
    await deps.realtime.stop()
    await t.dispose()
  }
}
