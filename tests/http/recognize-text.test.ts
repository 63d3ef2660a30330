// POST /api/recognize-text and GET /api/recognize-text/{id} (issue 12 part 6): guests refused with the popup's 401,
// bad and hostile uploads refused in Russian (never a 500), the job reading TXT, DOCX, a PDF's text layer and photos
// (Tesseract), a blank photo FAILED «Не удалось распознать текст», a server without Tesseract still reading documents,
// owner-only polling, the per-client limit, and the stored file let go once read.
import { beforeAll, describe, expect, it } from 'vitest'
import { strToU8, zipSync } from 'fflate'
import type { AppDeps } from '../../edge/context'
import { createApp } from '../../edge/app'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, fromPeer, type TTestApp } from '../helpers/test-app'
import { withSettings } from '../helpers/app-deps'
import { bearer, freshFingerprint, freshPhone, fromIp, signInByPhone } from './auth-support'
import { pngHeaderWithGarbage, solidPng } from '../fixtures/ocr/png'
import { textRenderer } from '../fixtures/ocr/render-text'
import { canRun, CHROMIUM_PROBLEM, TESSERACT_PROBLEM } from '../fixtures/ocr/tesseract-available'
import { characterErrorRate } from '../../scripts/ocr-accuracy'
import { runJobsUntilIdle } from '../helpers/jobs'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

let ipSeq = 0
const client = async () => bearer(await signInByPhone(app, t.db, freshPhone(), fromIp(`10.93.0.${++ipSeq}`)))
let h: Record<string, string>
beforeAll(async () => {
  h = await client()
})

const file = (bytes: Uint8Array | string, name: string) => new File([typeof bytes === 'string' ? strToU8(bytes) : (bytes as Uint8Array<ArrayBuffer>)], name)

async function post(headers: Record<string, string>, ...files: [string, File][]) {
  const form = new FormData()
  for (const [field, f] of files) form.append(field, f)
  const res = await app.request('/api/recognize-text', { method: 'POST', body: form, headers })
  return { status: res.status, body: (await res.json()) as { id?: string; error?: { code: string; message: string } } }
}

async function poll(id: string, headers = h, on: TTestApp = app) {
  const res = await on.request(`/api/recognize-text/${id}`, { headers })
  return { status: res.status, body: (await res.json()) as { id?: string; status?: string; status_id?: string; text?: string | null; error?: unknown } }
}

/** Runs due jobs (the recognition, then the removal of its stored file) until none is left. */
const runJobs = (services: AppDeps = deps) => runJobsUntilIdle(t.db, services)

/** Uploads one file and runs the job: the final poll answer. */
async function recognise(f: File, services: AppDeps = deps) {
  const started = await post(h, ['file', f])
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  expect((await poll(started.body.id!)).body).toMatchObject({ status: 'PENDING', status_id: 'PENDING', text: null, error: null })
  await runJobs(services)
  const done = await poll(started.body.id!)
  expect(done.status).toBe(200)
  return done.body
}

const docx = (xml: string) =>
  zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    'word/document.xml': strToU8(xml),
  })

