// Stored phone digits shown with the spec's mask, without loading libphonenumber for it.
import { maskPhone } from '../../domain/auth/screens'

export const formatRussianPhoneDigits = (digits: string) => (/^7\d{10}$/.test(digits) ? maskPhone(digits.slice(1)) : digits)
