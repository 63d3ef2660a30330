// The kinds of text the originality index holds (the check constraint of 20261201002500_originality.sql).
import { z } from 'zod'
import type { Queryable } from '../db/port'
import { enqueueJob } from '../jobs/queue'

export const ORIGINALITY_KINDS = ['library_work', 'referat', 'text_work', 'referat_order', 'ai_answer', 'upload'] as const
export const ZOriginalityKind = z.enum(ORIGINALITY_KINDS)
export type TOriginalityKind = z.infer<typeof ZOriginalityKind>

/** The job that puts a finished or published text into the index (edge/originality/originality-jobs.ts). */
export const ORIGINALITY_INDEX_JOB = 'originality-index'
export const ORIGINALITY_CHECK_JOB = 'originality-check'

/** Enqueues the index job for texts just finished or published, in the caller's transaction (background priority). */
export const enqueueIndexing = (q: Queryable, kind: TOriginalityKind, sourceIds: readonly string[]): Promise<string> | undefined =>
  sourceIds.length === 0 ? undefined : enqueueJob(q, { name: ORIGINALITY_INDEX_JOB, payload: { kind, sourceIds }, priority: 'background' })
