// The нормоконтроль of a generated text work before download (issue 37 part 5): GET /api/ai-essay-order/{id}/format-check
// checks the DOCX the download gives against GOST 7.32 — our generator's layout reports nothing — and is the owner's only.
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import type { TFormatReport } from '../../domain/format-check/violations'
import type { TestDb } from '../helpers/test-db'
import { approveOutline, completeEssay, essayOnOutline } from '../helpers/essay-orders'
import { phoneClients } from './auth-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const client = phoneClients('10.93.7', () => ({ app, db: t.db }))

describe('the format check of a generated work', () => {
  it('finds nothing wrong in the finished work’s layout, and answers only its owner', async () => {
    const { headers: h } = await client(100)
    const { id, outline } = await essayOnOutline(app, deps, h, 'Цифровая экономика и рынок труда', 3)
    // Before the text exists there is no file to check.
    expect((await app.request(`/api/ai-essay-order/${id}/format-check`, { headers: h })).status).toBeGreaterThanOrEqual(400)
    expect(await approveOutline(app, deps, h, id, outline)).toBe(4)
    await completeEssay(app, deps, h, id, 3)

    const res = await app.request(`/api/ai-essay-order/${id}/format-check`, { headers: h })
    expect(res.status).toBe(200)
    const report = (await res.json()) as TFormatReport
    // The layout passes; the one thing GOST R 7.0.100 finds in the generated reference list is a book's page count,
    // which the sources the work cites do not give (each such entry says so; nothing else is reported).
    expect(report.profileId).toBe('gost-7.32-2017')
    expect(report.groups.filter((g) => g.kind !== 'reference-entry')).toEqual([])
    for (const v of report.groups.flatMap((g) => g.items)) expect(v.found).toBe('Не указан объём: «250 с.»')
    expect(report.pages).toBeGreaterThan(3)

    // Written to another profile, the same work's file follows it and passes its check.
    const profile = await app.request('/api/format-check/profiles', { method: 'POST', body: JSON.stringify({ name: 'Поля 25', share: false, source: 'м.pdf', numbers: { margins: { top: 20, right: 10, bottom: 20, left: 25 }, font: 'Times New Roman', size: 14, lineSpacing: 1.5, firstLineIndent: 1.25, alignment: 'both', pageNumbers: 'top-center' } }), headers: { ...h, 'content-type': 'application/json' } })
    const { id: profileId } = (await profile.json()) as { id: string }
    const byProfile = (await (await app.request(`/api/ai-essay-order/${id}/format-check?profile=${profileId}`, { headers: h })).json()) as TFormatReport
    expect(byProfile.groups.filter((g) => g.kind !== 'reference-entry')).toEqual([])
    const file = await app.request(`/api/ai-essay-order/${id}/docx/?profile=${profileId}`, { headers: h })
    expect(file.status).toBe(200)
    const { checkDocx } = await import('../../edge/format-check/check-docx')
    expect(checkDocx(new Uint8Array(await file.arrayBuffer())).groups.map((g) => g.kind)).toEqual(expect.arrayContaining(['page-margins', 'page-number-position']))

    const { headers: other } = await client(0)
    expect((await app.request(`/api/ai-essay-order/${id}/format-check`, { headers: other })).status).toBe(404)
    expect((await app.request('/api/ai-essay-order/x1/format-check', { headers: h })).status).toBe(404)
    // Another client's profile is not one this client may write by.
    expect((await app.request(`/api/ai-essay-order/${id}/docx/?profile=${profileId}`, { headers: other })).status).toBe(400)
  })
})
