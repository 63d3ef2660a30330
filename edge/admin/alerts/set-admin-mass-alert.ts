// The back-office's mass alert switch: the same switch as every other (switchMassAlert: one active alert, announced to
// every open cabinet over realtime after commit) as one audited admin action with the alert before and after. The
// administrator names the active alert they saw; another administrator's switch meanwhile is STALE_VERSION.
import type { TMassAlert } from '../../../domain/banners'
import { ZSetAdminMassAlertInput } from '../../../domain/admin/alerts'
import type { Db } from '../../db/port'
import { AppError } from '../../http/errors'
import type { RealtimeHub } from '../../realtime/hub'
import { invalidateMassAlert } from '../../alerts/mass-alert-cache'
import { switchMassAlert } from '../../alerts/switch-mass-alert'
import { adminAction, type TAdmin } from '../admin-action'
import { parseAdminInput } from '../validation'

export async function setAdminMassAlert(o: { db: Db; realtime: RealtimeHub; admin: TAdmin; input: unknown }): Promise<TMassAlert | null> {
  const { text, isActive, seenActiveId } = parseAdminInput(ZSetAdminMassAlertInput, o.input)
  const current = await adminAction(
    { db: o.db, admin: o.admin, action: isActive ? 'alert.post' : 'alert.take-down', targetType: 'mass_alert', targetId: seenActiveId },
    async (tx) => {
      const done = await switchMassAlert(tx, {
        realtime: o.realtime,
        text,
        isActive,
        expect: (previous) => {
          if ((previous?.id ?? null) !== seenActiveId) throw new AppError('STALE_VERSION', undefined, { activeId: previous?.id ?? null })
        },
      })
      return {
        result: done.current,
        before: done.previous && { id: done.previous.id, text: done.previous.text, isActive: true },
        after: done.current ?? (done.previous ? { id: done.previous.id, isActive: false } : null),
        targetId: done.current?.id ?? done.previous?.id ?? null,
      }
    },
  )
  // This process renders the next page with the new alert without waiting for the NOTIFY round trip.
  invalidateMassAlert(o.db)
  return current ? { isActive: true, text: current.text } : null
}
