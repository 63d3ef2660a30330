// Sign-in codes in private.auth_codes: reserve one (resend interval, limits, replacing the old one) and check one.
import type { Queryable } from '../db/port'
import {
  AUTH_CODE_MAX_WRONG_TRIES,
  AUTH_CODE_RESEND_SECONDS,
  AUTH_CODE_TTL_SECONDS,
  AUTH_SENDS_PER_IP,
  AUTH_SENDS_PER_TARGET,
  AUTH_WRONG_CODES_PER_IP,
  AUTH_WRONG_CODES_PER_TARGET,
} from '../../domain/auth/limits'
import { constantTimeEqual, hashAuthCode } from './secrets'
import { DAY, HOUR, isRateLimited, takeRateLimits } from './rate-limit'
import { addressKey } from './client-ip'

/** Phone codes by SMS or call share one target, so a call replaces an SMS and counts toward the same limits. */
export type TCodeKind = 'phone' | 'email' | 'telegram'
export type TCodeChannel = 'sms' | 'call' | 'email' | 'telegram'

const CHANNELS: Record<TCodeKind, TCodeChannel[]> = { phone: ['sms', 'call'], email: ['email'], telegram: ['telegram'] }

// An address that cannot be known counts under a key of its own (addressKey): skipping the limit for it would let any
// request that hides its address guess and send without one.
const ipBucket = (ip: string | null) => `ip:${addressKey(ip)}`

/** Serialises everything about one target (send, check) so two requests cannot both pass a check. */
const lockTarget = (q: Queryable, kind: TCodeKind, target: string) =>
  q.query('select pg_advisory_xact_lock(hashtext($1))', [`auth-code:${kind}:${target}`])

export type TReservation = { ok: true; id: string } | { ok: false; retryAfterSeconds: number }

export async function reserveCode(
  q: Queryable,
  opts: {
    kind: TCodeKind
    channel: TCodeChannel
    target: string
    codeHash: string | null
    ip: string | null
    params: unknown
    /** Counts sends under another key than the target (Telegram: the Telegram user, not the browser). */
    limitKey?: string
    /** False for bot webhooks, which all arrive from Telegram's own addresses. */
    limitByIp?: boolean
  },
): Promise<TReservation> {
  await lockTarget(q, opts.kind, opts.target)
  const [last] = await q.query<{ age: number }>(
    `select extract(epoch from now() - created_at)::float8 as age from private.auth_codes
      where target = $1 and channel = any($2::text[]) and consumed_at is null
      order by created_at desc limit 1`,
    [opts.target, CHANNELS[opts.kind]],
  )
  if (last && Number(last.age) < AUTH_CODE_RESEND_SECONDS) return { ok: false, retryAfterSeconds: AUTH_CODE_RESEND_SECONDS - Number(last.age) }

  if (opts.limitByIp !== false) {
    const ipWait = await takeRateLimits(q, `send:${ipBucket(opts.ip)}`, [
      { name: 'h', seconds: HOUR, max: AUTH_SENDS_PER_IP.hour },
      { name: 'd', seconds: DAY, max: AUTH_SENDS_PER_IP.day },
    ])
    if (ipWait !== null) return { ok: false, retryAfterSeconds: ipWait }
  }
  const targetWait = await takeRateLimits(q, `send:${opts.limitKey ?? `${opts.kind}:${opts.target}`}`, [
    { name: 'h', seconds: HOUR, max: AUTH_SENDS_PER_TARGET.hour },
    { name: 'd', seconds: DAY, max: AUTH_SENDS_PER_TARGET.day },
  ])
  if (targetWait !== null) return { ok: false, retryAfterSeconds: targetWait }

  // A resend replaces the previous code: only the newest one can ever sign in.
  await q.query(
    `update private.auth_codes set consumed_at = now()
      where target = $1 and channel = any($2::text[]) and consumed_at is null`,
    [opts.target, CHANNELS[opts.kind]],
  )
  const [row] = await q.query<{ id: string }>(
    `insert into private.auth_codes (channel, target, code_hash, ip, params, expires_at)
     values ($1, $2, $3, $4, $5::text::jsonb, now() + make_interval(secs => $6))
     returning id::text`,
    [opts.channel, opts.target, opts.codeHash, opts.ip, JSON.stringify(opts.params ?? {}), AUTH_CODE_TTL_SECONDS],
  )
  return { ok: true, id: row!.id }
}

