// A profile from a university's guideline (issue 37 part 4) over REST: the guideline's numbers come back with their
// quotes; the confirmed numbers are saved as the client's profile, which the check and the fixer then use; another
// client can neither see nor use it; offered for the university, it waits for an administrator, and once approved every
// client sees it. Bad numbers and files get Russian refusals; a guest may only list the standards.
import { Document, Packer, Paragraph } from 'docx'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import type { TestDb } from '../helpers/test-db'
import type { TFormatReport } from '../../domain/format-check/violations'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { adminHttp, expectHidden, type TAdminHttp } from '../helpers/admin-http'
import { FIXTURES } from '../fixtures/format-check/cases'
import { checkDocx } from '../../edge/format-check/check-docx'
import { resolveFormatProfile } from '../../edge/format-check/saved-profiles'
import { freshFingerprint } from './auth-support'
import { asCaller } from '../../edge/db/port'

let t: TestDb
let app: TTestApp
let deps: AppDeps
let h: TAdminHttp
useTestApp((made) => ({ t, app, deps } = made))
beforeAll(async () => {
  h = await adminHttp(app, t.db, deps)
})

const GUIDE = [
  'МЕТОДИЧЕСКИЕ УКАЗАНИЯ ПО ОФОРМЛЕНИЮ КУРСОВЫХ РАБОТ',
  'Объём курсовой работы — 25–30 страниц, список источников — не менее 15 наименований.',
  'Текст печатается на одной стороне листа формата А4. Поля: левое – 25 мм, правое – 10 мм, верхнее и нижнее – 20 мм.',
  'Шрифт Times New Roman, кегль 14, межстрочный интервал – полуторный. Абзацный отступ – 1,25 см, выравнивание по ширине.',
  'Номер страницы проставляется внизу по центру арабскими цифрами.',
]
const NUMBERS = { margins: { top: 20, right: 10, bottom: 20, left: 25 }, font: 'Times New Roman', size: 14, lineSpacing: 1.5, firstLineIndent: 1.25, alignment: 'both', pageNumbers: 'bottom-center' }

async function form(name: string, bytes: Uint8Array, extra: Record<string, string> = {}) {
  const f = new FormData()
  f.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name))
  for (const [k, v] of Object.entries(extra)) f.append(k, v)
  return f
}
const post = async (path: string, body: FormData, token?: string) => {
  const res = await app.request(path, { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : { 'x-fingerprint': freshFingerprint() } })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: { message: string; code: string } } }
}

