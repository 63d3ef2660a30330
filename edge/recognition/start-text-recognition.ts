// Starting a text recognition (POST /api/recognize-text): a signed-in client's one file, checked by extension, size and
// content, stored, and a row plus a durable job written in one transaction. Answers the id the browser polls.
import type { AppDeps } from '../context'
import { asService, type Caller, type Queryable } from '../db/port'
import { AppError } from '../http/errors'
import { checkAllowed } from '../auth/assert-allowed'
import { newStorageKey } from '../storage/port'
import { storeThenRecord } from '../storage/store-then-record'
import { checkRecognitionFile, RECOGNITION_LIMITS, RECOGNITION_MESSAGES } from '../../domain/recognition/recognition'
import { RECOGNIZE_ATTEMPTS, recognizeTextJob } from './recognize-text-job'

const safeName = (name: string) => name.replace(/[\\/\u0000-\u001f]+/g, ' ').trim().slice(-120) || 'file'

/** Refuses a client who has too many recognitions waiting or has made too many this hour (one stuck over an hour
 * is answered FAILED by the poll, so it no longer counts as waiting). */
async function assertWithinLimits(q: Queryable, userId: string): Promise<void> {
  const [counts] = await q.query<{ pending: number; hour: number }>(
    `select count(*) filter (where status = 'PENDING' and created_at > now() - interval '1 hour')::int as pending, count(*) filter (where created_at > now() - interval '1 hour')::int as hour
       from public.text_recognitions where user_id = $1::uuid and created_at > now() - interval '1 day'`,
    [userId],
  )
  if ((counts?.pending ?? 0) >= RECOGNITION_LIMITS.pendingPerUser) throw new AppError('TOO_MANY_ATTEMPTS', RECOGNITION_MESSAGES.busy, { retryAfterSeconds: 10 })
  if ((counts?.hour ?? 0) >= RECOGNITION_LIMITS.perUserPerHour) throw new AppError('TOO_MANY_ATTEMPTS', RECOGNITION_MESSAGES.tooMany, { retryAfterSeconds: 600 })
}

export async function startTextRecognition(o: { deps: AppDeps; caller: Caller; name: string; bytes: Uint8Array }): Promise<{ id: string }> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', RECOGNITION_MESSAGES.unauthorised)
  const userId = o.caller.userId
  const check = checkRecognitionFile({ name: o.name, bytes: o.bytes })
  if (!check.ok) throw new AppError(check.tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', check.error)
  // Checked before the bytes are stored, and again under the client's lock before the row is written. Recognition is
  // the first step of an order (a task search, an AI question), so an account barred from orders gets none.
  await asService(o.deps.db, async (tx) => {
    await checkAllowed(tx, userId, 'orders')
    await assertWithinLimits(tx, userId)
  })
  const key = newStorageKey('text-recognitions', userId)
  const store = { storage: o.deps.ports.storage, log: o.deps.log, key, bytes: o.bytes, contentType: 'application/octet-stream' }
  return storeThenRecord(store, () =>
    asService(o.deps.db, async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtextextended('text-recognition:' || $1, 0))`, [userId])
      await assertWithinLimits(tx, userId)
      const [row] = await tx.query<{ id: string }>(
        `insert into public.text_recognitions (user_id, file_name, mime, size, storage_key) values ($1::uuid, $2, $3, $4, $5) returning id::text as id`,
        [userId, safeName(o.name), check.mime, o.bytes.length, key],
      )
      await recognizeTextJob.enqueue(tx, { id: row!.id }, { key: `recognize-text:${row!.id}`, maxAttempts: RECOGNIZE_ATTEMPTS, priority: 'upload' })
      return { result: { id: row!.id } }
    }),
  )
}
