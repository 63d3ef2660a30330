// The originality check of a student's own file over REST: a guest's TXT is checked for free and answered with the score
// only; a signed-in client's DOCX costs ORIGINALITY_FILE_PRICE_TOKENS (nothing with a subscription) and shows the
// matched fragments and the library work they came from; the file joins the index only with consent; bad files get the
// issue's Russian messages, never a 500; another browser cannot read the check.
import { Document, Packer, Paragraph } from 'docx'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../edge/context'
import { asService } from '../../edge/db/port'
import { importLibraryWorks } from '../../edge/library/import-library-works'
import type { TestDb } from '../helpers/test-db'
import { runJobsUntilIdle } from '../helpers/jobs'
import { freshFingerprint, gql, phoneClients } from './auth-support'
import { subscribe } from './training-support'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import type { TOriginalityCheck } from '../../edge/originality/originality-check-row'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

const client = phoneClients('10.95.0', () => ({ app, db: t.db }))
const OWN = 'Введение. В этой работе я сравниваю, как разные поколения историков объясняли крупные преобразования в жизни страны, и показываю, какие вопросы остаются открытыми.'

async function libraryWork() {
  const report = await importLibraryWorks({ db: t.db, text: await readFile(join(process.cwd(), 'tests', 'fixtures', 'library', 'history.jsonl'), 'utf8') })
  expect(report.refused).toEqual([])
  await runJobsUntilIdle(t.db, deps)
  const [w] = await asService(t.db, (tx) => tx.query<{ title: string; answer: string; slug: string }>(`select title, answer, slug from public.library_works order by length(answer) desc limit 1`))
  return w!
}

const upload = (name: string, bytes: Uint8Array | string, headers: Record<string, string>, addToIndex = false) => {
  const form = new FormData()
  form.append('file', new File([typeof bytes === 'string' ? new TextEncoder().encode(bytes) : (bytes as Uint8Array<ArrayBuffer>)], name))
  if (addToIndex) form.append('add_to_index', 'true')
  return app.request('/api/originality/file', { method: 'POST', body: form, headers })
}
const read = async (id: string, headers: Record<string, string>) => app.request(`/api/originality/file/${id}`, { headers })
const balance = async (headers: Record<string, string>) => (await gql(app, '{ me { balance { balanceTokens } } }', {}, headers)).data.me.balance.balanceTokens as number

describe('the originality check of an own file', () => {
  it('gives a guest the score of a TXT for free, without the fragments; another browser cannot read it', async () => {
    const work = await libraryWork()
    const guest = { 'x-fingerprint': freshFingerprint() }
    const res = await upload('моя работа.txt', `${OWN}\n\n${work.answer}`, guest)
    expect(res.status).toBe(200)
    const queued = (await res.json()) as TOriginalityCheck
    expect(queued).toMatchObject({ status: 'QUEUED', originality: null })
    await runJobsUntilIdle(t.db, deps)
    const done = (await (await read(queued.id, guest)).json()) as TOriginalityCheck
    expect(done.status).toBe('DONE')
    expect(done.originality!).toBeGreaterThan(0)
    expect(done.originality!).toBeLessThan(40)
    expect(done).toMatchObject({ sources: [], fragments: [] })
    // Not agreed to: the file is checked, never indexed.
    expect(await asService(t.db, (tx) => tx.query(`select 1 from private.originality_documents where kind = 'upload'`))).toEqual([])
    expect((await read(queued.id, { 'x-fingerprint': freshFingerprint() })).status).toBe(404)
  })

  it('charges a signed-in client for a DOCX and shows where its fragments came from; with consent the file joins the index', async () => {
    const work = await libraryWork()
    const c = await client(50)
    const docx = new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph(OWN), ...work.answer.split('\n').filter(Boolean).map((p) => new Paragraph(p))] }] })))
    const res = await upload('Курсовая.docx', docx, c.headers, true)
    expect(res.status).toBe(200)
    const queued = (await res.json()) as TOriginalityCheck
    expect(await balance(c.headers)).toBe(50 - deps.settings.ORIGINALITY_FILE_PRICE_TOKENS)
    await runJobsUntilIdle(t.db, deps)
    const done = (await (await read(queued.id, c.headers)).json()) as TOriginalityCheck
    expect(done.status).toBe('DONE')
    expect(done.sources[0]).toMatchObject({ title: work.title, path: expect.stringContaining(`/${work.slug}/`) })
    expect(done.fragments.length).toBeGreaterThan(0)
    expect(await asService(t.db, (tx) => tx.query(`select owner_key from private.originality_documents where kind = 'upload'`))).toEqual([{ owner_key: `u:${c.id}` }])

    // With a subscription it is free.
    const subscribed = await client(0)
    await subscribe(t.db, subscribed.id)
    expect((await upload('Курсовая.docx', docx, subscribed.headers)).status).toBe(200)
    expect(await balance(subscribed.headers)).toBe(0)

    // Without tokens the check is refused with the refill's code, and nothing is queued.
    const poor = await client(0)
    const refused = await upload('Курсовая.docx', docx, poor.headers)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { code: string; missing: number } }).error).toMatchObject({ code: 'INSUFFICIENT_TOKENS', missing: deps.settings.ORIGINALITY_FILE_PRICE_TOKENS })
    expect(await asService(t.db, (tx) => tx.query(`select 1 from private.originality_uploads where user_id = $1`, [poor.id]))).toEqual([])
  })

  it('answers bad files with a clear Russian message, never a 500', async () => {
    const guest = { 'x-fingerprint': freshFingerprint() }
    const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message
    const empty = await upload('пусто.txt', '', guest)
    expect(empty.status).toBe(422)
    expect(await message(empty)).toBe('В файле нет текста для проверки')
    const digits = await upload('цифры.txt', '12 34 56 78 90', guest)
    expect(await message(digits)).toBe('В файле нет текста для проверки')
    const picture = await upload('скан.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), guest)
    expect(picture.status).toBe(400)
    expect(await message(picture)).toBe('Проверить можно файл DOCX, PDF или TXT')
    const broken = await upload('битый.docx', new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9, 9]), guest)
    expect([400, 422]).toContain(broken.status)
    expect(await message(broken)).toMatch(/[А-Яа-я]/)
    const noFile = await app.request('/api/originality/file', { method: 'POST', headers: guest })
    expect(noFile.status).toBe(400)
    const tooBig = await upload('большой.txt', 'а'.repeat(11 * 1024 * 1024), guest)
    expect(tooBig.status).toBe(413)
    // A file over the 1 MB limit of JSON bodies but within the upload limit is checked.
    const large = await upload('большой.txt', `${OWN} `.repeat(Math.ceil((2 * 1024 * 1024) / OWN.length)), guest)
    expect(large.status).toBe(200)
  })
})
