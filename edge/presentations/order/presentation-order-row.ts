// One AI presentation order as the server reads it (the marketing parameters stay in the table).
import type { TDeckSpec, TPresentationThemeId } from '../../../domain/presentation/deck'
import { ZPresentationOrderId, type TPresentationJustification, type TPresentationOutline, type TPresentationTitlePage } from '../../../domain/presentation/input'
import { presentationOrderStatusName, type TPresentationOrderStatusName } from '../../../domain/presentation/statuses'

export type TPresentationOrder = {
  id: string
  unifiedOrderId: string
  userId: string | null
  guestFingerprint: string | null
  status: TPresentationOrderStatusName
  failedStatus: TPresentationOrderStatusName | null
  topic: string
  slidesCount: number
  themeId: TPresentationThemeId
  justification: TPresentationJustification | null
  outline: TPresentationOutline | null
  titlePage: TPresentationTitlePage | null
  deck: TDeckSpec | null
  aiProvider: string | null
  isPaid: boolean
  paidWith: 'free' | 'tokens' | null
  priceTokens: number | null
  errorDescription: string | null
  createdAt: Date
  updatedAt: Date
}

export const PRESENTATION_ORDER_COLUMNS = `id::text as id, unified_order_id::text as unified_order_id, user_id, guest_fingerprint, status, failed_status,
  topic, slides_count, theme_id, justification, outline, title_page, deck, ai_provider, is_paid, paid_with, price_tokens, error_description,
  created_at, updated_at`

export type TPresentationOrderRow = {
  id: string
  unified_order_id: string
  user_id: string | null
  guest_fingerprint: string | null
  status: number
  failed_status: number | null
  topic: string
  slides_count: number
  theme_id: TPresentationThemeId
  justification: TPresentationJustification | null
  outline: TPresentationOutline | null
  title_page: TPresentationTitlePage | null
  deck: TDeckSpec | null
  ai_provider: string | null
  is_paid: boolean
  paid_with: 'free' | 'tokens' | null
  price_tokens: number | null
  error_description: string | null
  created_at: Date
  updated_at: Date
}

export function toPresentationOrder(r: TPresentationOrderRow): TPresentationOrder {
  return {
    id: r.id,
    unifiedOrderId: r.unified_order_id,
    userId: r.user_id,
    guestFingerprint: r.guest_fingerprint,
    status: presentationOrderStatusName(Number(r.status)),
    failedStatus: r.failed_status == null ? null : presentationOrderStatusName(Number(r.failed_status)),
    topic: r.topic,
    slidesCount: Number(r.slides_count),
    themeId: r.theme_id,
    justification: r.justification,
    outline: r.outline,
    titlePage: r.title_page,
    deck: r.deck,
    aiProvider: r.ai_provider,
    isPaid: Boolean(r.is_paid),
    paidWith: r.paid_with,
    priceTokens: r.price_tokens == null ? null : Number(r.price_tokens),
    errorDescription: r.error_description,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }
}

/** A bigint id as a call carries it, or null. */
export const presentationRowId = (v: unknown): string | null => (typeof v === 'string' || typeof v === 'number' ? (ZPresentationOrderId.safeParse(String(v)).data ?? null) : null)
