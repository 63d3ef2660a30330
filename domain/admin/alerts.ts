// The back-office's mass alert form: the alert's own input (domain/mass-alert-input.ts, the same rules and Russian
// messages as every other switch) plus the active alert the administrator saw, so a switch made meanwhile by another
// administrator is not silently replaced (STALE_VERSION).
import { z } from 'zod'
import { ZSetMassAlertInput } from '../mass-alert-input'

const ZSeenAlert = z.object({
  seenActiveId: z
    .number({ error: 'Обнови страницу: не видно, какое объявление сейчас показано' })
    .int('Обнови страницу: не видно, какое объявление сейчас показано')
    .positive('Обнови страницу: не видно, какое объявление сейчас показано')
    .nullable(),
})

export const ZSetAdminMassAlertInput = z.intersection(ZSetMassAlertInput, ZSeenAlert)

/** One alert of the history, as GET /api/admin/alerts lists it. */
export type TAdminMassAlert = { id: number; text: string; isActive: boolean; createdAt: string; updatedAt: string }
