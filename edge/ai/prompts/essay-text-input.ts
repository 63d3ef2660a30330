// The input every essay text prompt (introduction, section, conclusion) shares.
import { z } from 'zod'
import { ZApprovedSources, ZOutline, ZTopic, ZWorkType, ZDemoSeed } from './common'

export const ZEssayTextContext = z.object({
  topic: ZTopic,
  workType: ZWorkType,
  idea: z.string().trim().max(2000).optional(),
  goal: z.string().trim().max(2000).optional(),
  tasks: z.array(z.string().trim().max(300)).max(10).optional(),
  /** The student's own wishes for the work («Пожелания»: the teacher's requirements, what to attend to), as typed. */
  wishes: z.string().trim().max(2000).optional(),
  outline: ZOutline,
  /** Approved sources in list order: citation [n] is sources[n - 1]. */
  sources: ZApprovedSources,
  targetWords: z.number().int().min(30).max(10_000),
  /** The order id, for the demo writer only (see ZDemoSeed); no prompt text uses it. */
  demoSeed: ZDemoSeed,
})

export type TEssayTextContext = z.infer<typeof ZEssayTextContext>