/** For a call code, which arrives from the provider after the row was reserved. */
export const setCodeHash = (q: Queryable, id: string, codeHash: string) =>
  q.query('update private.auth_codes set code_hash = $2 where id = $1::bigint and consumed_at is null', [id, codeHash])

/** A code that could not be sent must not hold back the resend interval. */
export const dropCode = (q: Queryable, id: string) =>
  q.query('update private.auth_codes set consumed_at = now() where id = $1::bigint', [id])

export type TCodeCheck =
  | { result: 'ok'; params: Record<string, unknown>; ip: string | null }
  | { result: 'wrong'; attemptsLeft: number }
  | { result: 'dead' }
  | { result: 'missing' }
  | { result: 'ip-limited' }

export type TCodeRefusal = Exclude<TCodeCheck, { result: 'ok' }>

const WRONG_PER_IP = { name: 'h', seconds: HOUR, max: AUTH_WRONG_CODES_PER_IP.hour }
const WRONG_PER_TARGET = { name: 'h', seconds: HOUR, max: AUTH_WRONG_CODES_PER_TARGET.hour }
const wrongTargetBucket = (kind: TCodeKind, target: string) => `wrong:${kind}:${target}`

/**
 * Checks `code` against the newest live code of the target and records the outcome; the caller's
 * transaction must commit even for a wrong code, so the try is counted.
 */
export async function checkCode(
  q: Queryable,
  opts: { secret: string; kind: TCodeKind; target: string; code: string; ip: string | null },
): Promise<TCodeCheck> {
  await lockTarget(q, opts.kind, opts.target)
  // Per address, then per target: the target's ceiling cannot be reset by moving address.
  if (await isRateLimited(q, `wrong:${ipBucket(opts.ip)}`, WRONG_PER_IP)) return { result: 'ip-limited' }
  if (await isRateLimited(q, wrongTargetBucket(opts.kind, opts.target), WRONG_PER_TARGET)) return { result: 'ip-limited' }
  const [row] = await q.query<{ id: string; code_hash: string; attempts: number; params: Record<string, unknown>; ip: string | null }>(
    `select id::text, code_hash, attempts, params, ip from private.auth_codes
      where target = $1 and channel = any($2::text[]) and consumed_at is null and expires_at > now() and code_hash is not null
      order by created_at desc limit 1
      for update`,
    [opts.target, CHANNELS[opts.kind]],
  )
  if (!row) return { result: 'missing' }
  const candidate = await hashAuthCode({ secret: opts.secret, kind: opts.kind, target: opts.target, code: opts.code })
  if (constantTimeEqual(candidate, row.code_hash)) {
    await q.query('update private.auth_codes set consumed_at = now() where id = $1::bigint', [row.id])
    return { result: 'ok', params: row.params ?? {}, ip: row.ip }
  }
  const attempts = Number(row.attempts) + 1
  const dead = attempts >= AUTH_CODE_MAX_WRONG_TRIES
  await q.query(`update private.auth_codes set attempts = $2, consumed_at = case when $3 then now() end where id = $1::bigint`, [row.id, attempts, dead])
  await takeRateLimits(q, `wrong:${ipBucket(opts.ip)}`, [WRONG_PER_IP])
  await takeRateLimits(q, wrongTargetBucket(opts.kind, opts.target), [WRONG_PER_TARGET])
  return dead ? { result: 'dead' } : { result: 'wrong', attemptsLeft: AUTH_CODE_MAX_WRONG_TRIES - attempts }
}
