// One text-work order as the server reads it, and the mapping from its database row.
import type { TEssayStatus } from '../../../domain/essay/statuses'
import type { TOutline } from '../../../domain/essay/requirements'
import { asCaller, type Db } from '../../db/port'
import { SERVICE } from '../../auth/service-caller'

export type TEssaySection = { key: string; title: string; level: 1 | 2; text: string }

export type TEssayOrder = {
  id: string
  userId: string | null
  guestFingerprint: string | null
  unifiedOrderId: string | null
  status: TEssayStatus
  previousStatus: TEssayStatus | null
  topic: string
  workTypeId: number
  taskDetails: string | null
  numberOfPages: number | null
  extendedDescription: string | null
  goal: string | null
  idea: string | null
  flowType: string
  shouldGenerateFakeIntroduction: boolean
  fakeIntroduction: string | null
  outline: TOutline | null
  finalText: TEssaySection[] | null
  sourceText: string | null
  isMainPartsSectionsDifferentFromApprovedOutline: boolean
  referenceSearchStatus: string | null
  workbookFile: { path: string; name: string } | null
  isPaid: boolean
  titlePageData: Record<string, unknown> | null
  errorMessage: string | null
  aiProvider: string | null
  createdAt: Date
  updatedAt: Date
}

export const ESSAY_ORDER_COLUMNS = `id::text as id, user_id, guest_fingerprint, unified_order_id::text as unified_order_id, status, previous_status,
  topic, work_type_id, task_details, number_of_pages, extended_description, goal, idea, flow_type,
  should_generate_fake_introduction, fake_introduction, outline, final_text, source_text, is_main_parts_sections_different,
  reference_search_status, workbook_file, is_paid, title_page_data, error_message, ai_provider, created_at, updated_at`

export type TEssayOrderRow = {
  id: string
  user_id: string | null
  guest_fingerprint: string | null
  unified_order_id: string | null
  status: number
  previous_status: number | null
  topic: string
  work_type_id: number
  task_details: string | null
  number_of_pages: number | null
  extended_description: string | null
  goal: string | null
  idea: string | null
  flow_type: string
  should_generate_fake_introduction: boolean
  fake_introduction: string | null
  outline: unknown
  final_text: unknown
  source_text: string | null
  is_main_parts_sections_different: boolean
  reference_search_status: string | null
  workbook_file: unknown
  is_paid: boolean
  title_page_data: unknown
  error_message: string | null
  ai_provider: string | null
  created_at: Date | string
  updated_at: Date | string
}

// Drivers differ: postgres.js parses jsonb, PGlite may hand back text for values bound as text.
const json = <T>(v: unknown): T | null => (v == null ? null : typeof v === 'string' ? (JSON.parse(v) as T) : (v as T))
const date = (v: Date | string) => (v instanceof Date ? v : new Date(v))

export function toEssayOrder(r: TEssayOrderRow): TEssayOrder {
  return {
    id: r.id,
    userId: r.user_id,
    guestFingerprint: r.guest_fingerprint,
    unifiedOrderId: r.unified_order_id,
    status: Number(r.status) as TEssayStatus,
    previousStatus: r.previous_status == null ? null : (Number(r.previous_status) as TEssayStatus),
    topic: r.topic,
    workTypeId: Number(r.work_type_id),
    taskDetails: r.task_details,
    numberOfPages: r.number_of_pages == null ? null : Number(r.number_of_pages),
    extendedDescription: r.extended_description,
    goal: r.goal,
    idea: r.idea,
    flowType: r.flow_type,
    shouldGenerateFakeIntroduction: r.should_generate_fake_introduction,
    fakeIntroduction: r.fake_introduction,
    outline: json<TOutline>(r.outline),
    finalText: json<TEssaySection[]>(r.final_text),
    sourceText: r.source_text,
    isMainPartsSectionsDifferentFromApprovedOutline: r.is_main_parts_sections_different,
    referenceSearchStatus: r.reference_search_status,
    workbookFile: json<{ path: string; name: string }>(r.workbook_file),
    isPaid: r.is_paid,
    titlePageData: json<Record<string, unknown>>(r.title_page_data),
    errorMessage: r.error_message,
    aiProvider: r.ai_provider,
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  }
}

/** One order as the server's own jobs read it (no caller, no lock): null when it is gone. */
export async function loadEssayOrder(db: Db, id: string): Promise<TEssayOrder | null> {
  const [row] = await asCaller(db, SERVICE, (tx) => tx.query<TEssayOrderRow>(`select ${ESSAY_ORDER_COLUMNS} from public.ai_essay_orders where id = $1::bigint`, [id]))
  return row ? toEssayOrder(row) : null
}

/** A bigint id as the API receives it (string or number): its digits, or null for anything else. */
export const rowId = (v: unknown): string | null => {
  const s = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : ''
  return /^\d{1,18}$/.test(s) ? s : null
}
