// requestClientBotLink and POST /api/telegram/transform-get-params: the bot deep link. A guest gets a sign-in
// link (the bot answers with a code); a signed-in client gets a link that attaches the bot to the account.
import type { AppDeps } from '../context'
import { asCaller, type Caller } from '../db/port'
import { ZTelegramLinkParams } from '../../domain/auth/oauth-params'
import { ZGetParams } from '../../domain/auth/sign-up-params'
import { authFailure, parseAuthInput, tooManyAttempts } from './auth-errors'
import { HOUR, takeRateLimits } from './rate-limit'
import { addressKey } from './client-ip'
import { SERVICE } from './service-caller'
import { createTelegramLink } from './telegram-link'

const LINKS_PER_IP_HOUR = 60

export const NO_FINGERPRINT = 'Не получилось подготовить вход через Телеграм: обнови страницу и попробуй снова'

export async function requestClientBotLink(opts: { deps: AppDeps; caller: Caller; ip: string | null; input: unknown }): Promise<{ bot_link: string }> {
  const { deps, caller } = opts
  const input = parseAuthInput(ZTelegramLinkParams, opts.input ?? {})
  const bot_link = await asCaller(deps.db, SERVICE, async (tx) => {
    const wait = await takeRateLimits(tx, `telegram-link:ip:${addressKey(opts.ip)}`, [{ name: 'h', seconds: HOUR, max: LINKS_PER_IP_HOUR }])
    if (wait !== null) throw tooManyAttempts(wait)
    if (caller.role === 'authenticated') return createTelegramLink(tx, deps.settings, { purpose: 'attach', userId: caller.userId, params: input })
    // The code the bot sends is accepted only from this browser, so a code seen by someone else is useless to them.
    const fingerprint = input.fingerprint ?? (caller.role === 'anon' ? caller.fingerprint : null)
    if (!fingerprint) throw authFailure(NO_FINGERPRINT)
    return createTelegramLink(tx, deps.settings, { purpose: 'sign-in', fingerprint, params: { ...input, fingerprint } })
  })
  return { bot_link }
}

/** The REST twin: the body is the page's query parameters; the browser is named by its x-fingerprint header. */
export async function transformGetParams(opts: { deps: AppDeps; caller: Caller; ip: string | null; body: unknown }): Promise<{ link: string }> {
  const raw = opts.body && typeof opts.body === 'object' && !Array.isArray(opts.body) ? (opts.body as Record<string, unknown>) : {}
  const strings = Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'))
  const getParams = parseAuthInput(ZGetParams, strings)
  const { bot_link } = await requestClientBotLink({ ...opts, input: { getParams } })
  return { link: bot_link }
}
