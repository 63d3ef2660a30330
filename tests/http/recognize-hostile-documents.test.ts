// Issue 29, finding 1: a small hostile PDF or DOCX sent to POST /api/recognize-text once froze the whole server (a
// 2 KB PDF: 13–56 s, +1 GB; the job ran twice when its lease expired meanwhile). The document is now read in a child
// process under a time, memory and page cap: the recognition ends FAILED «Файл слишком сложный для распознавания»,
// the job runs once, and the server's main thread never stalls for 100 ms while it is parsed.
import { beforeAll, describe, expect, it } from 'vitest'
import { strToU8, zipSync } from 'fflate'
import type { AppDeps } from '../../edge/context'
import type { TOcr } from '../../edge/ocr/port'
import { createApp } from '../../edge/app'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, fromPeer, type TTestApp } from '../helpers/test-app'
import { withSettings } from '../helpers/app-deps'
import { bearer, freshPhone, fromIp, signInByPhone } from './auth-support'
import { bracketDocx, cpuPdf, worstLag } from '../fixtures/ocr/hostile-documents'
import { runJobsUntilIdle } from '../helpers/jobs'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const TOO_COMPLEX = 'Файл слишком сложный для распознавания'
// Before the child process, the PDF below held this thread for 10.7 s and the DOCX for 72 s. Now the reader gives up
// on the PDF because the child's own CPU time (read from /proc) passed the budget: the parse ran there. Stalls, CPU
// here and wall-clock times are printed, and measured by the bench (scripts/bench-hostile-upload.mjs): they grow with
// the machine's load whatever the code does, so no assertion rests on them.
const shown = (lags: TLag[]) => lags.map((l) => `${l.cpuMs} ms CPU here, worst stall ${l.busyMs} ms busy, ${l.lagMs} ms wall`).join('; ')

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const ORDINARY = 'Найдите площадь круга радиусом 3 см.'
const ordinaryDocx = zipSync({
  '[Content_Types].xml': strToU8('<Types/>'),
  'word/document.xml': strToU8(`<w:document><w:body><w:p><w:r><w:t>${ORDINARY}</w:t></w:r></w:p></w:body></w:document>`),
})

let ipSeq = 0
const client = async () => bearer(await signInByPhone(app, t.db, freshPhone(), fromIp(`10.94.0.${++ipSeq}`)))

/**
 * The server under test: a short document time limit, so a hostile file is given up in seconds; its OCR port measures
 * the main thread's worst stall while each file is read (the job's own queries are left out: PGlite runs them on this
 * thread, the Postgres run takes them off it).
 */
let capped: AppDeps
let cappedApp: TTestApp
type TLag = { lagMs: number; busyMs: number; cpuMs: number; detail?: string }
let reads: TLag[] = []
beforeAll(async () => {
  const settled = withSettings(deps, { OCR_DOCUMENT_TIMEOUT_MS: 3000 })
  const ocr = settled.ports.ocr
  // Run from source, the first document waits for esbuild to bundle the reader's child script (esbuild checks its
  // binary synchronously, ~0.2 s); the built server has the script ready. The server is up before the hostile file.
  expect(await ocr.recognize(ordinaryDocx, DOCX)).toBe(ORDINARY)
  const measured: TOcr = {
    async recognize(bytes, mime) {
      const run = await worstLag(() => ocr.recognize(bytes, mime).then((text) => ({ text }), (error: unknown) => ({ error })))
      reads.push({ lagMs: run.lagMs, busyMs: run.busyMs, cpuMs: run.cpuMs, detail: 'error' in run.result ? (run.result.error as { detail?: string }).detail : undefined })
      if ('error' in run.result) throw run.result.error
      return run.result.text
    },
  }
  capped = { ...settled, ports: { ...settled.ports, ocr: measured } }
  cappedApp = fromPeer(createApp(capped))
})

async function upload(h: Record<string, string>, bytes: Uint8Array, name: string): Promise<string> {
  // Other due jobs (the sign-in's) first: on PGlite their queries run on this thread, which is not the reader's doing.
  await runJobs()
  const form = new FormData()
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name))
  const res = await cappedApp.request('/api/recognize-text', { method: 'POST', body: form, headers: h })
  const body = (await res.json()) as { id?: string }
  expect(res.status, JSON.stringify(body)).toBe(200)
  return body.id!
}

/** Runs due jobs until none is left, as the server's worker would. */
async function runJobs() {
  reads = []
  await runJobsUntilIdle(t.db, capped)
}

async function outcome(h: Record<string, string>, id: string) {
  const res = await cappedApp.request(`/api/recognize-text/${id}`, { headers: h })
  expect(res.status).toBe(200)
  const [job] = await t.db.query<{ attempts: number; status: string }>(`select attempts, status from private.jobs where key = $1`, [`recognize-text:${id}`])
  return { poll: (await res.json()) as { status: string; text: string | null; error: string | null }, job }
}

describe('a hostile document sent for recognition', () => {
  it('a 5 KB PDF of a million text operators on 30 pages: FAILED «Файл слишком сложный…», parsed outside this process', async () => {
    const h = await client()
    const pdf = cpuPdf()
    expect(pdf.length).toBeLessThan(8192)
    const id = await upload(h, pdf, 'Задача.pdf')
    const run = await worstLag(runJobs)
    const { poll, job } = await outcome(h, id)
    console.log(`hostile PDF (${pdf.length} B): job ${run.ms} ms; worst main-thread stall while read: ${shown(reads)}; whole job: ${shown([run])}`)
    expect(poll).toMatchObject({ status: 'FAILED', text: null, error: TOO_COMPLEX })
    expect(job).toEqual({ attempts: 1, status: 'done' })
    expect(reads).toHaveLength(1)
    expect(reads[0]?.detail).toMatch(/over 3000 ms of CPU time/)
  }, 180_000)

  it('a DOCX of 200 000 «<» (a quadratic scan once): read within the CPU budget, outside this process', async () => {
    const h = await client()
    const docx = bracketDocx()
    const id = await upload(h, docx, 'Задание.docx')
    const run = await worstLag(runJobs)
    const { poll, job } = await outcome(h, id)
    console.log(`bracket DOCX (${docx.length} B): job ${run.ms} ms; worst main-thread stall while read: ${shown(reads)}; whole job: ${shown([run])}`)
    // No letters in it: the ordinary «no text» answer, not «too complex» (a quadratic scan would be cut at the budget).
    expect(poll).toMatchObject({ status: 'FAILED', error: 'Не удалось распознать текст' })
    expect(job).toEqual({ attempts: 1, status: 'done' })
    expect(reads).toHaveLength(1)
    expect(reads[0]?.detail ?? '').not.toMatch(/over \d+/)
  }, 180_000)

  it('still reads an ordinary DOCX after them', async () => {
    const h = await client()
    const id = await upload(h, ordinaryDocx, 'Задание.docx')
    await runJobs()
    expect((await outcome(h, id)).poll).toMatchObject({ status: 'DONE', text: ORDINARY })
  }, 120_000)
})
