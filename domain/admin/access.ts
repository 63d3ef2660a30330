// The back-office's access rules both sides share (issue 17): who is an administrator, how long the second factor
// holds, and the wording of the code form.
import { z } from 'zod'

/** platform.md §3 Roles: admin id 4. */
export const ADMIN_ROLE_ID = 4

/** A second-factor code lives 10 minutes and takes 5 wrong tries; a verified session lasts 12 hours at most. */
export const ADMIN_CODE_TTL_SECONDS = 10 * 60
export const ADMIN_CODE_MAX_WRONG_TRIES = 5
export const ADMIN_CODE_RESEND_SECONDS = 60
export const ADMIN_SESSION_HOURS = 12

export const ZAdminCodeInput = z.object({
  code: z.string({ error: 'Введи код из сообщения' }).regex(/^\d{6}$/, 'Код — это 6 цифр из сообщения'),
})

/** Where the code went, for the form's hint. */
export type TAdminCodeChannel = 'telegram' | 'email' | 'outbox'

export const ADMIN_CODE_SENT_TO: Record<TAdminCodeChannel, string> = {
  telegram: 'Код отправлен в Телеграм',
  email: 'Код отправлен на почту',
  outbox: 'Код в исходящих (/dev/outbox): на этом сервере нет почты и Телеграма',
}

/** GET /api/admin/session: the administrator's name and whether this token still needs the code. */
export type TAdminSession = { userId: string; name: string | null; verified: boolean; expiresAt: string | null }
