// One AI referat order as the server reads it (never its content: that is read apart, by the server, for the owner).
import type { TOutline } from '../../../domain/essay/requirements'
import { referatOrderStatusName, type TReferatOrderStatusName } from '../../../domain/referat/order-statuses'

export type TReferatOrder = {
  id: string
  unifiedOrderId: string
  userId: string | null
  partnerReferatId: string | null
  status: TReferatOrderStatusName
  failedStatus: TReferatOrderStatusName | null
  topic: string
  extendedDescription: string | null
  numberOfPages: number
  outline: TOutline | null
  references: string[]
  charactersCount: number
  aiProvider: string | null
  isPaid: boolean
  errorDescription: string | null
  createdAt: Date
  updatedAt: Date
}

export const REFERAT_ORDER_COLUMNS = `id::text as id, unified_order_id::text as unified_order_id, user_id, partner_referat_id::text as partner_referat_id,
  status, failed_status, topic, extended_description, number_of_pages, outline, reference_list, characters_count, ai_provider, is_paid,
  error_description, created_at, updated_at`

export type TReferatOrderRow = {
  id: string
  unified_order_id: string
  user_id: string | null
  partner_referat_id: string | null
  status: number
  failed_status: number | null
  topic: string
  extended_description: string | null
  number_of_pages: number
  outline: TOutline | null
  reference_list: string[]
  characters_count: number
  ai_provider: string | null
  is_paid: boolean
  error_description: string | null
  created_at: Date
  updated_at: Date
}

export function toReferatOrder(r: TReferatOrderRow): TReferatOrder {
  return {
    id: r.id,
    unifiedOrderId: r.unified_order_id,
    userId: r.user_id,
    partnerReferatId: r.partner_referat_id,
    status: referatOrderStatusName(Number(r.status)),
    failedStatus: r.failed_status == null ? null : referatOrderStatusName(Number(r.failed_status)),
    topic: r.topic,
    extendedDescription: r.extended_description,
    numberOfPages: Number(r.number_of_pages),
    outline: r.outline,
    references: r.reference_list ?? [],
    charactersCount: Number(r.characters_count),
    aiProvider: r.ai_provider,
    isPaid: Boolean(r.is_paid),
    errorDescription: r.error_description,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }
}
