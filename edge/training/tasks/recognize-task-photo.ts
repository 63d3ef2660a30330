// A photo of the task (POST /training-mode/v1/tasks, multipart field `photo`): checked like any recognition upload
// (extension, 10 MB, the bytes must be an image, pixel limits) and read at once through the OCR port, because the tutor
// needs the text before its first reply. Only images: a document is not a photo of a task. The check is cheap and runs
// first; the reading runs only once the task has passed every other check (create-training-task.ts), in the server's
// bounded OCR pool: a full pool answers 429 «Слишком много запросов, попробуй через минуту».
import type { AppDeps } from '../../context'
import { AppError } from '../../http/errors'
import { OcrBusyError, OcrError } from '../../ocr/port'
import { checkRecognitionFile, RECOGNITION_LIMITS, RECOGNITION_MESSAGES, type TRecognitionMime } from '../../../domain/recognition/recognition'

const TRAINING_PHOTO_MESSAGES = {
  notPhoto: 'Приложи фото задачи: JPG, PNG, BMP или WEBP',
} as const

export type TTaskPhoto = { bytes: Uint8Array; mime: TRecognitionMime }

/** The upload checks, without reading the photo. */
export function checkTaskPhoto(file: { name: string; bytes: Uint8Array }): TTaskPhoto {
  const check = checkRecognitionFile(file)
  if (!check.ok) throw new AppError(check.tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', check.error)
  if (!check.mime.startsWith('image/')) throw new AppError('BAD_REQUEST', TRAINING_PHOTO_MESSAGES.notPhoto)
  return { bytes: file.bytes, mime: check.mime }
}

export async function recognizeTaskPhoto(deps: AppDeps, photo: TTaskPhoto): Promise<string> {
  try {
    return (await deps.ports.ocr.recognize(photo.bytes, photo.mime)).slice(0, RECOGNITION_LIMITS.maxTextChars)
  } catch (e) {
    if (e instanceof OcrBusyError) throw new AppError('TOO_MANY_ATTEMPTS', e.message, { retryAfterSeconds: 60 })
    // No text on the photo is simply an empty photo: the typed text may still be enough (the caller decides).
    if (e instanceof OcrError && e.kind === 'unreadable') return ''
    if (e instanceof OcrError) throw new AppError('UNPROCESSABLE', e.kind === 'unavailable' ? RECOGNITION_MESSAGES.unavailable : RECOGNITION_MESSAGES.failed)
    throw e
  }
}
