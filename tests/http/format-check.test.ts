// Нормоконтроль over REST: POST /api/format-check answers a DOCX's report (a seeded fixture's violations, grouped), and
// refuses a PDF, a damaged archive and a form without a file with the checker's Russian messages, never a 500.
// POST /api/format-check/fix answers the fixed DOCX to a signed-in client for FORMAT_FIX_PRICE_TOKENS, once per file
// (free with a subscription); a guest is sent to sign in, a short balance gets the refill's code, a bad file costs
// nothing.
import { describe, expect, it } from 'vitest'
import type { TFormatReport } from '../../domain/format-check/violations'
import { FIXTURES } from '../fixtures/format-check/cases'
import { freshFingerprint, gql, phoneClients } from './auth-support'
import { subscribe } from './training-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import type { TestDb } from '../helpers/test-db'
import type { AppDeps } from '../../edge/context'
import { checkDocx } from '../../edge/format-check/check-docx'
import { unzipSync, zipSync } from 'fflate'

let app: TTestApp
let t: TestDb
let deps: AppDeps
useTestApp((made) => ({ app, t, deps } = made))

const client = phoneClients('10.96.0', () => ({ app, db: t.db }))
const balance = async (headers: Record<string, string>) => (await gql(app, '{ me { balance { balanceTokens } } }', {}, headers)).data.me.balance.balanceTokens as number
const fix = (name: string, bytes: Uint8Array, headers: Record<string, string>) => {
  const form = new FormData()
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name))
  return app.request('/api/format-check/fix', { method: 'POST', body: form, headers })
}

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

describe('a student’s file up to the upload limit, not the 1 MB body limit', () => {
  it('checks, fixes and reads a 1.5 MB file, and refuses one over 10 MB with 413', { timeout: 120_000 }, async () => {
    const files = unzipSync(await FIXTURES.find((f) => f.name === 'word-fonts')!.bytes())
    // A picture's worth of bytes that do not compress.
    const noise = new Uint8Array(1.5 * 1024 * 1024)
    for (let at = 0; at < noise.length; at += 65536) crypto.getRandomValues(noise.subarray(at, at + 65536))
    const big = zipSync({ ...files, 'word/media/photo.bin': [noise, { level: 0 }] })
    expect(big.length).toBeGreaterThan(deps.settings.BODY_LIMIT_BYTES)
    expect((await post('большая.docx', big)).status).toBe(200)
    const c = await client(50)
    const fixed = await fix('большая.docx', big, c.headers)
    expect(fixed.status).toBe(200)
    expect(unzipSync(new Uint8Array(await fixed.arrayBuffer()))['word/media/photo.bin']).toEqual(noise)
    const form = new FormData()
    form.append('file', new File([big as Uint8Array<ArrayBuffer>], 'методичка.docx'))
    expect((await app.request('/api/format-check/guide', { method: 'POST', body: form, headers: c.headers })).status).toBe(200)
    // Over the upload limit the body is refused before it is read as a document.
    expect((await post('огромная.docx', new Uint8Array(11 * 1024 * 1024))).status).toBe(413)
  })
})

describe('POST /api/format-check/fix', () => {
  it('answers a signed-in client the fixed DOCX, charged once per file, and what is left to fix by hand', async () => {
    const seeded = await FIXTURES.find((f) => f.name === 'libreoffice-mixed')!.bytes()
    const c = await client(50)
    const res = await fix('Курсовая (итог).docx', seeded, c.headers)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Курсовая ').replace(/[()]/g, '')}%28${encodeURIComponent('итог')}%29-${encodeURIComponent('исправлено')}.docx`)
    expect(Number(res.headers.get('x-format-before'))).toBeGreaterThan(4)
    expect(res.headers.get('x-format-after')).toBe('0')
    const fixed = new Uint8Array(await res.arrayBuffer())
    expect(checkDocx(fixed).total).toBe(0)
    expect(await balance(c.headers)).toBe(50 - deps.settings.FORMAT_FIX_PRICE_TOKENS)
    // The same file again (a double click, a lost answer) is not charged again.
    const again = await fix('Курсовая (итог).docx', seeded, c.headers)
    expect(again.status).toBe(200)
    expect(again.headers.get('x-format-paid')).toBe('0')
    expect(await balance(c.headers)).toBe(50 - deps.settings.FORMAT_FIX_PRICE_TOKENS)
  })

  it('is free with a subscription; without tokens it is refused with the refill code; a guest signs in first', async () => {
    const seeded = await FIXTURES.find((f) => f.name === 'word-fonts')!.bytes()
    const subscribed = await client(0)
    await subscribe(t.db, subscribed.id)
    const free = await fix('a.docx', seeded, subscribed.headers)
    expect(free.status).toBe(200)
    expect(free.headers.get('x-format-paid')).toBe('0')
    expect(await balance(subscribed.headers)).toBe(0)

    const poor = await client(0)
    const refused = await fix('a.docx', seeded, poor.headers)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { code: string; missing: number } }).error).toMatchObject({ code: 'INSUFFICIENT_TOKENS', missing: deps.settings.FORMAT_FIX_PRICE_TOKENS })

    const guest = await fix('a.docx', seeded, { 'x-fingerprint': freshFingerprint() })
    expect(guest.status).toBe(401)
  })

  it('charges nothing for a file it cannot read', async () => {
    const c = await client(50)
    const pdf = await fix('работа.pdf', new TextEncoder().encode('%PDF-1.7\n1 0 obj\n'), c.headers)
    expect(pdf.status).toBe(400)
    expect(((await pdf.json()) as { error: { message: string } }).error.message).toContain('Нужен файл Word в формате DOCX')
    const none = await app.request('/api/format-check/fix', { method: 'POST', headers: c.headers })
    expect(none.status).toBe(400)
    expect(await balance(c.headers)).toBe(50)
  })
})
