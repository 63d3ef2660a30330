// The user row as `me` and the profile mutations return it: columns to select and their mapping to TMe.
import { roleOf } from '../../domain/user'
import { notificationChannelOf } from '../../domain/auth/profile'
import { activeRestriction, RESTRICTION_COLUMNS, type TRestrictionRow } from '../auth/restriction'
import type { TMe } from './get-me'

export const USER_COLUMNS = `id, name, email, phone, role_id, created_at, avatar_path, is_memory_enabled, usedesk_token, notification_channel_id,
  email_verified_at, telegram_is_attached, telegram_bot_is_blocked, get_params_when_register, receipt_email, receipt_phone, referral_id,
  properties, ${RESTRICTION_COLUMNS}`

export type TUserRow = TRestrictionRow & {
  id: string
  name: string | null
  email: string | null
  phone: string | null
  role_id: number
  created_at: Date | string
  avatar_path: string | null
  is_memory_enabled: boolean
  usedesk_token: string | null
  notification_channel_id: number | null
  email_verified_at: Date | string | null
  telegram_is_attached: boolean
  telegram_bot_is_blocked: boolean
  get_params_when_register: Record<string, unknown> | null
  receipt_email: string | null
  receipt_phone: string | null
  referral_id: string
  properties: Record<string, unknown> | null
}

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v))

export function toMe(row: TUserRow): TMe {
  const props = row.properties ?? {}
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: roleOf(Number(row.role_id)),
    createdAt: date(row.created_at),
    avatar: row.avatar_path,
    isMemoryEnabled: row.is_memory_enabled,
    usedeskToken: row.usedesk_token,
    notificationChannel: notificationChannelOf(row.notification_channel_id === null ? null : Number(row.notification_channel_id)),
    emailVerifiedAt: row.email_verified_at === null ? null : date(row.email_verified_at),
    telegramIsAttached: row.telegram_is_attached,
    telegramBotIsBlocked: row.telegram_bot_is_blocked,
    getParamsWhenRegister: Object.entries(row.get_params_when_register ?? {}).map(([name, value]) => ({ name, value: String(value) })),
    receiptEmail: row.receipt_email,
    receiptPhone: row.receipt_phone,
    referralId: row.referral_id,
    properties: {
      passed_survey_about_notifications: props.passed_survey_about_notifications === true,
      consent_to_the_processing_of_personal_data: props.consent_to_the_processing_of_personal_data === true,
    },
    restriction: activeRestriction(row),
  }
}
