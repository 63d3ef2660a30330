// The client's own sources on the selection step: file upload checked by size and content, creation with the spec's
// messages, update, removal, the limit of 30, and an own source approved into the work's reference list.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import type { TestDb } from '../helpers/test-db'
import { essayOnSources } from '../helpers/essay-orders'
import { gql, phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const client = phoneClients('10.92.0', () => ({ app, db: t.db }))
async function onSelection() {
  const { headers: h } = await client(100)
  return { h, id: await essayOnSources(app, deps, h, 'Психология подросткового возраста') }
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
async function upload(id: string, h: Record<string, string>, name: string, bytes: Uint8Array) {
  const form = new FormData()
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name))
  const res = await app.request(`/api/ai-essay-order/${id}/reference-files`, { method: 'POST', body: form, headers: h })
  return { status: res.status, body: (await res.json()) as { fileId?: string; error?: { message: string } } }
}

const CREATE = `mutation($id: ID!, $f: ID!, $t: String!, $a: String!, $y: Int!, $c: String, $p: String) {
  createAiEssayOrderReference(aiEssayOrderId: $id, fileId: $f, title: $t, author: $a, publicationYear: $y, city: $c, publisher: $p) { id status addedByClient file { name size } referenceData { title author year formatted } } }`
const UPDATE = `mutation($id: ID!, $r: ID!, $t: String!, $a: String!, $y: Int!) {
  updateAiEssayOrderReference(aiEssayOrderId: $id, referenceId: $r, title: $t, author: $a, publicationYear: $y) { referenceData { title year } } }`
const REMOVE = `mutation($id: ID!, $r: ID!) { removeAiEssayOrderReference(aiEssayOrderId: $id, referenceId: $r) }`
const REFS = `query($id: ID!) { getAiEssayOrderById(id: $id) { references { id status addedByClient referenceData { title formatted } } } }`
const APPROVE = `mutation($id: ID!, $r: [ID!]!) { approveAiEssayOrderReferences(aiEssayOrderId: $id, referenceIds: $r) { status } }`
type TRef = { id: string; status: string; referenceData: { title: string; formatted: string } }

