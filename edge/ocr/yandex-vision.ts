// Yandex Vision OCR adapter (REST TextRecognition.Recognize): POST {base}/ocr/v1/recognizeText with an API key, the
// file as base64 and Russian plus English; the answer's result.textAnnotation.fullText is the text. A PDF answers one
// result per page (JSON objects one after another), joined here. Rate limits, 5xx and timeouts are worth a retry;
// a refused key or file is not.
import { z } from 'zod'
import { joinUrl, type TFetch } from '../adapters/http'
import { RECOGNITION_MESSAGES } from '../../domain/recognition/recognition'
import { noText, OcrError, type TImageOcr } from './port'

export type TYandexVisionOptions = { apiKey: string; folderId?: string; baseUrl: string; timeoutMs?: number; fetchImpl?: TFetch }

const MIME_TYPES: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'application/pdf': 'PDF' }

const ZPage = z.object({ result: z.object({ textAnnotation: z.object({ fullText: z.string().optional() }).optional() }) })

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  return btoa(binary)
}

/** The answer body: one JSON object, or several (a PDF's pages) one after another. */
function pages(text: string): unknown[] {
  try {
    return [JSON.parse(text)]
  } catch {
    const parts = text.split(/\n(?=\s*\{)/).filter((p) => p.trim())
    return parts.map((p) => JSON.parse(p) as unknown)
  }
}

export function yandexVisionOcr(o: TYandexVisionOptions): TImageOcr {
  const fetchImpl = o.fetchImpl ?? fetch
  const failed = (kind: 'transient' | 'unreadable', detail: string) => new OcrError(kind, RECOGNITION_MESSAGES.failed, `yandex vision: ${detail}`)
  return {
    name: 'yandex',
    accepts: Object.keys(MIME_TYPES),
    async recognize(bytes, mime) {
      const mimeType = MIME_TYPES[mime]
      if (!mimeType) throw new OcrError('unreadable', RECOGNITION_MESSAGES.jpegOrPng, `yandex vision: ${mime}`)
      const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Api-Key ${o.apiKey}` }
      if (o.folderId) headers['x-folder-id'] = o.folderId
      const body = JSON.stringify({ mimeType, languageCodes: ['ru', 'en'], model: 'page', content: base64(bytes) })
      let res: Response
      try {
        res = await fetchImpl(joinUrl(o.baseUrl, '/ocr/v1/recognizeText'), { method: 'POST', headers, body, signal: AbortSignal.timeout(o.timeoutMs ?? 60_000) })
      } catch (e) {
        throw failed('transient', `no answer: ${(e as Error).name}`)
      }
      const text = await res.text()
      if (res.status === 429 || res.status >= 500) throw failed('transient', `HTTP ${res.status}: ${text.slice(0, 200)}`)
      // 401/403: a wrong key or folder is the operator's to fix; the client's file gets a plain failure.
      if (res.status !== 200) throw failed('unreadable', `HTTP ${res.status}: ${text.slice(0, 200)}`)
      let parsed: unknown[]
      try {
        parsed = pages(text)
      } catch {
        throw failed('transient', 'the answer is not JSON')
      }
      const texts = parsed.map((p) => {
        const page = ZPage.safeParse(p)
        if (!page.success) throw failed('transient', `unexpected answer: ${text.slice(0, 200)}`)
        return page.data.result.textAnnotation?.fullText ?? ''
      })
      const joined = texts.join('\n').trim()
      if (!joined) throw noText('yandex vision: empty text')
      return joined
    },
  }
}
