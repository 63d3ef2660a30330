// Нормоконтроль over REST: POST /api/format-check answers a DOCX's report (a seeded fixture's violations, grouped), and
// refuses a PDF, a damaged archive and a form without a file with the checker's Russian messages, never a 500.
import { describe, expect, it } from 'vitest'
import type { TFormatReport } from '../../domain/format-check/violations'
import { FIXTURES } from '../fixtures/format-check/cases'
import { freshFingerprint } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let app: TTestApp
useTestApp((made) => ({ app } = made))

const post = (name: string, bytes: Uint8Array) => {
  const form = new FormData()
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name))
  return app.request('/api/format-check', { method: 'POST', body: form, headers: { 'x-fingerprint': freshFingerprint() } })
}

describe('POST /api/format-check', () => {
  it('answers the seeded violations of a Word file, grouped by kind, and none for a clean one', async () => {
    const seeded = FIXTURES.find((f) => f.name === 'word-fonts')!
    const res = await post('курсовая.docx', await seeded.bytes())
    expect(res.status).toBe(200)
    const report = (await res.json()) as TFormatReport
    expect(report.profileId).toBeTruthy()
    expect(report.groups.map((g) => g.kind)).toEqual(expect.arrayContaining([...new Set(seeded.seeds.map((s) => s.kind))]))
    const clean = (await (await post('чистовик.docx', await FIXTURES.find((f) => f.name === 'word-clean')!.bytes())).json()) as TFormatReport
    expect(clean.total).toBe(0)
  })

  it('refuses what is not a DOCX with a Russian message, never a 500', async () => {
    const pdf = await post('работа.pdf', new TextEncoder().encode('%PDF-1.7\n1 0 obj\n'))
    expect(pdf.status).toBe(400)
    expect(((await pdf.json()) as { error: { message: string } }).error.message).toContain('Нужен файл Word в формате DOCX')
    const broken = await post('битый.docx', new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3, 4, 5]))
    expect(broken.status).toBe(400)
    const none = await app.request('/api/format-check', { method: 'POST', headers: { 'x-fingerprint': freshFingerprint() } })
    expect(none.status).toBe(400)
    const form = new FormData()
    form.append('file', new File([(await FIXTURES[0]!.bytes()) as Uint8Array<ArrayBuffer>], 'a.docx'))
    form.append('profile', 'no-such-university')
    const unknown = await app.request('/api/format-check', { method: 'POST', body: form, headers: { 'x-fingerprint': freshFingerprint() } })
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe('Нет такого профиля оформления')
  })
})
