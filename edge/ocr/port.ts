// OCR port (DESIGN.md "Streams, recognition, visuals"): the text of an uploaded file. Images go to an OCR engine
// (Tesseract on Node, Yandex Vision OCR in production); PDF, DOCX and TXT are read by text extraction without OCR.
import type { TRecognitionMime } from '../../domain/recognition/recognition'
import { RECOGNITION_MESSAGES } from '../../domain/recognition/recognition'

export type TOcr = {
  /** The text, trimmed; an OcrError when there is none or the file cannot be read. */
  recognize(bytes: Uint8Array, mime: TRecognitionMime): Promise<string>
}

/** An engine that reads images (the documents reader sends them here). */
export type TImageOcr = {
  readonly name: 'tesseract' | 'yandex'
  /** Image types this engine reads; a scanned PDF goes to the engine only if it lists application/pdf. */
  readonly accepts: readonly string[]
  recognize(bytes: Uint8Array, mime: string): Promise<string>
}

/**
 * `unreadable`: no text or a broken file, final; `unavailable`: this server cannot read images, final;
 * `transient`: a provider or network failure worth another attempt. The message is the one the client sees.
 */
export class OcrError extends Error {
  constructor(
    readonly kind: 'unreadable' | 'unavailable' | 'transient',
    message: string,
    readonly detail?: string,
  ) {
    super(message)
    this.name = 'OcrError'
  }
}

export const noText = (detail?: string) => new OcrError('unreadable', RECOGNITION_MESSAGES.failed, detail)

/** A document its reader gave up on (over the time, memory or page cap): final, the file will not get simpler. */
export const tooComplex = (detail: string) => new OcrError('unreadable', RECOGNITION_MESSAGES.tooComplex, detail)

/**
 * Every OCR slot is taken and the queue is full (edge/ocr/ocr-pool.ts). Transient, so a recognition job retries it
 * later; a request that waits on OCR answers 429 with its message.
 */
export class OcrBusyError extends OcrError {
  constructor() {
    super('transient', RECOGNITION_MESSAGES.queueFull, 'ocr queue full')
    this.name = 'OcrBusyError'
  }
}

/** The documents the server parses itself, as opposed to images, which an OCR engine reads. */
export type TDocumentKind = 'pdf' | 'docx'

/**
 * Reads a document's text (a PDF's text layer, a DOCX's paragraphs); '' when it holds none. An OcrError when the file
 * is broken or too complex. On Node the parse runs in a child process under caps (edge/runtime/document-reader.*).
 */
export type TDocumentReader = {
  text(kind: TDocumentKind, bytes: Uint8Array): Promise<string>
}
