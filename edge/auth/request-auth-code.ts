// requestAuthCode: sends a 4-digit sign-in code by SMS, call or e-mail (platform spec §7 Sign-in).
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { asCaller } from '../db/port'
import { ZRequestAuthCodeInput, type TAuthCodeChannel } from '../../domain/auth/request-auth-code'
import { AUTH_CODE_RESEND_SECONDS, AUTH_CODE_TTL_SECONDS } from '../../domain/auth/limits'
import { DeliveryUnavailableError } from '../adapters/delivery'
import { authFailure, parseAuthInput, tooManyAttempts } from './auth-errors'
import { dropCode, reserveCode, setCodeHash } from './code-store'
import { generateNumericCode, hashAuthCode } from './secrets'
import { SERVICE } from './service-caller'

export type TRequestAuthCodeResult = {
  isSent: boolean
  /** Never the code itself (it would defeat the check); kept null for the spec's response shape. */
  code: null
  channel: TAuthCodeChannel
  resendAfterSeconds: number
  expiresInSeconds: number
}

const SEND_FAILED = 'Не получилось отправить код. Попробуй ещё раз или выбери другой способ входа'

const codeText = (code: string) => `Код для входа в Кампус: ${code}. Никому его не сообщай.`

export async function requestAuthCode(opts: { deps: AppDeps; caller: Caller; ip: string | null; input: unknown }): Promise<TRequestAuthCodeResult> {
  const { deps, ip } = opts
  const input = parseAuthInput(ZRequestAuthCodeInput, opts.input)
  const secret = deps.settings.APP_JWT_SECRET
  const code = input.channel === 'call' ? null : generateNumericCode()
  const codeHash = code ? await hashAuthCode({ secret, kind: input.kind, target: input.target, code }) : null
  const callerFingerprint = opts.caller.role === 'service_role' ? null : (opts.caller.fingerprint ?? null)
  const params = { ...input.params, fingerprint: input.params.fingerprint ?? callerFingerprint, channel: input.channel }

  const reservation = await asCaller(deps.db, SERVICE, (tx) =>
    reserveCode(tx, { kind: input.kind, channel: input.channel, target: input.target, codeHash, ip, params }),
  )
  if (!reservation.ok) throw tooManyAttempts(reservation.retryAfterSeconds)

  // Sent after the reservation commits: a slow provider must not hold a transaction (PGlite has one connection).
  const delivery = deps.ports.delivery
  try {
    if (input.channel === 'call') {
      const placed = await delivery.call({ to: input.target, ip })
      const hash = await hashAuthCode({ secret, kind: input.kind, target: input.target, code: placed.code })
      await asCaller(deps.db, SERVICE, (tx) => setCodeHash(tx, reservation.id, hash))
    } else if (input.channel === 'sms') {
      await delivery.sms({ to: input.target, text: codeText(code!) })
    } else {
      await delivery.email({
        to: input.target,
        subject: `Код для входа в Кампус: ${code}`,
        text: `${codeText(code!)}\nКод действует ${AUTH_CODE_TTL_SECONDS / 60} минут. Если ты не входил в Кампус, просто удали это письмо.`,
      })
    }
  } catch (e) {
    await asCaller(deps.db, SERVICE, (tx) => dropCode(tx, reservation.id))
    // The provider's words only: the code is never part of an error or a log line.
    deps.log.error('sign-in code was not delivered', { channel: input.channel, error: e instanceof Error ? e.message : String(e) })
    if (e instanceof DeliveryUnavailableError) throw authFailure('Этот способ входа сейчас недоступен, выбери другой', 'INTERNAL')
    throw authFailure(SEND_FAILED, 'INTERNAL')
  }
  return { isSent: true, code: null, channel: input.channel, resendAfterSeconds: AUTH_CODE_RESEND_SECONDS, expiresInSeconds: AUTH_CODE_TTL_SECONDS }
}
