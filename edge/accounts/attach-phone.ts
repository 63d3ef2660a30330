// attachPhone: a signed-in client proves a phone with a code (requested by requestAuthCode) and adds it to the account.
import type { AppDeps } from '../context'
import { asCaller, type Caller } from '../db/port'
import { AppError } from '../http/errors'
import { ZAttachPhoneInput } from '../../domain/auth/request-auth-code'
import { AUTH_MESSAGES, SERVER_STRINGS } from '../../domain/auth/errors'
import { parseAuthInput } from '../auth/auth-errors'
import { checkCode, type TCodeCheck } from '../auth/code-store'
import { refuseCode } from '../auth/request-api-token'
import { SERVICE } from '../auth/service-caller'
import { getMe, type TMe } from './get-me'
import { requireClient } from './require-client'

export async function attachPhone(opts: { deps: AppDeps; caller: Caller; ip: string | null; input: unknown }): Promise<TMe> {
  const { deps } = opts
  const caller = requireClient(opts.caller)
  const input = parseAuthInput(ZAttachPhoneInput, opts.input)
  // The phone is a sign-in identity, so it changes only after a code proves it, and only as the server.
  const result = await asCaller(deps.db, SERVICE, async (tx): Promise<TCodeCheck | { result: 'taken' }> => {
    const check = await checkCode(tx, { secret: deps.settings.APP_JWT_SECRET, kind: 'phone', target: input.phone, code: input.code, ip: opts.ip })
    if (check.result !== 'ok') return check
    const [other] = await tx.query('select 1 from public.users where phone = $1 and id <> $2::uuid', [input.phone, caller.userId])
    if (other) return { result: 'taken' }
    await tx.query('update public.users set phone = $1, updated_at = now() where id = $2::uuid', [input.phone, caller.userId])
    return check
  })
  if (result.result === 'taken') {
    throw new AppError('CONFLICT', SERVER_STRINGS.phoneExists, { authError: 'Default', field: 'phone', userMessage: AUTH_MESSAGES.phoneExists })
  }
  if (result.result !== 'ok') refuseCode(result)
  const me = await getMe({ db: deps.db, caller })
  if (!me) throw new AppError('UNAUTHENTICATED', 'Войди в аккаунт, чтобы продолжить')
  return me
}
