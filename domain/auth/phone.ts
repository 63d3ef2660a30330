// Russian phone numbers for sign-in and receipts (platform spec §5 Phone), checked by libphonenumber-js.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { z } from 'zod'

export const PHONE_MESSAGES = {
  empty: 'Введи номер телефона',
  invalid: 'Кажется ты ввел неверный телефон',
  foreign: 'К сожалению, поддерживаются только номера РФ',
} as const

type TPhoneProblem = keyof typeof PHONE_MESSAGES

export type TPhoneCheck = { ok: true; digits: string } | { ok: false; problem: TPhoneProblem; message: string }

const fail = (problem: TPhoneProblem): TPhoneCheck => ({ ok: false, problem, message: PHONE_MESSAGES[problem] })

/**
 * Reads what a person typed (+7 (999) 123-45-67, 8 999…, 999…) as a Russian number and gives the digits the
 * server stores: calling code plus national number, 7XXXXXXXXXX. The `max` metadata checks the digits
 * themselves, not only the length, and tells Kazakhstan's +7 7xx numbers from Russia's.
 */
export function checkRussianPhone(input: string | null | undefined): TPhoneCheck {
  const text = (input ?? '').trim()
  if (!/\d/.test(text)) return fail(text === '' ? 'empty' : 'invalid')
  const parsed = parsePhoneNumberFromString(text, 'RU')
  if (!parsed || !parsed.isValid()) return fail('invalid')
  if (parsed.country !== 'RU') return fail('foreign')
  return { ok: true, digits: `${parsed.countryCallingCode}${parsed.nationalNumber}` }
}

/** A required Russian phone: parses to the digits-only value, or fails with the spec's message. */
export const ZPhone = z
  .string({ error: PHONE_MESSAGES.empty })
  .transform((value, ctx) => {
    const check = checkRussianPhone(value)
    if (check.ok) return check.digits
    ctx.addIssue({ code: 'custom', message: check.message, params: { authError: 'PhoneFormat', problem: check.problem } })
    return z.NEVER
  })

/** `+7 (999) 123-45-67` for showing stored digits back to a person (spec mask +7 (###) ### ## ##). */
export function formatRussianPhone(digits: string): string {
  const d = digits.replace(/\D/g, '')
  if (!/^7\d{10}$/.test(d)) return digits
  return `+7 (${d.slice(1, 4)}) ${d.slice(4, 7)} ${d.slice(7, 9)} ${d.slice(9, 11)}`
}
