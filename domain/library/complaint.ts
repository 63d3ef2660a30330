// Complaints about library works (orders.md §5 Ratings and complaints, §7 POST /api/library-work/complaints/create): the
// form's fields and their Russian messages, and the attachments' limits (the spec's upload extensions and messages).
// The form, the REST route and the server share them. Pure.
import { z } from 'zod'
import { requiredText } from '../text/required-text'
import { sniffImageType } from '../auth/avatar'
import { ALLOWED_UPLOAD_EXTENSIONS, DEFAULT_UPLOAD_MAX_BYTES, FILE_MESSAGES } from '../files/uploads'

export const COMPLAINT_LIMITS = {
  text: { max: 2000 },
  attachments: 5,
  attachmentBytes: DEFAULT_UPLOAD_MAX_BYTES,
  /** All attachments of one complaint together. */
  totalBytes: 20 * 1024 * 1024,
  /** Complaints of one client per hour. */
  perHour: 20,
} as const

export const COMPLAINT_MESSAGES = {
  work: 'Не указана работа, на которую ты жалуешься',
  type: 'Выбери, что не так с работой',
  text: 'Опиши, что не так с работой',
  textLong: `Текст жалобы — не больше ${COMPLAINT_LIMITS.text.max} символов`,
  count: `Можно приложить не больше ${COMPLAINT_LIMITS.attachments} файлов`,
  format: FILE_MESSAGES.format,
  size: FILE_MESSAGES.size,
  empty: FILE_MESSAGES.empty,
  sent: 'Спасибо! Жалоба отправлена, мы проверим работу',
} as const

const id = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/, COMPLAINT_MESSAGES.work)

export const ZCreateLibraryWorkComplaint = z
  .object({
    libraryWorkId: id.optional(),
    libraryWorkOrderId: id.optional(),
    typeId: z.coerce.number({ error: COMPLAINT_MESSAGES.type }).int(COMPLAINT_MESSAGES.type).min(1, COMPLAINT_MESSAGES.type).max(1000, COMPLAINT_MESSAGES.type),
    text: requiredText(COMPLAINT_LIMITS.text.max, { required: COMPLAINT_MESSAGES.text, tooLong: COMPLAINT_MESSAGES.textLong }),
  })
  .refine((v) => v.libraryWorkId || v.libraryWorkOrderId, { message: COMPLAINT_MESSAGES.work, path: ['libraryWorkId'] })

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'jfif', 'png', 'webp', 'avif', 'bmp'])
const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? null

/** Null when the attachments may be sent, else the first message: count, then each file's format, emptiness and size. */
export function checkComplaintAttachments(files: readonly { name: string; size: number; head?: Uint8Array }[]): string | null {
  if (files.length > COMPLAINT_LIMITS.attachments) return COMPLAINT_MESSAGES.count
  let total = 0
  for (const f of files) {
    const ext = extensionOf(f.name)
    if (!ext || !(ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) return COMPLAINT_MESSAGES.format
    if (f.size <= 0) return COMPLAINT_MESSAGES.empty
    if (f.size > COMPLAINT_LIMITS.attachmentBytes) return COMPLAINT_MESSAGES.size
    // A photo must be one: its first bytes, not its name, decide.
    if (f.head && IMAGE_EXTENSIONS.has(ext) && !sniffImageType(f.head)) return COMPLAINT_MESSAGES.format
    total += f.size
  }
  return total > COMPLAINT_LIMITS.totalBytes ? COMPLAINT_MESSAGES.size : null
}