describe('own sources', () => {
  it('uploads a checked file and adds it as a source with the spec messages', async () => {
    const { h, id } = await onSelection()
    expect((await upload(id, h, 'book.pdf', new TextEncoder().encode('MZ\x90\x00 not a pdf'))).body.error?.message).toBe('Файл такого формата не поддерживается')
    expect((await upload(id, h, 'book.exe', PDF)).body.error?.message).toBe('Файл такого формата не поддерживается')
    const big = await upload(id, h, 'big.pdf', new Uint8Array(20 * 1024 * 1024 + 1))
    expect(big.status).toBe(413)
    expect(big.body.error?.message).toBe('Размер файла не должен превышать 20Mb')
    expect((await upload(id, {}, 'book.pdf', PDF)).status).toBe(401)

    const { fileId } = (await upload(id, h, 'Выготский.pdf', PDF)).body
    expect(fileId).toMatch(/^\d+$/)
    const vars = { id, f: fileId, t: 'Мышление и речь', a: 'Выготский Л. С.', y: 1934 }
    expect((await gql(app, CREATE, { ...vars, t: ' ' }, h)).errors?.[0]?.message).toBe('Укажи название источника')
    expect((await gql(app, CREATE, { ...vars, a: '' }, h)).errors?.[0]?.message).toBe('Укажи автора источника')
    expect((await gql(app, CREATE, { ...vars, y: 1899 }, h)).errors?.[0]?.message).toBe('Год издания не может быть меньше 1900')
    const created = (await gql(app, CREATE, vars, h)).data.createAiEssayOrderReference
    expect(created).toMatchObject({ status: 'uploaded', addedByClient: true, file: { name: 'Выготский.pdf', size: PDF.length }, referenceData: { title: 'Мышление и речь', year: 1934 } })
    expect(created.referenceData.formatted).toMatch(/^Выготский, Л\. С\. Мышление и речь/)
    // One file, one source; the new source is offered first.
    expect((await gql(app, CREATE, vars, h)).errors?.[0]?.message).toBe('Прикрепи файл источника')
    const refs = (await gql(app, REFS, { id }, h)).data.getAiEssayOrderById.references
    expect(refs[0]).toMatchObject({ id: created.id, addedByClient: true })

    expect((await gql(app, UPDATE, { id, r: created.id, t: 'Мышление и речь. Психологические исследования', a: 'Выготский Л. С.', y: 1996 }, h)).data.updateAiEssayOrderReference.referenceData).toEqual({
      title: 'Мышление и речь. Психологические исследования',
      year: 1996,
    })
    expect((await gql(app, REMOVE, { id, r: created.id }, h)).data.removeAiEssayOrderReference).toBe(true)
    expect((await gql(app, REFS, { id }, h)).data.getAiEssayOrderById.references.map((r: { id: string }) => r.id)).not.toContain(created.id)
    expect((await gql(app, REMOVE, { id, r: created.id }, h)).errors?.[0]?.message).toBe('Такого источника нет')
  })

  it('stops at 30 own sources with «Достигнут лимит по количеству источников»', async () => {
    const { h, id } = await onSelection()
    for (let i = 0; i < 30; i++) {
      const { fileId } = (await upload(id, h, `s${i}.pdf`, PDF)).body
      expect((await gql(app, CREATE, { id, f: fileId, t: `Источник ${i}`, a: 'Иванов И. И.', y: 2000 + (i % 20) }, h)).errors).toBeUndefined()
    }
    const { fileId } = (await upload(id, h, 'extra.pdf', PDF)).body
    expect((await gql(app, CREATE, { id, f: fileId, t: 'Лишний', a: 'Петров П. П.', y: 2020 }, h)).errors?.[0]).toMatchObject({ message: 'Достигнут лимит по количеству источников', extensions: { code: 'LIMIT', limit: 30 } })
  })

  it('prints an own source’s place and publisher, and approves the chosen sources in the GOST order, not the order sent', async () => {
    const { h, id } = await onSelection()
    const { fileId } = (await upload(id, h, 'Абрамова.pdf', PDF)).body
    const vars = { id, f: fileId, t: 'Возрастная психология', a: 'Абрамова Галина Сергеевна', y: 2019, c: ' Москва ', p: 'Юрайт' }
    const own = (await gql(app, CREATE, vars, h)).data.createAiEssayOrderReference
    expect(own.referenceData.formatted).toBe('Абрамова, Г. С. Возрастная психология / Г. С. Абрамова. – Москва : Юрайт, 2019.')

    const offered: TRef[] = (await gql(app, REFS, { id }, h)).data.getAiEssayOrderById.references
    expect(offered[0]!.id).toBe(own.id)
    // Sent as the offer shows them, reversed, with the own source last.
    const sent = [...offered.slice(1, 6).reverse(), offered[0]!]
    expect((await gql(app, APPROVE, { id, r: sent.map((r) => r.id) }, h)).errors).toBeUndefined()
    const approved = ((await gql(app, REFS, { id }, h)).data.getAiEssayOrderById.references as TRef[]).filter((r) => r.status === 'approved')
    expect(approved.map((r) => r.id).sort()).toEqual(sent.map((r) => r.id).sort())
    const heads = approved.map((r) => r.referenceData.formatted.replace(/^[«"]/, '').split(/[ ,]/)[0]!)
    expect(heads).toEqual([...heads].sort((x, y) => x.localeCompare(y, 'ru', { sensitivity: 'accent' })))
    expect(approved.map((r) => r.id)).not.toEqual(sent.map((r) => r.id))
  })

  it('is refused for another client’s order', async () => {
    const { id } = await onSelection()
    const stranger = (await client()).headers
    expect((await upload(id, stranger, 'book.pdf', PDF)).body.error?.message).toBe('Заказ не найден')
  })
})
