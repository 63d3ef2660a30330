// The OCR port the settings name: documents by text extraction (TXT, DOCX, a PDF's text layer) and images through
// Tesseract (OCR_PROVIDER=tesseract, the default) or Yandex Vision OCR (OCR_PROVIDER=yandex). A PDF without a text
// layer (a scan) goes to the image engine when it reads PDFs (Yandex); otherwise it has no text. The work done on this
// server (Tesseract, the document parser) shares one bounded pool; Yandex is another server's work and is not pooled.
import type { TSettings } from '../settings'
import type { TFetch } from '../adapters/http'
import { RECOGNITION_LIMITS, RECOGNITION_MESSAGES } from '../../domain/recognition/recognition'
import { correctTaskText } from '../../domain/recognition/correct-task-text'
import { noText, OcrError, type TDocumentReader, type TImageOcr, type TOcr } from './port'
import { tesseractOcr } from './tesseract'
import { yandexVisionOcr } from './yandex-vision'
import { inProcessDocuments, textOfTxt, tidyText } from './text-extract'
import { createOcrPool, type TOcrPool } from './ocr-pool'

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

export function documentsOcr(images: TImageOcr, documents: TDocumentReader = inProcessDocuments): TOcr {
  const done = (text: string) => {
    const tidy = tidyText(text, RECOGNITION_LIMITS.maxTextChars)
    // Stray specks on a blank photo come back as a few symbols: that is no text either.
    if (!/[\p{L}\p{N}]{2}/u.test(tidy)) throw noText('no letters or digits')
    return tidy
  }
  return {
    async recognize(bytes, mime) {
      if (mime === 'text/plain') return done(textOfTxt(bytes))
      if (mime === DOCX_MIME) return done(await documents.text('docx', bytes))
      if (mime === 'application/pdf') {
        const layer = tidyText(await documents.text('pdf', bytes), RECOGNITION_LIMITS.maxTextChars)
        if (layer) return done(layer)
        if (!images.accepts.includes(mime)) throw new OcrError('unreadable', RECOGNITION_MESSAGES.pdfWithoutText, 'pdf without a text layer')
      }
      // A photo's text gets its formulas mended (x? → x², у → y beside an operator); a document's text is as written.
      return done(correctTaskText(await images.recognize(bytes, mime)))
    },
  }
}

const pooledImages = (engine: TImageOcr, pool: TOcrPool): TImageOcr => ({ ...engine, recognize: (bytes, mime) => pool.run(() => engine.recognize(bytes, mime)) })
const pooledDocuments = (reader: TDocumentReader, pool: TOcrPool): TDocumentReader => ({ text: (kind, bytes) => pool.run(() => reader.text(kind, bytes)) })

/** `documents`: the reader the runtime chose (edge/runtime/document-reader.*); in this thread when not given. */
export function createOcr(settings: TSettings, o: { documents?: TDocumentReader; fetchImpl?: TFetch } = {}): TOcr {
  // One per process (createPorts runs once), so the cap holds for requests and jobs together.
  const pool = createOcrPool({ concurrency: settings.OCR_CONCURRENCY, queueMax: settings.OCR_QUEUE_MAX })
  const documents = pooledDocuments(o.documents ?? inProcessDocuments, pool)
  if (settings.OCR_PROVIDER === 'yandex') {
    // readSettings refuses yandex without the key.
    return documentsOcr(yandexVisionOcr({ apiKey: settings.YANDEX_VISION_API_KEY!, folderId: settings.YANDEX_FOLDER_ID, baseUrl: settings.YANDEX_VISION_BASE_URL, fetchImpl: o.fetchImpl }), documents)
  }
  return documentsOcr(pooledImages(tesseractOcr({ bin: settings.TESSERACT_BIN, timeoutMs: settings.OCR_TIMEOUT_MS }), pool), documents)
}
