// Inputs of the code sign-in: request a code by phone (SMS or call) or e-mail, then exchange it for a token.
import { z } from 'zod'
import { ZAuthCode } from './code'
import { ZEmail } from './email'
import { ZPhone } from './phone'
import { ZSignUpParams } from './sign-up-params'

const PHONE_CODE_CHANNELS = ['sms', 'call'] as const
type TPhoneCodeChannel = (typeof PHONE_CODE_CHANNELS)[number]
export type TAuthCodeChannel = TPhoneCodeChannel | 'email' | 'telegram'

export type TContact = { kind: 'phone'; target: string } | { kind: 'email'; target: string }

const ONE_OF = 'Укажи телефон или почту'

/** Either a phone or an e-mail, never both; the phone or e-mail issues keep their spec messages and markers. */
function parseContact(v: { phone?: string | null; email?: string | null }, ctx: z.RefinementCtx): TContact | typeof z.NEVER {
  if (Boolean(v.phone) === Boolean(v.email)) {
    ctx.addIssue({ code: 'custom', message: ONE_OF, path: ['phone'] })
    return z.NEVER
  }
  const kind = v.phone ? 'phone' : 'email'
  const parsed = kind === 'phone' ? ZPhone.safeParse(v.phone) : ZEmail.safeParse(v.email)
  if (parsed.success) return { kind, target: parsed.data }
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [kind], params: (issue as { params?: Record<string, unknown> }).params })
  }
  return z.NEVER
}

export const ZRequestAuthCodeInput = ZSignUpParams.extend({
  phone: z.string().nullish(),
  email: z.string().nullish(),
  channel: z.enum(PHONE_CODE_CHANNELS, { error: 'Канал кода: sms или call' }).nullish(),
}).transform(({ phone, email, channel, ...params }, ctx) => {
  const contact = parseContact({ phone, email }, ctx)
  if (contact === z.NEVER) return z.NEVER
  return { ...contact, channel: contact.kind === 'email' ? ('email' as const) : (channel ?? 'sms'), params }
})

export const ZRequestApiTokenInput = z
  .object({ phone: z.string().nullish(), email: z.string().nullish(), code: ZAuthCode })
  .transform(({ phone, email, code }, ctx) => {
    const contact = parseContact({ phone, email }, ctx)
    if (contact === z.NEVER) return z.NEVER
    return { ...contact, code }
  })

/** A signed-in client proving a phone to attach it (same code flow as sign-in). */
export const ZAttachPhoneInput = z.object({ phone: ZPhone, code: ZAuthCode })
