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

/**
 * After a change the service makes to the whole text (a rewrite of some sections once the outline or sources changed,
 * or the citations renumbered to a new source list), records each section whose current text is not its newest
 * version, as `kind`, in the same transaction. Sections the writer rewrote already got their GENERATED version from the
 * table's trigger, so they are skipped here; a section the student edited keeps its edits and gets this version.
 */
export async function recordChangedSections(tx: Tx, orderId: string, kind: TTextVersionKind): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `insert into public.ai_essay_order_text_versions (ai_essay_order_id, section_key, text, kind)
     select o.id, s ->> 'key', coalesce(s ->> 'text', ''), $2
       from public.ai_essay_orders o
       cross join lateral jsonb_array_elements(o.final_text) with ordinality as e(s, n)
      where o.id = $1::bigint and jsonb_typeof(o.final_text) = 'array' and s ->> 'key' is not null
        and coalesce(s ->> 'text', '') is distinct from (select v.text from public.ai_essay_order_text_versions v
                                                          where v.ai_essay_order_id = o.id and v.section_key = s ->> 'key'
                                                          order by v.id desc limit 1)
      order by n
     returning id::text as id`,
    [orderId, kind],
  )
  return rows.length
}
