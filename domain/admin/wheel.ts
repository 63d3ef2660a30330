// The back-office's wheel forms (orders.md §3 Wheel prize): a prize's weight, and partner promo codes pasted as a list,
// one code a line, for the promo prizes of 50, 100 or 1 000 ₽. Each line is checked on its own so the form can say which.
import { z } from 'zod'
import { ZVersion } from './tariffs'

export const ZUpdateWheelPrizeInput = z.strictObject(
  {
    version: ZVersion,
    weight: z.number({ error: 'Вес — целое число' }).int('Вес — целое число').min(0, 'Вес не может быть меньше нуля').max(10_000, 'Вес — не больше 10 000'),
  },
  { error: 'Лишнее поле в форме приза' },
)

export const WHEEL_CODE_VALUES = [50, 100, 1000] as const
const MAX_CODES = 1000

export const ZAddWheelCodesInput = z.strictObject(
  {
    value: z.union([z.literal(50), z.literal(100), z.literal(1000)], { error: 'Номинал — 50, 100 или 1 000 ₽' }),
    text: z.string({ error: 'Вставь коды, по одному в строке' }).max(200_000, 'Слишком длинный список: не больше 1 000 кодов за раз'),
  },
  { error: 'Лишнее поле в форме кодов' },
)

export type TCodeLineError = { line: number; code: string; message: string }

const CODE = /^[A-Za-zА-Яа-яЁё0-9_-]{3,100}$/

/** The codes of a pasted list, or what is wrong with which line (blank lines are skipped; a repeat is refused). */
export function parseCodeList(text: string): { codes: string[]; errors: TCodeLineError[] } {
  const codes: string[] = []
  const errors: TCodeLineError[] = []
  const seen = new Map<string, number>()
  text.split(/\r?\n/).forEach((raw, i) => {
    const code = raw.trim()
    if (!code) return
    const line = i + 1
    if (!CODE.test(code)) errors.push({ line, code, message: 'Код — от 3 до 100 букв, цифр, _ или -, без пробелов' })
    else if (seen.has(code.toLowerCase())) errors.push({ line, code, message: `Повтор строки ${seen.get(code.toLowerCase())}` })
    else {
      seen.set(code.toLowerCase(), line)
      codes.push(code)
    }
  })
  if (codes.length + errors.length === 0) errors.push({ line: 1, code: '', message: 'Вставь коды, по одному в строке' })
  if (codes.length > MAX_CODES) errors.push({ line: 0, code: '', message: `Не больше ${MAX_CODES} кодов за раз` })
  return { codes, errors }
}

export type TAdminWheelPrize = { id: number; kind: string; value: number; title: string; weight: number; version: number; percent: number }
export type TAdminWheelPool = { value: number; free: number; assigned: number }

// Trial keys (orders.md §2 trialKey; issue 33: the back-office makes and switches them): a key grants its free questions
// once per client through `/?trialKey=<key>`; the key itself is the address part, so only letters, digits, _ and -.
const TRIAL_KEY = /^[A-Za-z0-9_-]{1,64}$/

export const ZCreateTrialKeyInput = z.strictObject(
  {
    key: z
      .string({ error: 'Введи ключ' })
      .trim()
      .regex(TRIAL_KEY, 'Ключ — до 64 латинских букв, цифр, _ или -, без пробелов'),
    trials: z.number({ error: 'Вопросов — целое число от 1 до 1 000' }).int('Вопросов — целое число от 1 до 1 000').min(1, 'Вопросов — целое число от 1 до 1 000').max(1000, 'Вопросов — целое число от 1 до 1 000'),
    /** The last moment the key works, ISO; null: until switched off. */
    expiresAt: z.iso.datetime({ offset: true, error: 'Срок — дата и время' }).nullable().optional(),
  },
  { error: 'Лишнее поле в форме ключа' },
)

export const ZSetTrialKeyActiveInput = z.strictObject({ active: z.boolean({ error: 'Укажи, включён ли ключ' }) }, { error: 'Лишнее поле в форме ключа' })

/** A key as the panel lists it: how many clients redeemed it, and the address that redeems it. */
export type TAdminTrialKey = { key: string; trials: number; active: boolean; expiresAt: string | null; createdAt: string; redeemed: number; link: string }
