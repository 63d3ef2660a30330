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
