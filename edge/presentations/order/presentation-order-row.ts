// One AI presentation order as the server reads it (the marketing parameters stay in the table).
import type { TDeckSpec, TPresentationThemeId } from '../../../domain/presentation/deck'
import { ZPresentationOrderId, type TPresentationJustification, type TPresentationOutline, type TPresentationTitlePage } from '../../../domain/presentation/input'
import { PRESENTATION_ORDER_STATUSES, type TPresentationOrderStatusName } from '../../../domain/presentation/statuses'
import { toWizardOrder, type TWizardOrder, type TWizardOrderRow } from '../../orders/wizard-order-row'

export type TPresentationOrder = TWizardOrder<TPresentationOrderStatusName> & {
  guestFingerprint: string | null
  slidesCount: number
  themeId: TPresentationThemeId
  justification: TPresentationJustification | null
  outline: TPresentationOutline | null
  titlePage: TPresentationTitlePage | null
  deck: TDeckSpec | null
  paidWith: 'free' | 'tokens' | 'demo' | null
  priceTokens: number | null
}

export const PRESENTATION_ORDER_COLUMNS = `id::text as id, unified_order_id::text as unified_order_id, user_id, guest_fingerprint, status, failed_status,
  topic, slides_count, theme_id, justification, outline, title_page, deck, ai_provider, is_paid, paid_with, price_tokens, error_description,
  created_at, updated_at`

export type TPresentationOrderRow = TWizardOrderRow & {
  guest_fingerprint: string | null
  slides_count: number
  theme_id: TPresentationThemeId
  justification: TPresentationJustification | null
  outline: TPresentationOutline | null
  title_page: TPresentationTitlePage | null
  deck: TDeckSpec | null
  paid_with: 'free' | 'tokens' | 'demo' | null
  price_tokens: number | null
}

export function toPresentationOrder(r: TPresentationOrderRow): TPresentationOrder {
  return {
    ...toWizardOrder(r, PRESENTATION_ORDER_STATUSES.name),
    guestFingerprint: r.guest_fingerprint,
    slidesCount: Number(r.slides_count),
    themeId: r.theme_id,
    justification: r.justification,
    outline: r.outline,
    titlePage: r.title_page,
    deck: r.deck,
    paidWith: r.paid_with,
    priceTokens: r.price_tokens == null ? null : Number(r.price_tokens),
  }
}

/** A bigint id as a call carries it, or null. */
export const presentationRowId = (v: unknown): string | null => (typeof v === 'string' || typeof v === 'number' ? (ZPresentationOrderId.safeParse(String(v)).data ?? null) : null)
