// What the sign-up screens send along with a code request, an OAuth start or a Telegram link (platform spec §7 Sign-in).
import { z } from 'zod'
import { PLACEMENT_PATTERN } from '../query-params'
import { SOURCE_KEY_MAX } from './limits'

export const CLIENT_ROLE_ID = 1

/** Same shape the server accepts in the x-fingerprint header. */
const FINGERPRINT_PATTERN = /^[A-Za-z0-9_-]{8,128}$/

export const ZFingerprint = z.string().regex(FINGERPRINT_PATTERN, 'Неверный отпечаток браузера')

/**
 * The page's query parameters (utm_source, ref, entry, p…), kept as sent; bounded so a row cannot grow without end. A
 * placement p that breaks its rule (domain/query-params.ts) is dropped, never a reason to refuse the sign-in.
 */
export const ZGetParams = z
  .record(z.string().min(1).max(100), z.string().max(2000), { error: 'getParams должен быть объектом строк' })
  .refine((r) => Object.keys(r).length <= 50, 'Слишком много параметров адреса: не больше 50')
  .transform((r) => (r.p === undefined || PLACEMENT_PATTERN.test(r.p) ? r : Object.fromEntries(Object.entries(r).filter(([name]) => name !== 'p'))))

export const ZSignUpParams = z.object({
  // Spec §6: only the client role signs in by phone or e-mail.
  roleId: z.literal(CLIENT_ROLE_ID, { error: 'Вход доступен только клиентам' }).nullish(),
  sourceKey: z.string().max(SOURCE_KEY_MAX).nullish(),
  fingerprint: ZFingerprint.nullish(),
  getParams: ZGetParams.nullish(),
  sourceAppType: z.string().max(50).nullish(),
  subscribeToAdvertising: z.boolean().nullish(),
  consentToTheProcessingOfPersonalData: z.boolean().nullish(),
  // A Telegram id the browser claims (web-app); recorded, never used to attach an account.
  telegramId: z.string().regex(/^\d{1,20}$/, 'Неверный идентификатор Телеграма').nullish(),
  // Someone else's referral id from a /ref/{id} link.
  referrerId: z.string().max(64).nullish(),
})

export type TSignUpParams = z.output<typeof ZSignUpParams>

/** A path on this site to return to after sign-in; anything that could leave the site is refused. */
export const ZSafeRedirect = z
  .string()
  .max(2000)
  .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\') && !/[\u0000-\u001f\\]/.test(v), {
    message: 'Адрес возврата должен быть путём на этом сайте',
  })
