// E-mail addresses for sign-in, profile and receipts (platform spec §5 Email).
import { z } from 'zod'

export const EMAIL_MESSAGES = {
  empty: 'Введи адрес почты',
  invalid: 'Кажется ты ввел неверную почту',
} as const

// One @, a dot in the domain, no spaces: what people mistype gets caught, and rarer valid shapes
// (quoted local parts, IP literals) are not worth a confusing rule on a student service.
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/

export const EMAIL_MAX_LENGTH = 254

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value) && !value.includes('..')
}

/** A required e-mail, trimmed and lower-cased so one address is one account. */
export const ZEmail = z
  .string({ error: EMAIL_MESSAGES.empty })
  .trim()
  .min(1, EMAIL_MESSAGES.empty)
  .refine(isEmail, { message: EMAIL_MESSAGES.invalid, params: { authError: 'EmailFormat' } })
  .transform((v) => v.toLowerCase())

export type TEmail = z.output<typeof ZEmail>
