// The text of each kind of document the originality index holds, read as the server: the body a teacher's checker would
// read (sections' paragraphs, a library work's task and answer, an AI answer), without headings, visual-item markers or
// the reference list (kept apart in every product already). Null when the row is gone or has no finished text yet.
import type { Tx } from '../db/port'
import { checkedTextOfSections } from '../../domain/originality/sections-text'
import { libraryWorkPath } from '../../domain/library/work-types'
import { referatPath } from '../../domain/referat/referat-slug'
import { ESSAY_STATUS } from '../../domain/essay/statuses'
import { REFERAT_ORDER_STATUSES } from '../../domain/referat/order-statuses'
import { AI_MESSAGE_ROLE } from '../../domain/ai-order/ai-order-input'
import type { TOriginalityKind } from './originality-kinds'

export type TSourceText = {
  text: string
  title: string
  /** 'u:<user id>' or 'g:<guest fingerprint>'; null for the public catalogue. */
  ownerKey: string | null
  /** The public page where the text can be read, for the catalogue only. */
  path: string | null
  /** False for a student's own file they did not agree to add: it is checked, never indexed. */
  indexable?: boolean
}

export const ownerKeyOf = (o: { user_id: string | null; guest_fingerprint: string | null }): string | null =>
  o.user_id ? `u:${o.user_id}` : o.guest_fingerprint ? `g:${o.guest_fingerprint}` : null

const json = <T>(v: unknown): T | null => (v == null ? null : typeof v === 'string' ? (JSON.parse(v) as T) : (v as T))

/** A sectioned work's checked text (domain/originality/sections-text.ts), the same the page maps fragments back with. */
export const sectionsText = (sections: unknown): string => checkedTextOfSections(json<{ key?: string; text?: unknown }[]>(sections) ?? []).text

const loaders: Record<TOriginalityKind, (tx: Tx, id: string) => Promise<TSourceText | null>> = {
  async library_work(tx, id) {
    const [w] = await tx.query<{ title: string; task: string; answer: string; type_slug: string; subject_slug: string; slug: string }>(
      `select w.title, w.task, w.answer, t.slug as type_slug, s.slug as subject_slug, w.slug
         from public.library_works w
         join public.library_work_types t on t.id = w.type_id
         join public.subjects s on s.id = w.subject_id
        where w.id = $1::bigint and w.published`,
      [id],
    )
    return w ? { text: `${w.task}\n\n${w.answer}`, title: w.title, ownerKey: null, path: libraryWorkPath(w.type_slug, w.subject_slug, w.slug) } : null
  },
  async referat(tx, id) {
    const [r] = await tx.query<{ title: string; slug: string; sections: unknown }>(
      `select r.title, r.slug, t.sections from public.referats r join private.referat_texts t on t.referat_id = r.id
        where r.id = $1::bigint and r.status = 'published'`,
      [id],
    )
    return r ? { text: sectionsText(r.sections), title: r.title, ownerKey: null, path: referatPath({ slug: r.slug, id }) } : null
  },
  async text_work(tx, id) {
    const [o] = await tx.query<{ topic: string; final_text: unknown; user_id: string | null; guest_fingerprint: string | null }>(
      `select topic, final_text, user_id, guest_fingerprint from public.ai_essay_orders where id = $1::bigint and status = $2`,
      [id, ESSAY_STATUS.completed],
    )
    return o?.final_text ? { text: sectionsText(o.final_text), title: o.topic, ownerKey: ownerKeyOf(o), path: null } : null
  },
  async referat_order(tx, id) {
    const [o] = await tx.query<{ topic: string; content: unknown; user_id: string | null; guest_fingerprint: string | null }>(
      `select topic, content, user_id, guest_fingerprint from public.ai_referat_orders where id = $1::bigint and status = $2`,
      [id, REFERAT_ORDER_STATUSES.ids.COMPLETED],
    )
    return o?.content ? { text: sectionsText(o.content), title: o.topic, ownerKey: ownerKeyOf(o), path: null } : null
  },
  async ai_answer(tx, id) {
    const [m] = await tx.query<{ content: string; user_id: string | null; guest_fingerprint: string | null }>(
      `select m.content, o.user_id, o.guest_fingerprint from public.ai_order_messages m join public.ai_orders o on o.id = m.ai_order_id
        where m.id = $1::bigint and m.role = $2 and m.state = 'done'`,
      [id, AI_MESSAGE_ROLE.assistant],
    )
    return m ? { text: m.content, title: 'Ответ ИИ', ownerKey: ownerKeyOf(m), path: null } : null
  },
  async upload(tx, id) {
    const [u] = await tx.query<{ name: string; text: string; add_to_index: boolean; user_id: string | null; guest_fingerprint: string | null }>(
      `select name, text, add_to_index, user_id, guest_fingerprint from private.originality_uploads where id = $1::bigint`,
      [id],
    )
    return u ? { text: u.text, title: u.name, ownerKey: ownerKeyOf(u), path: null, indexable: u.add_to_index } : null
  },
}

export async function loadSourceText(tx: Tx, kind: TOriginalityKind, id: string): Promise<TSourceText | null> {
  return loaders[kind](tx, id)
}
