// A student's own file checked for originality (issue 36 part 4): a DOCX, PDF or TXT under the upload limits, its text
// layer read the safe way every upload is (a child process per document on Node, a page cap and a time budget), checked
// by the same job as a finished work. A guest's check is free and shows the score only; a signed-in client pays
// ORIGINALITY_FILE_PRICE_TOKENS (nothing with a subscription) and sees the fragments. The text joins the index only
// when the student agrees.
import { asCaller, asService, type Caller } from '../db/port'
import type { AppDeps } from '../context'
import { AppError } from '../http/errors'
import { enqueueJob } from '../jobs/queue'
import { chargeUnlessSubscribed } from '../money/charge-unless-subscribed'
import { takeGuestAiLimit } from '../orders/guest-limits'
import { checkUpload, fileExtension } from '../../domain/files/uploads'
import { textOfTxt, tidyText } from '../ocr/text-extract'
import { OcrError } from '../ocr/port'
import { textVersion } from './index-text'
import { ORIGINALITY_MESSAGES } from './run-originality-check'
import { ORIGINALITY_CHECK_JOB } from './originality-kinds'
import { CHECK_COLUMNS, toOriginalityCheck, type TCheckRow, type TOriginalityCheck } from './originality-check-row'

export const OWN_FILE_EXTENSIONS = ['docx', 'pdf', 'txt'] as const
export const OWN_FILE_MESSAGES = {
  format: 'Проверить можно файл DOCX, PDF или TXT',
  oneFile: 'Прикрепи один файл DOCX, PDF или TXT',
} as const
/** About 200 pages of text: a longer file is checked on its first 200 pages' worth. */
const MAX_CHARS = 600_000

export type TOwnFileInput = { deps: Pick<AppDeps, 'db' | 'settings' | 'ports'>; caller: Caller; ip: string | null; name: string; bytes: Uint8Array; addToIndex: boolean }

async function fileText(deps: TOwnFileInput['deps'], name: string, bytes: Uint8Array): Promise<string> {
  const ext = fileExtension(name)
  if (!ext || !(OWN_FILE_EXTENSIONS as readonly string[]).includes(ext)) throw new AppError('BAD_REQUEST', OWN_FILE_MESSAGES.format)
  if (bytes.length === 0) throw new AppError('UNPROCESSABLE', ORIGINALITY_MESSAGES.noText)
  const refused = checkUpload({ name, size: bytes.length })
  if (refused) throw new AppError('PAYLOAD_TOO_LARGE', refused)
  try {
    const raw = ext === 'txt' ? textOfTxt(bytes) : await deps.ports.documents.text(ext === 'pdf' ? 'pdf' : 'docx', bytes)
    return tidyText(raw, MAX_CHARS)
  } catch (e) {
    // A damaged, bomb-like or password-protected file: the reader's own Russian reason.
    if (e instanceof AppError) throw e
    if (e instanceof OcrError) throw new AppError('UNPROCESSABLE', e.message)
    throw e
  }
}

/** Only a signed-in client sees which fragments matched and where from; a guest gets the score. */
export const forCaller = (check: TOriginalityCheck, caller: Caller): TOriginalityCheck =>
  caller.role === 'authenticated' ? check : { ...check, sources: [], fragments: [] }

export async function checkOwnFile(o: TOwnFileInput): Promise<TOriginalityCheck> {
  const { deps, caller } = o
  if (caller.role === 'service_role' || (caller.role === 'anon' && !caller.fingerprint)) throw new AppError('UNAUTHENTICATED')
  const text = await fileText(deps, o.name, o.bytes)
  if (!/[\p{L}]{2,}/u.test(text)) throw new AppError('UNPROCESSABLE', ORIGINALITY_MESSAGES.noText)
  const userId = caller.role === 'authenticated' ? caller.userId : null
  const fingerprint = caller.role === 'anon' ? caller.fingerprint! : null
  const version = await textVersion(text)
  return asService(deps.db, async (tx) => {
    // A guest's check is free work: counted per address like a guest's AI work (429 with the wait over the limit).
    await takeGuestAiLimit(tx, { owner: { userId }, ip: o.ip, settings: deps.settings })
    const [upload] = await tx.query<{ id: string }>(
      `insert into private.originality_uploads (user_id, guest_fingerprint, name, text, add_to_index) values ($1, $2, $3, $4, $5) returning id::text as id`,
      [userId, fingerprint, o.name.slice(0, 255), text, userId !== null && o.addToIndex],
    )
    if (userId) await chargeUnlessSubscribed(tx, { userId, price: deps.settings.ORIGINALITY_FILE_PRICE_TOKENS, reason: 'originality_check', idempotencyKey: `originality-file:${upload!.id}`, ref: upload!.id })
    const [row] = await tx.query<TCheckRow>(
      `insert into public.originality_checks (user_id, guest_fingerprint, kind, source_id, version) values ($1, $2, 'upload', $3, $4) returning ${CHECK_COLUMNS}`,
      [userId, fingerprint, upload!.id, version],
    )
    await enqueueJob(tx, { name: ORIGINALITY_CHECK_JOB, payload: { checkId: row!.id }, key: `originality-check:${row!.id}`, priority: userId ? 'client' : 'upload' })
    return forCaller(toOriginalityCheck(row!, version), caller)
  })
}

/** A check of the caller's own file, read under row-level security; null when it is not theirs. */
export async function readOwnFileCheck(o: { deps: Pick<AppDeps, 'db'>; caller: Caller; id: string }): Promise<TOriginalityCheck | null> {
  if (!/^\d{1,18}$/.test(o.id)) return null
  const [row] = await asCaller(o.deps.db, o.caller, (tx) => tx.query<TCheckRow>(`select ${CHECK_COLUMNS} from public.originality_checks where id = $1::bigint and kind = 'upload'`, [o.id]))
  return row ? forCaller(toOriginalityCheck(row, row.version), o.caller) : null
}
