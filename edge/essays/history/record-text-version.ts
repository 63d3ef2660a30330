// Writes one version of a section into the edit history, inside the transaction that changes the text, and keeps the
// section's history bounded (TEXT_HISTORY_LIMITS.versionsPerSection; the generated versions are never pruned).
import type { Caller, Tx } from '../../db/port'
import { TEXT_HISTORY_LIMITS, type TTextVersionKind } from '../../../domain/essay/text-history'

export type TNewTextVersion = {
  orderId: string
  sectionKey: string
  text: string
  kind: TTextVersionKind
  caller: Caller
  restoredFromId?: string | null
}

const authorOf = (caller: Caller): string | null => (caller.role === 'authenticated' ? caller.userId : null)

export async function recordTextVersion(tx: Tx, v: TNewTextVersion): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into public.ai_essay_order_text_versions (ai_essay_order_id, section_key, text, kind, author_user_id, restored_from_id)
     values ($1::bigint, $2, $3, $4, $5::uuid, $6::bigint) returning id::text as id`,
    [v.orderId, v.sectionKey, v.text, v.kind, authorOf(v.caller), v.restoredFromId ?? null],
  )
  // The newest versions stay; of the older non-generated ones, whatever lies past the cap goes.
  await tx.query(
    `delete from public.ai_essay_order_text_versions
      where id in (select id from public.ai_essay_order_text_versions
                    where ai_essay_order_id = $1::bigint and section_key = $2 and kind <> 'GENERATED'
                    order by id desc offset $3)`,
    [v.orderId, v.sectionKey, TEXT_HISTORY_LIMITS.versionsPerSection],
  )
  return row!.id
}
