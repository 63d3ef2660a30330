// Input of setMassAlert; apart from domain/banners.ts so the browser bundle never pulls in zod.
import { z } from 'zod'

const MASS_ALERT_MAX_LENGTH = 500

export const ZSetMassAlertInput = z
  .object(
    {
      text: z
        .string({ error: 'Текст объявления должен быть строкой' })
        .trim()
        .max(MASS_ALERT_MAX_LENGTH, `Объявление длиннее ${MASS_ALERT_MAX_LENGTH} символов не поместится в баннер`)
        .optional(),
      isActive: z.boolean({ error: 'Поле isActive должно быть true или false' }).default(true),
    },
    { error: 'Ожидается объект вида { "text": "...", "isActive": true }' },
  )
  .superRefine((v, ctx) => {
    if (v.isActive && !v.text) ctx.addIssue({ code: 'custom', path: ['text'], message: 'Впиши текст объявления' })
  })

export type TSetMassAlertInput = z.input<typeof ZSetMassAlertInput>
