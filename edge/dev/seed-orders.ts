// APP_ENV=test only: gives the signed-in client a set of unified orders at chosen statuses and dates, so end-to-end
// tests of «Мои задания» need not walk every product's flow. A text work gets its essay order too, so its page opens.
import { z } from 'zod'
import { asCaller, type Caller, type Db } from '../db/port'
import { SERVICE } from '../auth/service-caller'
import { AppError } from '../http/errors'
import { UNIFIED_STATUS, UNIFIED_TYPE } from '../../domain/orders/unified'
import { ESSAY_STATUS } from '../../domain/essay/statuses'
import type { TOutline } from '../../domain/essay/requirements'

const ZSeedOrdersInput = z.object({
  orders: z
    .array(
      z.object({
        typeId: z.literal(Object.values(UNIFIED_TYPE)),
        status: z.literal(Object.values(UNIFIED_STATUS)),
        text: z.string().max(5000).nullable().optional(),
        createdAt: z.iso.datetime({ offset: true }).optional(),
        /** A completed text work's sections (for the AI editor's e2e tests), written by the demo AI. */
        finalText: z
          .array(z.object({ key: z.string().max(40), title: z.string().max(255), level: z.union([z.literal(1), z.literal(2)]), text: z.string().max(10_000) }))
          .max(20)
          .optional(),
      }),
    )
    .min(1)
    .max(100),
})

// The text work's own status for each generic one (the reverse of domain/essay/statuses.ts essayUnifiedStatus).
const ESSAY_OF_UNIFIED: Record<number, { status: number; paid: boolean }> = {
  [UNIFIED_STATUS.DRAFT]: { status: ESSAY_STATUS.requirementsDefinition, paid: false },
  [UNIFIED_STATUS.IN_PROGRESS]: { status: ESSAY_STATUS.waitingDraftGeneration, paid: true },
  [UNIFIED_STATUS.COMPLETED]: { status: ESSAY_STATUS.completed, paid: true },
  [UNIFIED_STATUS.CANCELED]: { status: ESSAY_STATUS.canceled, paid: false },
}

/** The plan the sections keyed c1, c1.1, c2… make, so the seeded work's file can be built as a written one's is. */
function outlineOf(sections: readonly { key: string; title: string }[]): TOutline {
  const chapters = sections.filter((s) => /^c\d+$/.test(s.key))
  return chapters.map((c) => ({ title: c.title, subchapters: sections.filter((s) => s.key.startsWith(`${c.key}.`)).map((s) => ({ title: s.title })) }))
}

export async function seedOrders({ db, caller, input }: { db: Db; caller: Caller; input: unknown }): Promise<{ ids: string[] }> {
  if (caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED')
  const { orders } = ZSeedOrdersInput.parse(input)
  return asCaller(db, SERVICE, async (tx) => {
    const ids: string[] = []
    for (const o of orders) {
      const essay = o.typeId === UNIFIED_TYPE.TEXT_WORK ? ESSAY_OF_UNIFIED[o.status]! : null
      const finished = o.status === UNIFIED_STATUS.COMPLETED || o.status === UNIFIED_STATUS.CANCELED
      const [row] = await tx.query<{ id: string }>(
        `insert into public.unified_orders (user_id, type_id, status, status_by_search, text, is_paid, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()), coalesce($7::timestamptz, now()))
         returning id::text as id`,
        [caller.userId, o.typeId, o.status, essay ? (finished ? 4 : 3) : null, o.text ?? null, essay?.paid ?? false, o.createdAt ?? null],
      )
      if (essay) {
        await tx.query(
          `insert into public.ai_essay_orders (user_id, unified_order_id, status, topic, is_paid, number_of_pages, created_at, updated_at, final_text, generated_final_text, ai_provider, outline)
           values ($1, $2, $3, $4, $5, 10, coalesce($6::timestamptz, now()), coalesce($6::timestamptz, now()), $7::text::jsonb, $7::text::jsonb, $8, $9::text::jsonb)`,
          [caller.userId, row!.id, essay.status, o.text ?? '', essay.paid, o.createdAt ?? null, o.finalText ? JSON.stringify(o.finalText) : null, o.finalText ? 'demo' : null, o.finalText ? JSON.stringify(outlineOf(o.finalText)) : null],
        )
      }
      ids.push(row!.id)
    }
    return { ids }
  })
}
