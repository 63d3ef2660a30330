// The restriction fields of an account row as the audit log keeps them (before / after of user.restrict and
// user.unrestrict).
import type { TRestrictionRow } from '../../auth/restriction'

export const restrictionSnapshot = (r: TRestrictionRow & { version: number }) => ({
  canLogin: r.can_login,
  canCreateOrders: r.can_create_orders,
  canCreatePayIns: r.can_create_pay_ins,
  description: r.restriction_description,
  removeAt: r.restriction_remove_at === null ? null : new Date(r.restriction_remove_at).toISOString(),
  reasonTitle: r.restriction_reason_title,
  reasonDescription: r.restriction_reason_description,
  version: Number(r.version),
})
