// The recognition job: reads the stored file through the OCR port and records DONE with the text or FAILED with the
// reason the client sees. A provider hiccup is retried; the last attempt, a file without text or a server without an
// image engine end in FAILED. A repeat of a finished recognition does nothing; the stored file is let go either way.
import { z } from 'zod'
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import { defineJob } from '../jobs/registry'
import { jobDeps } from '../jobs/job-deps'
import { OcrError } from '../ocr/port'
import { RECOGNITION_MESSAGES, type TRecognitionMime } from '../../domain/recognition/recognition'

export const RECOGNIZE_ATTEMPTS = 3

type TOutcome = { status: 'DONE'; text: string } | { status: 'FAILED'; error: string }

async function finish(deps: AppDeps, id: string, outcome: TOutcome): Promise<void> {
  await asService(deps.db, (tx) =>
    tx.query(
      `update public.text_recognitions set status = $2, text = $3, error = $4, storage_key = null, finished_at = now()
        where id = $1::uuid and status = 'PENDING'`,
      [id, outcome.status, outcome.status === 'DONE' ? outcome.text : null, outcome.status === 'FAILED' ? outcome.error.slice(0, 500) : null],
    ),
  )
}

async function recognizeText(o: { deps: AppDeps; id: string; finalAttempt: boolean }): Promise<'DONE' | 'FAILED' | 'skipped'> {
  const { deps, id } = o
  const [row] = await asService(deps.db, (tx) =>
    tx.query<{ mime: TRecognitionMime; storage_key: string | null }>(`select mime, storage_key from public.text_recognitions where id = $1::uuid and status = 'PENDING'`, [id]),
  )
  if (!row) return 'skipped'
  let outcome: TOutcome
  try {
    // A storage hiccup is retried like a provider's; the last attempt still ends the poll with FAILED.
    const stored = row.storage_key ? await deps.ports.storage.get(row.storage_key) : null
    if (!stored) throw new OcrError('unreadable', RECOGNITION_MESSAGES.failed, 'the stored file is gone')
    outcome = { status: 'DONE', text: await deps.ports.ocr.recognize(stored.bytes, row.mime) }
  } catch (e) {
    const final = e instanceof OcrError && e.kind !== 'transient'
    if (!final && !o.finalAttempt) throw e
    deps.log.warn('recognition failed', { id, error: e instanceof OcrError ? `${e.kind}: ${e.detail ?? e.message}` : String(e) })
    outcome = { status: 'FAILED', error: e instanceof OcrError ? e.message : RECOGNITION_MESSAGES.failed }
  }
  await finish(deps, id, outcome)
  return outcome.status
}

export const recognizeTextJob = defineJob({
  name: 'recognition.recognize-text',
  schema: z.object({ id: z.uuid() }),
  async handler({ id }, ctx) {
    const outcome = await recognizeText({ deps: jobDeps(ctx), id, finalAttempt: ctx.attempt >= RECOGNIZE_ATTEMPTS })
    ctx.log.info('recognition', { id, outcome })
  },
})
