// Field schemas several back-office forms share, with their Russian messages.
import { z } from 'zod'

/** Optional text: blank becomes null. */
export const ZOptionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} — текст` })
    .trim()
    .max(max, `${label} — не длиннее ${max} символов`)
    .nullable()
    .transform((s) => (s ? s : null))

/** An optional moment from a date-time field (blank → null), stored as ISO. */
export const ZMoment = (label: string) =>
  z
    .string({ error: `${label} — дата и время` })
    .trim()
    .nullable()
    .transform((s, ctx) => {
      if (!s) return null
      const at = new Date(s)
      if (Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${label}: не получилось прочитать дату` })
        return z.NEVER
      }
      return at.toISOString()
    })

/** A promo code as a client types it, and its address key. */
export const ZPromoCodeText = z.string({ error: 'Заполни промокод' }).trim().regex(/^[A-Za-zА-Яа-яЁё0-9_-]{3,40}$/, 'Промокод — от 3 до 40 букв, цифр, _ или -')
export const ZPromoUrlKey = z.string({ error: 'Заполни ключ ссылки' }).trim().regex(/^[a-z0-9_-]{2,60}$/, 'Ключ ссылки — строчная латиница, цифры, _ и -, от 2 до 60 символов')
