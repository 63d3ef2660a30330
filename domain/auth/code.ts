// The sign-in code a person types: exactly four digits (platform spec §5 Code, §9 Auth).
import { z } from 'zod'
import { AUTH_CODE_LENGTH } from './limits'

const CODE_MESSAGES = {
  format: 'Код состоит из 4 цифр',
} as const

export const ZAuthCode = z
  .string({ error: CODE_MESSAGES.format })
  .trim()
  .regex(new RegExp(`^\\d{${AUTH_CODE_LENGTH}}$`), CODE_MESSAGES.format)
