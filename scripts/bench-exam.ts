// Exam tickets under load (`npm run bench`): a 60-ticket list made into an order over REST, answered by the job's
// function (library search per ticket, the demo writer for the rest: AI time is the provider's, not ours), the
// per-ticket time of each path, then 20 payments at once (charged once) and the 60-ticket DOCX. In-memory PGlite, or
// real Postgres when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
import { readFile } from 'node:fs/promises'
import { createApp } from '../edge/app'
import { demoProvider } from '../edge/ai/demo-provider'
import { importLibraryWorks } from '../edge/library/import-library-works'
import { applyPaymentCredit } from '../edge/money/apply-payment-credit'
import { answerExamOrder } from '../edge/exam/answer-exam-order'
import { answerExamTicket } from '../edge/exam/answer-exam-ticket'
import { testDb } from '../tests/helpers/test-db'
import { testDeps } from '../tests/helpers/app-deps'
import { seedClient } from '../tests/helpers/unified-orders'

const LIBRARY_QUESTIONS = [
  'Период колебаний математического маятника длиной 2,5 м',
  'Решение квадратного уравнения x² − 5x + 6 = 0 через дискриминант',
  'Сила тока в резисторе 24 Ом при напряжении 12 В по закону Ома',
  'Инерция и первый закон Ньютона',
]
const OTHER_QUESTIONS = ['Понятие и признаки государства', 'Формы правления', 'Функции денег в экономике', 'Причины Первой мировой войны', 'Строение клетки', 'Виды юридической ответственности']

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (v: number) => Math.round(v * 10) / 10

export async function benchExam() {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
  const t = await testDb()
  const deps = { ...(await testDeps(t.db, { EXAM_TICKET_PRICE_TOKENS: '5' })) }
  deps.ports = { ...deps.ports, ai: demoProvider({ streamDelayMs: 0 }) }
  try {
    for (const f of ['mathematics', 'physics', 'chemistry', 'history']) await importLibraryWorks({ db: t.db, text: await readFile(`tests/fixtures/library/${f}.jsonl`, 'utf8') })
    const me = await seedClient(t.db, deps.settings.APP_JWT_SECRET, 'Бенчмарк')
    await applyPaymentCredit({ tx: t.db, paymentKey: `bench-exam:${me.id}`, userId: me.id, reason: 'refill', credits: { permanent_tokens: 1000 } })
    const app = createApp(deps)
    const rows: Record<string, string | number>[] = []

    // One ticket at a time, each path apart.
    for (const [path, questions] of [
      ['library match', LIBRARY_QUESTIONS],
      ['AI (demo writer)', OTHER_QUESTIONS],
    ] as const) {
      const times: number[] = []
      for (let i = 0; i < 60; i++) {
        const q = questions[i % questions.length]!
        const start = performance.now()
        const a = await answerExamTicket(deps, { question: q, position: 1 })
        times.push(performance.now() - start)
        if ((a.source === 'library') !== (path === 'library match')) throw new Error(`bench: «${q}» answered from ${a.source}`)
      }
      times.sort((a, b) => a - b)
      rows.push({ step: `one ticket, ${path}`, n: times.length, 'p50 ms': ms(pct(times, 50)), 'p95 ms': ms(pct(times, 95)) })
    }

    const list = Array.from({ length: 60 }, (_, i) => `${i + 1}. ${i % 5 === 0 ? LIBRARY_QUESTIONS[(i / 5) % 4] : `${OTHER_QUESTIONS[i % 6]} (вариант ${i})`}`).join('\n')
    let start = performance.now()
    const made = await app.request('/api/exam-order', { method: 'POST', headers: { 'content-type': 'application/json', ...me.headers }, body: JSON.stringify({ text: list }) })
    if (made.status !== 200) throw new Error(`bench: create answered ${made.status} ${await made.text()}`)
    const order = (await made.json()) as { id: string }
    rows.push({ step: 'POST /api/exam-order, 60 tickets', n: 1, 'p50 ms': ms(performance.now() - start), 'p95 ms': '' })
    start = performance.now()
    // The job's runs one after another (each answers EXAM_TICKETS_PER_RUN tickets and queues the next).
    let runs = 0
    for (let outcome = ''; outcome !== 'done'; runs++) {
      outcome = await answerExamOrder({ deps, orderId: order.id, finalAttempt: true })
      if (outcome !== 'done' && outcome !== 'continued') throw new Error(`bench: answering ended ${outcome}`)
    }
    rows.push({ step: `answering job, 60 tickets (12 library) in ${runs} runs`, n: 1, 'p50 ms': ms(performance.now() - start), 'p95 ms': '' })

    start = performance.now()
    const paid = await Promise.all(Array.from({ length: 20 }, () => app.request(`/api/exam-order/${order.id}/pay`, { method: 'POST', headers: { 'content-type': 'application/json', ...me.headers }, body: '{}' })))
    if (paid.some((r) => r.status !== 200)) throw new Error('bench: a payment failed')
    const [balance] = await t.db.query<{ n: string }>(`select count(*)::text as n from public.exam_order_logs where exam_order_id = $1::bigint and event = 'paid'`, [order.id])
    rows.push({ step: `20 payments at once (paid logged ${balance?.n}×)`, n: 20, 'p50 ms': ms(performance.now() - start), 'p95 ms': '' })

    const docxTimes: number[] = []
    let bytes = 0
    for (let i = 0; i < 5; i++) {
      start = performance.now()
      const res = await app.request(`/api/exam-order/${order.id}/docx`, { headers: me.headers })
      bytes = (await res.arrayBuffer()).byteLength
      docxTimes.push(performance.now() - start)
    }
    docxTimes.sort((a, b) => a - b)
    rows.push({ step: `GET …/docx, 60 tickets (${Math.round(bytes / 1024)} KB)`, n: 5, 'p50 ms': ms(pct(docxTimes, 50)), 'p95 ms': ms(pct(docxTimes, 95)) })
    return { driver: t.db.driver, rows }
  } finally {
    await deps.realtime.stop()
    await t.dispose()
  }
}
