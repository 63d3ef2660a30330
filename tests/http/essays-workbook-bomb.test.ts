// A guest's DOCX zip bomb (issue 10, finding 3): refused with a 400 and a clear message, without inflating it — the
// server's memory barely moves — while a normal workbook still uploads.
import { describe, expect, it } from 'vitest'
import { strFromU8, strToU8, zipSync } from 'fflate'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { freshFingerprint, gql } from './auth-support'
import { bracketDocx, worstLag } from '../fixtures/ocr/hostile-documents'

let app: TTestApp
useTestApp((made) => ({ app } = made))

const MB = 1024 * 1024
const guest = () => ({ 'x-fingerprint': freshFingerprint() })
const docxParts = (documentXml: Uint8Array) => ({
  '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
  'word/document.xml': documentXml,
})

/** Rewrites the declared uncompressed size of `name`, as a hand-made bomb would. */
function declare(zip: Uint8Array, name: string, size: number): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  for (let at = 0; at + 46 < zip.length; at++) {
    const sig = view.getUint32(at, true)
    if (sig === 0x02014b50 && strFromU8(zip.subarray(at + 46, at + 46 + view.getUint16(at + 28, true))) === name) view.setUint32(at + 24, size, true)
    if (sig === 0x04034b50 && strFromU8(zip.subarray(at + 30, at + 30 + view.getUint16(at + 26, true))) === name) view.setUint32(at + 22, size, true)
  }
  return zip
}

async function upload(id: string, h: Record<string, string>, bytes: Uint8Array) {
  const form = new FormData()
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'Методичка.docx'))
  const res = await app.request(`/api/ai-essay-order/${id}/workbook`, { method: 'POST', body: form, headers: h })
  return { status: res.status, body: (await res.json()) as { workbookFile?: unknown; error?: { message: string } } }
}

const gc = () => (globalThis as { gc?: () => void }).gc?.()

describe('a workbook zip bomb', () => {
  it('is refused with 400 and «Файл повреждён или слишком большой», memory growth under 50 MB', async () => {
    const h = guest()
    const id = (await gql(app, `mutation { createAiEssayOrder(topic: "Денежно-кредитная политика России", workTypeId: 5) { id } }`, {}, h)).data.createAiEssayOrder.id as string

    // ~100 KB that inflates to 100 MB, honest about it; the same with its size declared as 1 KB; 10 000 entries.
    let zeros: Uint8Array | null = new Uint8Array(100 * MB)
    const honest = zipSync(docxParts(zeros), { level: 9 })
    // The same bytes with the size lied about (compressing 100 MB twice took seconds of a loaded CI machine).
    const lying = declare(honest.slice(), 'word/document.xml', 1024)
    zeros = null
    const many: Record<string, Uint8Array> = docxParts(strToU8('<w:document/>'))
    for (let i = 0; i < 10_000; i++) many[`word/media/p${i}.xml`] = new Uint8Array(0)
    const crowded = zipSync(many, { level: 0 })
    expect(honest.length).toBeLessThan(200 * 1024)

    const growth: number[] = []
    for (const bomb of [honest, lying, crowded]) {
      gc()
      const before = process.memoryUsage().rss
      const res = await upload(id, h, bomb)
      gc()
      growth.push(process.memoryUsage().rss - before)
      expect(res).toEqual({ status: 400, body: { error: expect.objectContaining({ message: 'Файл повреждён или слишком большой' }) } })
    }
    console.info(`RSS growth around the bomb uploads: ${growth.map((b) => (b / MB).toFixed(1)).join(', ')} MB`)
    for (const bytes of growth) expect(bytes).toBeLessThan(50 * MB)

    // Nothing was kept, and a normal DOCX still goes through.
    expect((await app.request(`/api/ai-essay-order/${id}/workbook`, { headers: h })).status).toBe(404)
    const ok = await upload(id, h, zipSync(docxParts(strToU8('<w:document><w:body><w:p><w:r><w:t>Объём 15 страниц.</w:t></w:r></w:p></w:body></w:document>'))))
    expect(ok.status).toBe(200)
    // Making a 100 MB bomb is CPU work of the test itself: on a loaded 2-core CI machine it outlasted the 20 s default.
  }, 60_000)

  // Issue 29: the workbook's markup was scanned on the request's thread by a quadratic pattern, so 468 bytes of '<'
  // held the server for 72 s. Now the DOCX is read by the OCR port's reader (a child process on Node).
  it('a 468-byte DOCX of 200 000 «<» is taken, read outside this process within its CPU budget', async () => {
    const h = guest()
    const id = (await gql(app, `mutation { createAiEssayOrder(topic: "Теория вероятностей", workTypeId: 5) { id } }`, {}, h)).data.createAiEssayOrder.id as string
    const run = await worstLag(() => upload(id, h, bracketDocx()))
    console.info(`bracket DOCX workbook: ${run.ms} ms, ${run.cpuMs} ms CPU here, worst stall ${run.busyMs} ms busy, ${run.lagMs} ms wall`)
    // No letters in it: kept for the client without an excerpt. Read on this thread by the quadratic scan it held
    // the server for 72 s of CPU; the times themselves are the bench's to measure, so the bound is loose.
    expect(run.result.status).toBe(200)
    expect(run.cpuMs).toBeLessThan(10_000)
  }, 120_000)
})