describe('who may recognise', () => {
  it('answers a guest 401 UNAUTHENTICATED «Войди, чтобы распознать текст» (the popup’s cue), before reading the file', async () => {
    for (const headers of [{}, { 'x-fingerprint': freshFingerprint() }, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const res = await post(headers, ['file', file('Решите задачу', 'task.txt')])
      expect(res).toEqual({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Войди, чтобы распознать текст' } } })
    }
    const res = await poll('5b0f0c3e-7c1d-4a57-9d0e-1f2a3b4c5d6e', {})
    expect(res.status).toBe(401)
  })

  it('shows a recognition to its owner only: another client, an unknown and a malformed id are not found', async () => {
    const { body } = await post(h, ['file', file('Найдите периметр квадрата со стороной 5 см.', 'task.txt')])
    const other = await client()
    for (const [id, headers] of [[body.id!, other], ['00000000-0000-4000-8000-000000000000', h], ['1 or 1=1', h], ['%00', h]] as const) {
      const res = await poll(encodeURIComponent(id), headers)
      expect(res).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Распознавание не найдено' } } })
    }
    await runJobs()
    expect((await poll(body.id!)).body).toMatchObject({ status: 'DONE', text: 'Найдите периметр квадрата со стороной 5 см.' })
    expect((await poll(body.id!, other)).status).toBe(404)
  })
})

describe('bad and hostile uploads', () => {
  const refused = async (res: Promise<{ status: number; body: { error?: { message: string } } }>, status: number, message: string) => {
    const r = await res
    expect({ status: r.status, message: r.body.error?.message }).toEqual({ status, message })
  }

  it('refuses a body that is not one multipart file, in Russian', async () => {
    const bodyless = await app.request('/api/recognize-text', { method: 'POST', headers: h })
    expect(bodyless.status).toBe(400)
    expect(((await bodyless.json()) as { error: { message: string } }).error.message).toMatch(/multipart\/form-data/)
    const json = await app.request('/api/recognize-text', { method: 'POST', headers: { ...h, 'content-type': 'application/json' }, body: '{"file":"x"}' })
    expect(json.status).toBe(400)
    const broken = await app.request('/api/recognize-text', { method: 'POST', headers: { ...h, 'content-type': 'multipart/form-data; boundary=XYZ' }, body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nno end' })
    expect(broken.status).toBe(400)
    await refused(post(h), 400, 'Приложи один файл в поле file')
    await refused(post(h, ['photo', file('текст', 'a.txt')]), 400, 'Приложи один файл в поле file')
    await refused(post(h, ['file', file('раз', 'a.txt')], ['file', file('два', 'b.txt')]), 400, 'Приложи один файл в поле file')
    await refused(post(h, ['file', file('раз', 'a.txt')], ['extra', file('два', 'b.txt')]), 400, 'Приложи один файл в поле file')
  })

  it('refuses 0 bytes, a foreign extension, a format it cannot read, a fake image and an oversize file', async () => {
    await refused(post(h, ['file', file(new Uint8Array(0), 'photo.png')]), 400, 'Файл пустой — выбери другой')
    await refused(post(h, ['file', file('MZ\x90\x00', 'setup.exe')]), 400, 'Упс 😳 Такой формат не подходит, попробуй другой')
    await refused(post(h, ['file', file('a;b', 'table.xlsx')]), 400, 'Распознать текст можно из фото (JPG, PNG, BMP, WEBP), PDF, DOCX или TXT')
    await refused(post(h, ['file', file('<svg xmlns="http://www.w3.org/2000/svg"/>', 'pic.svg')]), 400, 'Распознать текст можно из фото (JPG, PNG, BMP, WEBP), PDF, DOCX или TXT')
    await refused(post(h, ['file', file('это не картинка', 'photo.jpg')]), 400, 'Файл не похож на изображение — выбери другое фото')
    await refused(post(h, ['file', file('not a pdf', 'task.pdf')]), 400, 'Файл не совпадает со своим расширением — выбери другой')
    // A header that declares 100 000 × 100 000 pixels in a few bytes.
    await refused(post(h, ['file', file(pngHeaderWithGarbage(100_000, 100_000, 64), 'bomb.png')]), 400, 'Фото слишком большое: уменьши его до 40 мегапикселей')
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41)
    await refused(post(h, ['file', file(big, 'big.txt')]), 413, 'Упс 😳 Файлы слишком большие, попробуй другие')
    const huge = new Uint8Array(12 * 1024 * 1024).fill(0x41)
    await refused(post(h, ['file', file(huge, 'huge.txt')]), 413, 'Упс 😳 Файлы слишком большие, попробуй другие')
  })

  it('ends a DOCX zip bomb and a PNG header with garbage as FAILED with a clear reason', async () => {
    const bomb = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': new Uint8Array(60 * 1024 * 1024) }, { level: 9 })
    expect(await recognise(file(bomb, 'bomb.docx'))).toMatchObject({ status: 'FAILED', text: null, error: 'Файл повреждён или слишком большой' })
    // Without Tesseract the image is refused as unreadable here too; either way no 500 and a Russian reason.
    const garbage = await recognise(file(pngHeaderWithGarbage(), 'photo.png'))
    expect(garbage.status).toBe('FAILED')
    expect(['Не удалось распознать текст', 'Распознавание изображений недоступно на этом сервере']).toContain(garbage.error)
  })
})

describe('documents without OCR', () => {
  it('reads TXT in UTF-8 and in Windows-1251, and DOCX paragraphs with their entities', async () => {
    expect(await recognise(file('Решите уравнение: 2x − 4 = 10.\r\nОтвет округлите.', 'task.txt'))).toMatchObject({ status: 'DONE', text: 'Решите уравнение: 2x − 4 = 10.\nОтвет округлите.' })
    const cp1251 = Uint8Array.from([0xc7, 0xe0, 0xe4, 0xe0, 0xf7, 0xe0, 0x20, 0xb9, 0x35]) // «Задача №5»
    expect(await recognise(file(cp1251, 'task.TXT'))).toMatchObject({ status: 'DONE', text: 'Задача №5' })
    const xml = '<w:document><w:body><w:p><w:r><w:t>Сравните числа &lt; и &amp;</w:t></w:r></w:p><w:p><w:r><w:t>Вторая строка</w:t></w:r></w:p></w:body></w:document>'
    expect(await recognise(file(docx(xml), 'Задание.docx'))).toMatchObject({ status: 'DONE', text: 'Сравните числа < и &\nВторая строка' })
  })

  it('answers FAILED «Не удалось распознать текст» for a document with no letters', async () => {
    expect(await recognise(file('   \n\t  ', 'empty.txt'))).toMatchObject({ status: 'FAILED', error: 'Не удалось распознать текст' })
  })

  it.runIf(canRun('PDF recognition', CHROMIUM_PROBLEM))('reads the text layer of a PDF', async () => {
    const render = await textRenderer()
    const pdf = await render.pdf('Докажите, что сумма углов треугольника равна 180°.').finally(() => render.close())
    expect(await recognise(file(pdf, 'Задача.pdf'))).toMatchObject({ status: 'DONE', text: 'Докажите, что сумма углов треугольника равна 180°.' })
  }, 60_000)

  it('still reads documents on a server without Tesseract, and answers images in Russian that it cannot', async () => {
    const without = withSettings(deps, { TESSERACT_BIN: '/nonexistent/tesseract' })
    const appWithout = fromPeer(createApp(without))
    const form = new FormData()
    form.append('file', file(solidPng(64, 32, 0), 'photo.png'))
    const started = (await (await appWithout.request('/api/recognize-text', { method: 'POST', body: form, headers: h })).json()) as { id: string }
    await runJobs(without)
    expect((await poll(started.id, h, appWithout)).body).toMatchObject({ status: 'FAILED', error: 'Распознавание изображений недоступно на этом сервере' })
    expect(await recognise(file('Задача без фото', 'task.txt'), without)).toMatchObject({ status: 'DONE', text: 'Задача без фото' })
  })
})

describe.runIf(canRun('photo recognition', TESSERACT_PROBLEM, CHROMIUM_PROBLEM))('photos through Tesseract', () => {
  it('reads a printed Russian task from a PNG', async () => {
    const text = 'Автомобиль проехал 180 км за 2 часа. Найдите его среднюю скорость.'
    const render = await textRenderer()
    const png = await render.png(text).finally(() => render.close())
    const done = await recognise(file(png, 'Фото задачи.png'))
    expect(done.status).toBe('DONE')
    expect(characterErrorRate(text, done.text!)).toBeLessThan(0.05)
  }, 60_000)

  it('answers a blank photo FAILED «Не удалось распознать текст»', async () => {
    expect(await recognise(file(solidPng(800, 400), 'blank.png'))).toMatchObject({ status: 'FAILED', text: null, error: 'Не удалось распознать текст' })
  }, 60_000)
})

describe('limits and clean-up', () => {
  it('keeps at most 3 recognitions of a client waiting: the 4th is 429 with a Russian reason', async () => {
    const c = await client()
    for (let i = 0; i < 3; i++) expect((await post(c, ['file', file(`Задача ${i}`, 't.txt')])).status).toBe(200)
    const fourth = await post(c, ['file', file('Задача 4', 't.txt')])
    expect(fourth).toMatchObject({ status: 429, body: { error: { code: 'TOO_MANY_ATTEMPTS', message: 'Подожди, пока распознаются предыдущие файлы' } } })
    await runJobs()
    expect((await post(c, ['file', file('Задача 5', 't.txt')])).status).toBe(200)
    await runJobs()
  })

  it('answers a recognition whose job never finished FAILED after an hour, so the poll ends', async () => {
    const c = await client()
    const { body } = await post(c, ['file', file('Задача', 't.txt')])
    await t.db.query(`update public.text_recognitions set created_at = now() - interval '61 minutes' where id = $1::uuid`, [body.id])
    expect((await poll(body.id!, c)).body).toMatchObject({ status: 'FAILED', status_id: 'FAILED', text: null, error: 'Не удалось распознать текст' })
    await runJobs()
  })

  it('ends in FAILED when the stored file is gone', async () => {
    const { body } = await post(h, ['file', file('Задача', 't.txt')])
    const [row] = await t.db.query<{ storage_key: string }>(`select storage_key from public.text_recognitions where id = $1::uuid`, [body.id])
    await deps.ports.storage.delete(row!.storage_key)
    await runJobs()
    expect((await poll(body.id!)).body).toMatchObject({ status: 'FAILED', error: 'Не удалось распознать текст' })
  })

  it('lets the stored file go once it is read', async () => {
    const { body } = await post(h, ['file', file('Задача про хранение', 'task.txt')])
    const [before] = await t.db.query<{ storage_key: string }>(`select storage_key from public.text_recognitions where id = $1::uuid`, [body.id])
    expect(await deps.ports.storage.get(before!.storage_key)).not.toBeNull()
    await runJobs()
    const [after] = await t.db.query<{ storage_key: string | null }>(`select storage_key from public.text_recognitions where id = $1::uuid`, [body.id])
    expect(after!.storage_key).toBeNull()
    expect(await deps.ports.storage.get(before!.storage_key)).toBeNull()
  })
})
