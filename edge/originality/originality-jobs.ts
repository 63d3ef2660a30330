// The originality index's durable jobs: index a text when it is finished or published, and run a client's check. Both
// may run twice: indexing the same text version changes nothing, and a check that is done stays done.
import { z } from 'zod'
import { defineJob } from '../jobs/registry'
import { asService } from '../db/port'
import { ORIGINALITY_CHECK_JOB, ORIGINALITY_INDEX_JOB, ZOriginalityKind } from './originality-kinds'
import { loadSourceText } from './source-texts'
import { indexText, unindexText } from './index-text'
import { runOriginalityCheck } from './run-originality-check'
import { checkCatalogueText } from './check-catalogue-text'

export const originalityIndexJob = defineJob({
  name: ORIGINALITY_INDEX_JOB,
  // A list, so an import of a hundred library works is one job, not a hundred.
  schema: z.object({ kind: ZOriginalityKind, sourceIds: z.array(z.string().regex(/^\d{1,18}$/)).min(1).max(500) }),
  async handler({ kind, sourceIds }, ctx) {
    for (const sourceId of sourceIds) {
      await asService(ctx.db, async (tx) => {
        const source = await loadSourceText(tx, kind, sourceId)
        if (!source || source.indexable === false) return unindexText(tx, kind, sourceId)
        await indexText(tx, { kind, sourceId, ...source })
        // A catalogue referat's page shows its measured «уникальность» (the spec's uniqueness field).
        if (kind === 'referat') await checkCatalogueText(tx, { sourceId, text: source.text })
      })
    }
  },
})

export const originalityCheckJob = defineJob({
  name: ORIGINALITY_CHECK_JOB,
  schema: z.object({ checkId: z.string().regex(/^\d{1,18}$/) }),
  async handler({ checkId }, ctx) {
    const outcome = await runOriginalityCheck(ctx.db, checkId)
    ctx.log.info('originality check', { checkId, outcome })
  },
})

export const originalityJobs = [originalityIndexJob, originalityCheckJob]
