// requestApiToken: exchanges a phone or e-mail code for an API token, opening the account on first sign-in.
import type { AppDeps } from '../context'
import { asCaller, type Caller } from '../db/port'
import { ZRequestApiTokenInput } from '../../domain/auth/request-auth-code'
import { ZSignUpParams } from '../../domain/auth/sign-up-params'
import { AUTH_MESSAGES } from '../../domain/auth/errors'
import { authFailure, parseAuthInput, tooManyAttempts } from './auth-errors'
import { checkCode, type TCodeRefusal } from './code-store'
import { findOrCreateUser, signUpContext } from './find-or-create-user'
import { completeSignIn, tokenFor, type TSignInOutcome } from './complete-sign-in'
import { SERVICE } from './service-caller'

/** Throws the error the auth screens show for a code that did not sign in. */
export function refuseCode(check: TCodeRefusal): never {
  switch (check.result) {
    case 'wrong':
      throw authFailure(AUTH_MESSAGES.wrongCode, 'BAD_REQUEST', { reason: 'WRONG_CODE', attemptsLeft: check.attemptsLeft })
    case 'missing':
      throw authFailure(AUTH_MESSAGES.codeExpired, 'BAD_REQUEST', { reason: 'CODE_EXPIRED' })
    case 'dead':
    case 'ip-limited':
      throw tooManyAttempts()
  }
}

export async function requestApiToken(opts: { deps: AppDeps; caller: Caller; ip: string | null; userAgent?: string | null; input: unknown }): Promise<{ token: string }> {
  const { deps } = opts
  const input = parseAuthInput(ZRequestApiTokenInput, opts.input)
  const callerFingerprint = opts.caller.role === 'service_role' ? null : (opts.caller.fingerprint ?? null)

  const result = await asCaller(deps.db, SERVICE, async (tx): Promise<TCodeRefusal | TSignInOutcome> => {
    const check = await checkCode(tx, { secret: deps.settings.APP_JWT_SECRET, kind: input.kind, target: input.target, code: input.code, ip: opts.ip })
    if (check.result !== 'ok') return check
    // Params were validated when the code was requested; parsed again so a stored row can never widen them.
    const params = ZSignUpParams.catch({}).parse(check.params)
    const user = await findOrCreateUser(tx, {
      identity: input.kind === 'phone' ? { kind: 'phone', phone: input.target } : { kind: 'email', email: input.target },
      params,
      // via: the code's channel (sms, call) or e-mail; the device OS is the browser's that typed the code.
      context: signUpContext(typeof check.params.channel === 'string' ? check.params.channel : input.kind, params, opts.userAgent, { claimedTelegramId: params.telegramId }),
    })
    // The browser that asked for the code (params.fingerprint) has its guest rows bound. The one typing the code gets
    // its own bound only when it is that browser: a code for someone else's phone or e-mail, read out or prefilled
    // from a link, must not carry this browser's guest work into their account.
    const startedHere = callerFingerprint !== null && callerFingerprint === params.fingerprint
    return completeSignIn(tx, { user, fingerprints: [params.fingerprint, startedHere ? callerFingerprint : null] })
  })
  if ('result' in result) refuseCode(result)
  return tokenFor(deps.settings, result)
}
