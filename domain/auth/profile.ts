// Profile changes a client makes (platform spec §7 Account): UpdateUserInformation and UpdateUserReceiptFields.
import { z } from 'zod'
import { ZEmail } from './email'
import { ZPhone } from './phone'

export const NOTIFICATION_CHANNELS = [
  { id: 1, title: 'Почта' },
  { id: 2, title: 'Телеграм' },
] as const

export const notificationChannelOf = (id: number | null | undefined) => NOTIFICATION_CHANNELS.find((c) => c.id === id) ?? null

export const PROFILE_MESSAGES = {
  nameEmpty: 'Заполни имя',
  nameTooLong: 'Кажется, ты ввёл имя некорректно',
  channel: 'Такого канала уведомлений нет',
} as const

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)

/** Spec §3 User.properties, spelled as the spec spells them. */
const ZUserPropertiesInput = z.object({
  passed_survey_about_notifications: z.boolean().nullish(),
  consent_to_the_processing_of_personal_data: z.boolean().nullish(),
})

/** Absent or null leaves a field as it is, except where null clears it (usedesk token, channel). */
export const ZUpdateUserInformationInput = z.object({
  email: ZEmail.nullish(),
  name: z.string().trim().min(1, PROFILE_MESSAGES.nameEmpty).max(100, PROFILE_MESSAGES.nameTooLong).nullish(),
  usedeskToken: z.preprocess(blankToNull, z.string().max(200).nullish()),
  notificationChannelId: z
    .number()
    .int()
    .refine((id) => NOTIFICATION_CHANNELS.some((c) => c.id === id), PROFILE_MESSAGES.channel)
    .nullish(),
  isMemoryEnabled: z.boolean().nullish(),
  properties: ZUserPropertiesInput.nullish(),
})

/** Where fiscal receipts go; an empty string or null clears the field. */
export const ZUpdateUserReceiptFieldsInput = z.object({
  receiptPhone: z.preprocess(blankToNull, ZPhone.nullish()),
  receiptEmail: z.preprocess(blankToNull, ZEmail.nullish()),
})

