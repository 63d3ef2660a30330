// Text recognition (orders.md §5 Files, §7 recognize-text, §9 polling): which uploads can be read and how, the
// statuses a poll answers, the limits and the Russian messages. Pure: the server checks with it, the browser too.
import { checkUpload, DEFAULT_UPLOAD_MAX_BYTES } from '../files/uploads'
import { sniffImageType } from '../auth/avatar'
import { imageSize } from './image-size'

export type TRecognitionStatus = 'PENDING' | 'DONE' | 'FAILED'

/** The spec names no recognition limit ("limits not shown"), so the default upload limit of §5 applies. */
export const RECOGNITION_MAX_BYTES = DEFAULT_UPLOAD_MAX_BYTES

/** Orders §9: the first poll after 5 000 ms, each next one twice as late, at most 160 000 ms apart. */
export const RECOGNITION_POLL = { firstMs: 5000, factor: 2, capMs: 160_000 } as const

export const RECOGNITION_LIMITS = {
  /** Recognitions of one client still waiting: more is a script, not a student. */
  pendingPerUser: 3,
  perUserPerHour: 60,
  /** Decoded image size: a small PNG can declare a gigapixel that Tesseract would try to allocate. */
  maxPixels: 40_000_000,
  maxSide: 20_000,
  /** What a form can take; longer recognised text is cut. */
  maxTextChars: 20_000,
} as const

export const RECOGNITION_MESSAGES = {
  /** The «text recognition unauthorised» popup's own title (domain/popups.ts). */
  unauthorised: 'Войди, чтобы распознать текст',
  oneFile: 'Приложи один файл в поле file',
  unsupported: 'Распознать текст можно из фото (JPG, PNG, BMP, WEBP), PDF, DOCX или TXT',
  jpegOrPng: 'Этот сервер распознаёт фото только в JPG или PNG',
  notImage: 'Файл не похож на изображение — выбери другое фото',
  notDocument: 'Файл не совпадает со своим расширением — выбери другой',
  tooManyPixels: 'Фото слишком большое: уменьши его до 40 мегапикселей',
  failed: 'Не удалось распознать текст',
  pdfWithoutText: 'В этом PDF нет текста — пришли фото страницы',
  unavailable: 'Распознавание изображений недоступно на этом сервере',
  busy: 'Подожди, пока распознаются предыдущие файлы',
  /** A document its reader gave up on: over the time, memory or page cap (edge/ocr/child-documents.ts). */
  tooComplex: 'Файл слишком сложный для распознавания',
  /** Every OCR slot of this server is busy and its queue is full (edge/ocr/ocr-pool.ts). */
  queueFull: 'Слишком много запросов, попробуй через минуту',
  tooMany: 'Слишком много распознаваний за час, попробуй позже',
  notFound: 'Распознавание не найдено',
} as const

/** What the server hands the OCR port: images by their real type; documents read by text extraction. */
export type TRecognitionMime = 'image/png' | 'image/jpeg' | 'image/bmp' | 'image/webp' | 'application/pdf' | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' | 'text/plain'

const BY_EXTENSION: Record<string, TRecognitionMime> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
}

const startsWithAscii = (bytes: Uint8Array, text: string, at = 0) => [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0))

function sniffDocument(bytes: Uint8Array, mime: TRecognitionMime): boolean {
  if (mime === 'application/pdf') return startsWithAscii(bytes, '%PDF-')
  if (mime === 'text/plain') {
    const sample = bytes.subarray(0, 64 * 1024)
    return !sample.some((b) => b < 0x20 && b !== 9 && b !== 10 && b !== 13 && b !== 12)
  }
  return startsWithAscii(bytes, 'PK\x03\x04')
}

export type TRecognitionCheck = { ok: true; mime: TRecognitionMime } | { ok: false; error: string; tooLarge?: boolean }

/**
 * The upload check of §5 (extension, empty, 10 MB), then what recognition can read: the extension says which reader,
 * the first bytes must agree (a renamed file is refused), SVG, AVIF and office formats other than DOCX are refused.
 */
export function checkRecognitionFile(file: { name: string; bytes: Uint8Array }): TRecognitionCheck {
  const problem = checkUpload({ name: file.name, size: file.bytes.length }, RECOGNITION_MAX_BYTES)
  if (problem) return { ok: false, error: problem, tooLarge: file.bytes.length > RECOGNITION_MAX_BYTES }
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? ''
  const mime = BY_EXTENSION[ext]
  if (!mime) return { ok: false, error: RECOGNITION_MESSAGES.unsupported }
  if (mime.startsWith('image/')) {
    // Phones save JPEGs as .png and back: any image type recognition reads will do, whatever the name says.
    const sniffed = sniffImageType(file.bytes)
    if (sniffed === 'image/avif') return { ok: false, error: RECOGNITION_MESSAGES.unsupported }
    if (!sniffed) return { ok: false, error: RECOGNITION_MESSAGES.notImage }
    const size = imageSize(file.bytes, sniffed)
    if (!size) return { ok: false, error: RECOGNITION_MESSAGES.notImage }
    const { maxPixels, maxSide } = RECOGNITION_LIMITS
    if (size.width > maxSide || size.height > maxSide || size.width * size.height > maxPixels) return { ok: false, error: RECOGNITION_MESSAGES.tooManyPixels }
    return { ok: true, mime: sniffed }
  }
  return sniffDocument(file.bytes, mime) ? { ok: true, mime } : { ok: false, error: RECOGNITION_MESSAGES.notDocument }
}
