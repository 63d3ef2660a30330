// The OCR port the settings name: documents by text extraction (TXT, DOCX, a PDF's text layer) and images through
// Tesseract (OCR_PROVIDER=tesseract, the default) or Yandex Vision OCR (OCR_PROVIDER=yandex). A PDF without a text
// layer (a scan) goes to the image engine when it reads PDFs (Yandex); otherwise it has no text.
import type { TSettings } from '../settings'
import type { TFetch } from '../adapters/http'
import { RECOGNITION_LIMITS, RECOGNITION_MESSAGES } from '../../domain/recognition/recognition'
import { noText, OcrError, type TImageOcr, type TOcr } from './port'
import { tesseractOcr } from './tesseract'
import { yandexVisionOcr } from './yandex-vision'
import { textOfDocx, textOfPdf, textOfTxt, tidyText } from './text-extract'

export function documentsOcr(images: TImageOcr): TOcr {
  const done = (text: string) => {
    const tidy = tidyText(text, RECOGNITION_LIMITS.maxTextChars)
    // Stray specks on a blank photo come back as a few symbols: that is no text either.
    if (!/[\p{L}\p{N}]{2}/u.test(tidy)) throw noText('no letters or digits')
    return tidy
  }
  return {
    async recognize(bytes, mime) {
      if (mime === 'text/plain') return done(textOfTxt(bytes))
      if (mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return done(textOfDocx(bytes))
      if (mime === 'application/pdf') {
        const layer = tidyText(await textOfPdf(bytes), RECOGNITION_LIMITS.maxTextChars)
        if (layer) return done(layer)
        if (!images.accepts.includes(mime)) throw new OcrError('unreadable', RECOGNITION_MESSAGES.pdfWithoutText, 'pdf without a text layer')
      }
      return done(await images.recognize(bytes, mime))
    },
  }
}

export function createOcr(settings: TSettings, fetchImpl?: TFetch): TOcr {
  if (settings.OCR_PROVIDER === 'yandex') {
    // readSettings refuses yandex without the key.
    return documentsOcr(yandexVisionOcr({ apiKey: settings.YANDEX_VISION_API_KEY!, folderId: settings.YANDEX_FOLDER_ID, baseUrl: settings.YANDEX_VISION_BASE_URL, fetchImpl }))
  }
  return documentsOcr(tesseractOcr({ bin: settings.TESSERACT_BIN, timeoutMs: settings.OCR_TIMEOUT_MS }))
}
