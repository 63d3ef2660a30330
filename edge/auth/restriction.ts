// A user's restriction as the spec shows it (§3 User.restriction), and whether it still applies.
import type { TRestrictionInfo } from '../../domain/auth/errors'

export type TRestrictionRow = {
  can_login: boolean
  can_create_orders: boolean
  can_create_pay_ins: boolean
  restriction_description: string | null
  restriction_remove_at: Date | string | null
  restriction_reason_title: string | null
  restriction_reason_description: string | null
  restriction_reason_is_auto_ban: boolean | null
}

export const RESTRICTION_COLUMNS = `can_login, can_create_orders, can_create_pay_ins, restriction_description, restriction_remove_at,
  restriction_reason_title, restriction_reason_description, restriction_reason_is_auto_ban`

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString())

/** Null when nothing is restricted or the removal date has passed (lifting needs no job). */
export function activeRestriction(row: TRestrictionRow, now = new Date()): TRestrictionInfo | null {
  const limited = !row.can_login || !row.can_create_orders || !row.can_create_pay_ins
  if (!limited) return null
  if (row.restriction_remove_at !== null && new Date(row.restriction_remove_at) <= now) return null
  const hasReason = row.restriction_reason_title !== null || row.restriction_reason_description !== null
  return {
    description: row.restriction_description,
    removeAt: iso(row.restriction_remove_at),
    canLogin: row.can_login,
    canCreateOrders: row.can_create_orders,
    canCreatePayIns: row.can_create_pay_ins,
    reason: hasReason
      ? { title: row.restriction_reason_title, description: row.restriction_reason_description, is_auto_ban_reason: row.restriction_reason_is_auto_ban }
      : null,
  }
}
