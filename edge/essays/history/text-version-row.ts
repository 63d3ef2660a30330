// One version of the edit history as the API shows it, read with the version it followed in the same section (for the
// words added and removed) — the previous text is looked up per row through the section index, only for the rows read.
import type { TEssaySection } from '../order/essay-order-row'
import { textVersionAuthor, versionPreview, wordChange, type TTextVersionKind } from '../../../domain/essay/text-history'

export type TTextVersion = {
  id: string
  sectionKey: string
  sectionTitle: string | null
  kind: TTextVersionKind
  author: string
  createdAt: Date
  text: string
  preview: string
  wordsAdded: number
  wordsRemoved: number
  restoredFromId: string | null
  isCurrent: boolean
}

export type TTextVersionRow = {
  id: string
  section_key: string
  text: string
  kind: TTextVersionKind
  restored_from_id: string | null
  created_at: Date | string
  previous_text: string | null
}

/** Select list over `v` (public.ai_essay_order_text_versions). */
export const TEXT_VERSION_COLUMNS = `v.id::text as id, v.section_key, v.text, v.kind, v.restored_from_id::text as restored_from_id, v.created_at,
  (select p.text from public.ai_essay_order_text_versions p
    where p.ai_essay_order_id = v.ai_essay_order_id and p.section_key = v.section_key and p.id < v.id
    order by p.id desc limit 1) as previous_text`

/** `newestIds`: the newest version id of each section — that one is current when its text is the section's text. */
export function toTextVersion(r: TTextVersionRow, sections: readonly TEssaySection[], newestIds: ReadonlySet<string>): TTextVersion {
  const section = sections.find((s) => s.key === r.section_key)
  const change = wordChange(r.previous_text, r.text)
  return {
    id: r.id,
    sectionKey: r.section_key,
    sectionTitle: section?.title ?? null,
    kind: r.kind,
    author: textVersionAuthor(r.kind),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
    text: r.text,
    preview: versionPreview(r.text),
    wordsAdded: change.added,
    wordsRemoved: change.removed,
    restoredFromId: r.restored_from_id,
    isCurrent: newestIds.has(r.id) && section?.text === r.text,
  }
}
