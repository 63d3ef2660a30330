// A recognition as its owner polls it (GET /api/recognize-text/{id}): read under the caller's row-level security, so
// another client's recognition, like a missing one, is simply not found.
import { z } from 'zod'
import type { Db, Caller } from '../db/port'
import { asCaller } from '../db/port'
import { AppError } from '../http/errors'
import { RECOGNITION_MESSAGES, type TRecognitionStatus } from '../../domain/recognition/recognition'

export type TTextRecognition = { id: string; status: TRecognitionStatus; text: string | null; error: string | null }

const ZId = z.uuid()

/** Far past the job's three attempts with their time limits and backoff. */
const STALE_AFTER = '1 hour'

export async function getTextRecognition(o: { db: Db; caller: Caller; id: string }): Promise<TTextRecognition> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', RECOGNITION_MESSAGES.unauthorised)
  if (!ZId.safeParse(o.id).success) throw new AppError('NOT_FOUND', RECOGNITION_MESSAGES.notFound)
  const [row] = await asCaller(o.db, o.caller, (tx) =>
    // A recognition no job finished within the hour (its job died) is answered FAILED, so the browser's poll ends.
    tx.query<TTextRecognition>(
      `select id::text as id,
              case when status = 'PENDING' and created_at < now() - $2::interval then 'FAILED' else status end as status,
              text,
              case when status = 'PENDING' and created_at < now() - $2::interval then $3 else error end as error
         from public.text_recognitions where id = $1::uuid`,
      [o.id, STALE_AFTER, RECOGNITION_MESSAGES.failed],
    ),
  )
  if (!row) throw new AppError('NOT_FOUND', RECOGNITION_MESSAGES.notFound)
  return row
}
