// Fake Yandex Vision OCR (REST TextRecognition.Recognize): POST /ocr/v1/recognizeText with `Authorization: Api-Key …`
// and a JSON body {mimeType, languageCodes, model, content: base64}. The "recognised" text is what `pages` holds for
// the file's bytes; a PDF answers one JSON object per page, one after another, as the service streams them.
import { Hono } from 'hono'

type TVisionRequest = { mimeType: string; languageCodes: string[]; model?: string; bytes: Uint8Array; folderId?: string }

export type TVisionFake = {
  app: Hono
  requests: TVisionRequest[]
  /** The pages' texts for a request; one page unless a test says otherwise. */
  answer: (req: TVisionRequest) => string[]
  /** A status to answer instead (a 429 or 500 the adapter must retry, a 401 it must not). */
  failWith: number | null
}

export function createYandexVisionFake(opts: { apiKey: string }): TVisionFake {
  const fake: TVisionFake = { app: new Hono(), requests: [], answer: () => [''], failWith: null }
  fake.app.post('/ocr/v1/recognizeText', async (c) => {
    if (c.req.header('authorization') !== `Api-Key ${opts.apiKey}`) return c.json({ code: 16, message: 'Unauthenticated' }, 401)
    const body = (await c.req.json().catch(() => null)) as { mimeType?: unknown; languageCodes?: unknown; model?: unknown; content?: unknown } | null
    if (!body || typeof body.content !== 'string' || typeof body.mimeType !== 'string' || !Array.isArray(body.languageCodes)) {
      return c.json({ code: 3, message: 'invalid request' }, 400)
    }
    if (!['JPEG', 'PNG', 'PDF'].includes(body.mimeType)) return c.json({ code: 3, message: `unsupported mime type ${body.mimeType}` }, 400)
    const req: TVisionRequest = {
      mimeType: body.mimeType,
      languageCodes: body.languageCodes as string[],
      model: typeof body.model === 'string' ? body.model : undefined,
      bytes: Uint8Array.from(atob(body.content), (ch) => ch.charCodeAt(0)),
      folderId: c.req.header('x-folder-id'),
    }
    fake.requests.push(req)
    if (fake.failWith) return c.json({ code: 14, message: 'unavailable' }, fake.failWith as 500)
    const pages = fake.answer(req).map((fullText, page) =>
      JSON.stringify({ result: { textAnnotation: { width: '800', height: '600', blocks: [], entities: [], tables: [], fullText, rotate: 'ANGLE_0' }, page: String(page) } }),
    )
    return c.body(pages.join('\n'), 200, { 'content-type': 'application/json' })
  })
  return fake
}