describe('profiles from a university guideline', () => {
  it('reads the guideline, saves the confirmed numbers and checks and fixes by them; another client cannot use them', async () => {
    const token = await h.clientToken()
    const guide = new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: GUIDE.map((p) => new Paragraph(p)) }] })))
    const read = await post('/api/format-check/guide', await form('Методичка кафедры.docx', guide), token)
    expect(read.status).toBe(200)
    expect(read.body.numbers).toMatchObject(NUMBERS)
    const found = read.body.found as { field: string; quote: string }[]
    expect(found.find((f) => f.field === 'margins.left')!.quote).toContain('левое – 25 мм')

    const saved = await h.call('POST', '/api/format-check/profiles', { name: 'Курсовые', university: 'Тестовый университет', share: false, source: 'Методичка кафедры.docx', numbers: NUMBERS }, token)
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ name: 'Курсовые', review: 'private', mine: true })
    const id = saved.body.id as string
    const mine = await h.call('GET', '/api/format-check/profiles', undefined, token)
    expect((mine.body as { id: string }[]).map((p) => p.id)).toEqual(['gost-7.32-2017', id])

    // A GOST work's margins are not this university's: the check by the saved profile says so, the fix makes them so.
    const gostWork = await FIXTURES.find((f) => f.name === 'word-clean')!.bytes()
    const checked = await post('/api/format-check', await form('работа.docx', gostWork, { profile: id }), token)
    expect(checked.status).toBe(200)
    expect((checked.body as unknown as TFormatReport).groups.map((g) => g.kind)).toContain('page-margins')

    // Another client: not in their list, refused as unknown.
    const other = await h.clientToken()
    expect(((await h.call('GET', '/api/format-check/profiles', undefined, other)).body as { id: string }[]).map((p) => p.id)).toEqual(['gost-7.32-2017'])
    const refused = await post('/api/format-check', await form('работа.docx', gostWork, { profile: id }), other)
    expect(refused.status).toBe(400)
    expect(refused.body.error!.message).toBe('Нет такого профиля оформления')
  })

  it('keeps a private profile from other clients and guests at the database, and lets no client write one directly', async () => {
    const saved = await h.client('POST', '/api/format-check/profiles', { name: 'Личный', share: false, source: 'x.pdf', numbers: NUMBERS })
    const id = saved.body.id as string
    const otherId = crypto.randomUUID()
    await t.db.query(`insert into public.users (id, name, role_id) values ($1::uuid, 'Другой', 1)`, [otherId])
    const seen = (caller: Parameters<typeof asCaller>[1]) => asCaller(t.db, caller, (tx) => tx.query('select id from public.format_profiles where id = $1::uuid', [id]))
    expect(await seen({ role: 'authenticated', userId: h.clientId })).toHaveLength(1)
    expect(await seen({ role: 'authenticated', userId: otherId })).toEqual([])
    expect(await seen({ role: 'anon', fingerprint: freshFingerprint() })).toEqual([])
    // Writes go through the server, which validates the numbers: a client's own insert or update is refused.
    await expect(
      asCaller(t.db, { role: 'authenticated', userId: otherId }, (tx) => tx.query(`insert into public.format_profiles (user_id, name, source, profile, review) values ($1::uuid, 'x', 'x', '{}', 'approved')`, [otherId])),
    ).rejects.toThrow(/permission denied/)
    await expect(asCaller(t.db, { role: 'authenticated', userId: h.clientId }, (tx) => tx.query(`update public.format_profiles set review = 'approved' where id = $1::uuid`, [id]))).rejects.toThrow(/permission denied/)
  })

  it('a shared profile waits for an administrator; approved, every client sees it', async () => {
    const token = await h.clientToken()
    const shared = await h.call('POST', '/api/format-check/profiles', { name: 'ВКР', university: 'Университет Проверки', share: true, source: 'Методичка.pdf', numbers: NUMBERS }, token)
    expect(shared.body).toMatchObject({ review: 'submitted', university: 'Университет Проверки' })
    const id = shared.body.id as string
    const other = await h.clientToken()
    const before = (await h.call('GET', '/api/format-check/profiles', undefined, other)).body as { id: string }[]
    expect(before.map((p) => p.id)).not.toContain(id)

    await expectHidden(h, 'GET', '/api/admin/format-profiles')
    const queue = await h.admin('GET', '/api/admin/format-profiles?review=submitted')
    expect(queue.status).toBe(200)
    expect((queue.body as { id: string; author: string }[]).find((p) => p.id === id)).toMatchObject({ name: 'ВКР', university: 'Университет Проверки' })
    const approved = await h.admin('PUT', `/api/admin/format-profiles/${id}`, { review: 'approved' })
    expect(approved.body).toEqual({ id, review: 'approved' })
    expect(await h.audit('format-profiles.approve')).toEqual([expect.objectContaining({ outcome: 'ok', target_id: id })])

    const after = (await h.call('GET', '/api/format-check/profiles', undefined, other)).body as { id: string; mine: boolean; review: string }[]
    expect(after.find((p) => p.id === id)).toMatchObject({ mine: false, review: 'approved' })
    // A guest sees the approved one too, and can check by it.
    const guestList = (await (await app.request('/api/format-check/profiles', { headers: { 'x-fingerprint': freshFingerprint() } })).json()) as { id: string }[]
    expect(guestList.map((p) => p.id)).toContain(id)
    const gostWork = await FIXTURES.find((f) => f.name === 'word-clean')!.bytes()
    const byGuest = await post('/api/format-check', await form('работа.docx', gostWork, { profile: id }))
    expect(byGuest.status).toBe(200)
    // A private profile cannot be approved: its author did not offer it.
    const own = await h.call('POST', '/api/format-check/profiles', { name: 'Своё', share: false, source: 'x.pdf', numbers: NUMBERS }, token)
    expect((await h.admin('PUT', `/api/admin/format-profiles/${own.body.id as string}`, { review: 'approved' })).status).toBe(409)
  })

  it('refuses bad numbers, bad files and guests in Russian', async () => {
    const token = await h.clientToken()
    const far = await h.call('POST', '/api/format-check/profiles', { name: 'x', share: false, source: 'x.pdf', numbers: { ...NUMBERS, margins: { ...NUMBERS.margins, left: 500 } } }, token)
    expect(far.status).toBe(400)
    expect(far.body.error.message).toMatch(/[А-Яа-я]/)
    const anonymous = await h.call('POST', '/api/format-check/profiles', { name: 'x', share: true, source: 'x.pdf', numbers: NUMBERS }, token)
    expect(anonymous.body.error.message).toBe('Укажи вуз, чтобы предложить профиль для всех его студентов')
    const notJson = await h.call('POST', '/api/format-check/profiles', 'not json', token)
    expect(notJson.status).toBe(400)

    const picture = await post('/api/format-check/guide', await form('скан.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])), token)
    expect(picture.status).toBe(400)
    expect(picture.body.error!.message).toBe('Методичку можно загрузить в формате PDF или DOCX')
    const guest = await post('/api/format-check/guide', await form('m.pdf', new TextEncoder().encode('%PDF-1.4')))
    expect(guest.status).toBe(401)
    const guestSave = await app.request('/api/format-check/profiles', { method: 'POST', body: JSON.stringify({ name: 'x' }), headers: { 'content-type': 'application/json', 'x-fingerprint': freshFingerprint() } })
    expect(guestSave.status).toBe(401)
  })

  it('fixes a GOST work to a saved profile: the fixed file passes that profile’s check', async () => {
    const saved = await h.client('POST', '/api/format-check/profiles', { name: 'Поля 25', share: false, source: 'x.pdf', numbers: NUMBERS })
    const resolved = await resolveFormatProfile({ db: t.db, caller: { role: 'authenticated', userId: h.clientId }, id: saved.body.id as string })
    expect(resolved.page.margins.left).toBe(1417)
    const { fixDocx } = await import('../../edge/format-check/fix-docx')
    const fixed = fixDocx(await FIXTURES.find((f) => f.name === 'word-clean')!.bytes(), { profile: resolved })
    expect(fixed.before.groups.map((g) => g.kind)).toContain('page-margins')
    expect(checkDocx(fixed.bytes, { profile: resolved }).total).toBe(0)
  })
})
