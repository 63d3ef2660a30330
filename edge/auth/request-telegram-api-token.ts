// requestTelegramApiToken: the code the bot sent, typed in the browser that asked for the bot link, for an API token.
import { z } from 'zod'
import type { AppDeps } from '../context'
import { asCaller, type Caller } from '../db/port'
import { ZAuthCode } from '../../domain/auth/code'
import { ZFingerprint, ZSignUpParams } from '../../domain/auth/sign-up-params'
import { authFailure, parseAuthInput } from './auth-errors'
import { checkCode, type TCodeRefusal } from './code-store'
import { findOrCreateUser, signUpContext } from './find-or-create-user'
import { completeSignIn, tokenFor, type TSignInOutcome } from './complete-sign-in'
import { SERVICE } from './service-caller'
import { refuseCode } from './request-api-token'
import { NO_FINGERPRINT } from './request-client-bot-link'

const ZInput = z.object({ code: ZAuthCode, fingerprint: ZFingerprint.nullish() })

type CodeParams = { link?: unknown; telegramUserId?: string; firstName?: string | null; lastName?: string | null }

export async function requestTelegramApiToken(opts: { deps: AppDeps; caller: Caller; ip: string | null; userAgent?: string | null; input: unknown }): Promise<{ token: string }> {
  const { deps, caller } = opts
  const input = parseAuthInput(ZInput, opts.input)
  const fingerprint = input.fingerprint ?? (caller.role === 'service_role' ? null : (caller.fingerprint ?? null))
  if (!fingerprint) throw authFailure(NO_FINGERPRINT)

  const result = await asCaller(deps.db, SERVICE, async (tx): Promise<TCodeRefusal | TSignInOutcome> => {
    const check = await checkCode(tx, { secret: deps.settings.APP_JWT_SECRET, kind: 'telegram', target: fingerprint, code: input.code, ip: opts.ip })
    if (check.result !== 'ok') return check
    const stored = check.params as CodeParams
    const params = ZSignUpParams.catch({}).parse(stored.link ?? {})
    const telegramId = String(stored.telegramUserId ?? '')
    if (!/^\d{1,20}$/.test(telegramId)) return { result: 'missing' }
    const user = await findOrCreateUser(tx, {
      identity: { kind: 'telegram', telegramId },
      params,
      context: signUpContext('telegram', params, opts.userAgent),
      hints: { name: [stored.firstName, stored.lastName].filter(Boolean).join(' ') || null },
    })
    // They have just talked to the bot, so it is not blocked.
    await tx.query('update public.users set telegram_bot_is_blocked = false where id = $1::uuid and telegram_bot_is_blocked', [user.id])
    return completeSignIn(tx, { user, fingerprints: [fingerprint] })
  })
  if ('result' in result) refuseCode(result)
  return tokenFor(deps.settings, result)
}
