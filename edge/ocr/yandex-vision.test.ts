// The Yandex Vision OCR adapter against a local fake of its REST protocol, and as OCR_PROVIDER=yandex through the port.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createYandexVisionFake, type TVisionFake } from '../../tests/fakes/yandex-vision'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'
import { readSettings } from '../settings'
import { createOcr } from './create-ocr'
import { OcrError } from './port'
import { yandexVisionOcr } from './yandex-vision'

const KEY = 'AQVN-test-api-key'
let fake: TVisionFake
let server: TRunningFake
beforeAll(async () => {
  fake = createYandexVisionFake({ apiKey: KEY })
  server = await startFake(fake.app)
})
afterAll(() => server.close())
beforeEach(() => {
  fake.requests = []
  fake.failWith = null
  fake.answer = () => ['Решите задачу номер 5']
})

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])
const failure = (p: Promise<unknown>) => p.then(() => expect.fail('should have thrown'), (e: unknown) => (expect(e).toBeInstanceOf(OcrError), e as OcrError))

describe('yandexVisionOcr', () => {
  it('sends the file as base64 with ru and en, the key and the folder, and answers fullText', async () => {
    const ocr = yandexVisionOcr({ apiKey: KEY, folderId: 'b1gexamplefolder0001', baseUrl: server.url })
    expect(await ocr.recognize(JPEG, 'image/jpeg')).toBe('Решите задачу номер 5')
    expect(fake.requests).toHaveLength(1)
    const [req] = fake.requests
    expect(req).toMatchObject({ mimeType: 'JPEG', languageCodes: ['ru', 'en'], model: 'page', folderId: 'b1gexamplefolder0001' })
    expect([...req!.bytes]).toEqual([...JPEG])
  })

  it('joins the pages of a PDF', async () => {
    fake.answer = () => ['Страница один', 'Страница два']
    const ocr = yandexVisionOcr({ apiKey: KEY, baseUrl: server.url })
    expect(await ocr.recognize(new TextEncoder().encode('%PDF-1.4'), 'application/pdf')).toBe('Страница один\nСтраница два')
    expect(fake.requests[0]!.folderId).toBeUndefined()
  })

  it('tells a retry (429, 5xx, no answer) from a final failure (a wrong key, no text)', async () => {
    const ocr = yandexVisionOcr({ apiKey: KEY, baseUrl: server.url })
    for (const status of [429, 500, 503]) {
      fake.failWith = status
      expect((await failure(ocr.recognize(JPEG, 'image/jpeg'))).kind).toBe('transient')
    }
    fake.failWith = null
    const wrongKey = await failure(yandexVisionOcr({ apiKey: 'wrong', baseUrl: server.url }).recognize(JPEG, 'image/jpeg'))
    expect({ kind: wrongKey.kind, message: wrongKey.message }).toEqual({ kind: 'unreadable', message: 'Не удалось распознать текст' })
    expect(wrongKey.detail).not.toContain(KEY)
    fake.answer = () => ['  ']
    expect((await failure(ocr.recognize(JPEG, 'image/jpeg'))).message).toBe('Не удалось распознать текст')
    const closed = await failure(yandexVisionOcr({ apiKey: KEY, baseUrl: 'http://127.0.0.1:9' }).recognize(JPEG, 'image/jpeg'))
    expect(closed.kind).toBe('transient')
  })

  it('is what OCR_PROVIDER=yandex builds: images go to it, documents never leave the server', async () => {
    const settings = readSettings({ APP_ENV: 'test', OCR_PROVIDER: 'yandex', YANDEX_VISION_API_KEY: KEY, YANDEX_VISION_BASE_URL: server.url })
    const ocr = createOcr(settings)
    expect(await ocr.recognize(JPEG, 'image/jpeg')).toBe('Решите задачу номер 5')
    expect(await ocr.recognize(new TextEncoder().encode('Задача из файла'), 'text/plain')).toBe('Задача из файла')
    expect(fake.requests).toHaveLength(1)
    // BMP and WEBP are not among the service's formats: refused in Russian without a call.
    expect((await failure(ocr.recognize(Uint8Array.from([0x42, 0x4d]), 'image/bmp'))).message).toBe('Этот сервер распознаёт фото только в JPG или PNG')
  })
})
