// The visual items of text-work orders, read as the caller (RLS: only the order's owner sees them), oldest first.
import { asCaller, type Caller, type Db } from '../../db/port'
import { parseVisualItem, type TVisualItem } from '../../../domain/essay/visual-items'

type TRow = { id: string; ai_essay_order_id: string; type: string; content: unknown; isDemo: boolean; sourceText: string; userInstructions: string | null }

/** Items by order id; a row whose content no longer fits its schema is left out rather than shown broken. */
export async function listEssayVisualItems(o: { db: Db; caller: Caller; orderIds: readonly string[] }): Promise<Map<string, TVisualItem[]>> {
  const rows = await asCaller(o.db, o.caller, (tx) =>
    tx.query<TRow>(
      `select id::text as id, ai_essay_order_id::text as ai_essay_order_id, type, content, is_demo as "isDemo",
              source_text as "sourceText", user_instructions as "userInstructions"
         from public.ai_essay_order_visual_items where ai_essay_order_id = any($1::bigint[]) order by id`,
      [o.orderIds],
    ),
  )
  const out = new Map<string, TVisualItem[]>()
  for (const r of rows) {
    const item = parseVisualItem(r)
    if (item) out.set(r.ai_essay_order_id, [...(out.get(r.ai_essay_order_id) ?? []), item])
  }
  return out
}
