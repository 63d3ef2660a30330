// The workbook (методичка) of a text work: checked upload, one per order, readable only by the order's owner, and its
// text handed to the AI that writes the outline.
import { describe, expect, it } from 'vitest'
import { strToU8, zipSync } from 'fflate'
import type { AppDeps } from '../../edge/context'
import { demoProvider } from '../../edge/ai/demo-provider'
import type { TAi } from '../../edge/ai/port'
import { generateEssayOutline } from '../../edge/essays/outline/generate-essay-outline'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { freshFingerprint, gql } from './auth-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const guest = () => ({ 'x-fingerprint': freshFingerprint() })

/** A minimal real DOCX: the parts Word needs to open it, one paragraph of text. */
function docx(text: string): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
    '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'),
    'word/document.xml': strToU8(`<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`),
  })
}

async function upload(id: string, h: Record<string, string>, name: string, bytes: Uint8Array) {
  const form = new FormData()
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name))
  const res = await app.request(`/api/ai-essay-order/${id}/workbook`, { method: 'POST', body: form, headers: h })
  return { status: res.status, body: (await res.json()) as { workbookFile?: { path: string; name: string }; error?: { message: string } } }
}

describe('the workbook', () => {
  it('is checked, kept once per order, served to its owner only, and read by the outline step', async () => {
    const h = guest()
    const id = (await gql(app, `mutation { createAiEssayOrder(topic: "Денежно-кредитная политика России", workTypeId: 5) { id } }`, {}, h)).data.createAiEssayOrder.id as string
    expect((await upload(id, h, 'virus.exe', strToU8('MZ'))).body.error?.message).toBe('Упс 😳 Такой формат не подходит, попробуй другой')
    const big = await upload(id, h, 'big.pdf', new Uint8Array(10 * 1024 * 1024 + 1))
    expect(big.status).toBe(413)
    expect(big.body.error?.message).toBe('Упс 😳 Файлы слишком большие, попробуй другие')

    const file = docx('Курсовая работа должна содержать главу о денежной политике Банка России и объём 15 страниц.')
    const ok = await upload(id, h, 'Методичка.docx', file)
    expect(ok.body.workbookFile).toEqual({ path: `/api/ai-essay-order/${id}/workbook`, name: 'Методичка.docx' })
    expect((await gql(app, `query($id: ID!) { getAiEssayOrderById(id: $id) { workbookFile { path name } } }`, { id }, h)).data.getAiEssayOrderById.workbookFile.name).toBe('Методичка.docx')
    const got = await app.request(`/api/ai-essay-order/${id}/workbook`, { headers: h })
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(file)
    expect((await app.request(`/api/ai-essay-order/${id}/workbook`, { headers: guest() })).status).toBe(404)
    const [read] = await t.db.query<{ excerpt: string }>(`select excerpt from private.essay_workbook_files where ai_essay_order_id = $1`, [id])
    expect(read?.excerpt).toBe('Курсовая работа должна содержать главу о денежной политике Банка России и объём 15 страниц.')
    // A second upload replaces the first.
    await upload(id, h, 'Методичка-2.txt', strToU8('Обязательно рассмотреть ключевую ставку и инфляционное таргетирование.'))
    expect(((await t.db.query<{ n: number }>(`select count(*)::int as n from private.essay_workbook_files where ai_essay_order_id = $1`, [id]))[0] as { n: number }).n).toBe(1)

    const prompts: string[] = []
    const demo = demoProvider({ streamDelayMs: 0 })
    const listening: TAi = { ...demo, generateObject: (call) => (prompts.push(call.prompt), demo.generateObject(call)) }
    await gql(app, `mutation($id: ID!) { editAiEssayOrderRequirements(aiEssayOrderId: $id, topic: "Денежно-кредитная политика России", numberOfPages: 15) { id } }`, { id }, h)
    expect(await generateEssayOutline({ deps, ai: listening, orderId: id, finalAttempt: false })).toBe('generated')
    expect(prompts[0]).toContain('Из методических указаний: Обязательно рассмотреть ключевую ставку и инфляционное таргетирование.')
  })
})
