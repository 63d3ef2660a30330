// One AI referat order as the server reads it (never its content: that is read apart, by the server, for the owner).
import type { TOutline } from '../../../domain/essay/requirements'
import { REFERAT_ORDER_STATUSES, type TReferatOrderStatusName } from '../../../domain/referat/order-statuses'
import { toWizardOrder, type TWizardOrder, type TWizardOrderRow } from '../../orders/wizard-order-row'

export type TReferatOrder = TWizardOrder<TReferatOrderStatusName> & {
  partnerReferatId: string | null
  extendedDescription: string | null
  numberOfPages: number
  outline: TOutline | null
  references: string[]
  charactersCount: number
  /** A bought copy of the catalogue referat's own text, not a text written for this order. */
  catalogueCopy: boolean
}

export const REFERAT_ORDER_COLUMNS = `id::text as id, unified_order_id::text as unified_order_id, user_id, partner_referat_id::text as partner_referat_id,
  status, failed_status, topic, extended_description, number_of_pages, outline, reference_list, characters_count, ai_provider, is_paid,
  catalogue_copy, error_description, created_at, updated_at`

export type TReferatOrderRow = TWizardOrderRow & {
  partner_referat_id: string | null
  extended_description: string | null
  number_of_pages: number
  outline: TOutline | null
  reference_list: string[]
  characters_count: number
  catalogue_copy: boolean | null
}

export function toReferatOrder(r: TReferatOrderRow): TReferatOrder {
  return {
    ...toWizardOrder(r, REFERAT_ORDER_STATUSES.name),
    partnerReferatId: r.partner_referat_id,
    extendedDescription: r.extended_description,
    numberOfPages: Number(r.number_of_pages),
    outline: r.outline,
    references: r.reference_list ?? [],
    charactersCount: Number(r.characters_count),
    catalogueCopy: r.catalogue_copy === true,
  }
}
