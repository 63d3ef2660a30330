// Finds the account an identity signs in to, or opens one with what the sign-up screen sent.
import type { Queryable } from '../db/port'
import type { TSignUpParams } from '../../domain/auth/sign-up-params'
import { CLIENT_ROLE_ID } from '../../domain/auth/sign-up-params'
import { RESTRICTION_COLUMNS, type TRestrictionRow } from './restriction'
import { deviceOsFromUserAgent } from '../../domain/device-os'

export type TIdentity =
  | { kind: 'phone'; phone: string }
  | { kind: 'email'; email: string }
  | { kind: 'telegram'; telegramId: string }
  | { kind: 'yandex'; yandexId: string }
  | { kind: 'vkontakte'; vkId: string }

/** What a provider tells about the person; used only when the account is new. */
type TProfileHints = { name?: string | null; email?: string | null }

export type TSignInUser = TRestrictionRow & { id: string; created: boolean }

type Opts = { identity: TIdentity; params: TSignUpParams; context: Record<string, unknown>; hints?: TProfileHints }

const LOOKUP: Record<TIdentity['kind'], string> = {
  phone: 'phone = $1',
  // Only a proven address signs in; one merely typed into a profile does not (see below).
  email: 'lower(email) = $1 and email_verified_at is not null',
  telegram: 'telegram_id = $1::bigint',
  yandex: 'yandex_id = $1',
  vkontakte: 'vk_id = $1',
}

function identityColumns(id: TIdentity): [Record<string, unknown>, string] {
  switch (id.kind) {
    case 'phone':
      return [{ phone: id.phone }, id.phone]
    case 'email':
      return [{ email: id.email, email_verified_at: new Date().toISOString() }, id.email]
    case 'telegram':
      return [{ telegram_id: id.telegramId }, id.telegramId]
    case 'yandex':
      return [{ yandex_id: id.yandexId }, id.yandexId]
    case 'vkontakte':
      return [{ vk_id: id.vkId }, id.vkId]
  }
}

// `::text::jsonb`: a string bound straight to jsonb is encoded a second time by one driver or the other.
const CASTS: Record<string, string> = {
  email_verified_at: '::timestamptz',
  telegram_id: '::bigint',
  get_params_when_register: '::text::jsonb',
  sign_up_context: '::text::jsonb',
  properties: '::text::jsonb',
  referrer_id: '::uuid',
  role_id: '::smallint',
}

/**
 * The new account's sign-up context, the same for every way of signing in: how (`via`), the entry source and app type
 * the screen sent, and the device OS (platform.md §3: ios, android or unknown) of the browser that finished the sign-in,
 * told from its User-Agent. `extra` adds what only one way knows.
 */
export function signUpContext(via: string, params: TSignUpParams, userAgent: string | null | undefined, extra: Record<string, unknown> = {}) {
  return { via, sourceKey: params.sourceKey, sourceAppType: params.sourceAppType, ...extra, deviceOs: deviceOsFromUserAgent(userAgent) }
}

/** `q` runs as the service role, inside the transaction that consumed the code or the OAuth state. */
export async function findOrCreateUser(q: Queryable, opts: Opts): Promise<TSignInUser> {
  const [identityValues, key] = identityColumns(opts.identity)
  const select = () =>
    q.query<TSignInUser>(`select id, false as created, ${RESTRICTION_COLUMNS} from public.users where ${LOOKUP[opts.identity.kind]}`, [key])
  const [found] = await select()
  if (found) return found

  if (opts.identity.kind === 'email') {
    // Someone proved this address with a code. If another account only typed it into its profile, that
    // claim loses: otherwise anyone could pre-register a victim's address and later share their account.
    await q.query('update public.users set email = null, updated_at = now() where lower(email) = $1', [key])
  }
  const p = opts.params
  const [referrer] = p.referrerId ? await q.query<{ id: string }>('select id from public.users where referral_id = $1', [p.referrerId]) : []
  // A provider's address is kept only if no account has it; it stays unverified (we did not prove it).
  const hintEmail = opts.identity.kind === 'email' ? null : opts.hints?.email?.trim().toLowerCase() || null
  const keepHintEmail = hintEmail !== null && (await q.query('select 1 from public.users where lower(email) = $1', [hintEmail])).length === 0
  const values: Record<string, unknown> = {
    role_id: CLIENT_ROLE_ID,
    name: opts.hints?.name?.trim().slice(0, 100) || null,
    get_params_when_register: JSON.stringify(p.getParams ?? {}),
    sign_up_context: JSON.stringify(opts.context),
    subscribe_to_advertising: p.subscribeToAdvertising ?? false,
    properties: JSON.stringify(p.consentToTheProcessingOfPersonalData ? { consent_to_the_processing_of_personal_data: true } : {}),
    referrer_id: referrer?.id ?? null,
    ...(keepHintEmail && { email: hintEmail }),
    ...identityValues,
  }
  const columns = Object.keys(values)
  const [created] = await q.query<TSignInUser>(
    `insert into public.users (${columns.join(', ')})
     values (${columns.map((c, i) => `$${i + 1}${CASTS[c] ?? ''}`).join(', ')})
     on conflict do nothing
     returning id, true as created, ${RESTRICTION_COLUMNS}`,
    Object.values(values),
  )
  if (created) return created
  // Lost a race with a concurrent sign-in of the same identity, or of the provider's address.
  const [again] = await select()
  if (again) return again
  if (keepHintEmail) return findOrCreateUser(q, { ...opts, hints: { ...opts.hints, email: null } })
  throw new Error(`could not create a user for a ${opts.identity.kind} sign-in`)
}
