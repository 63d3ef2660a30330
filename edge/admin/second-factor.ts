// The back-office's second factor: a 6-digit code for this one API token (its jti), sent to the administrator's
// Telegram, else their proven e-mail — never to an address the session itself could have just typed into the profile,
// or the factor would prove only the session; checked in constant time, 5 wrong tries per code, 10 minutes to use it,
// and ADMIN_CODE_WRONG_PER_DAY wrong tries per account a day across codes and sessions. A right code opens the panel
// for this token for ADMIN_SESSION_HOURS. Every try is written to the audit log.
import {
  ADMIN_CODE_MAX_WRONG_TRIES,
  ADMIN_CODE_RESEND_SECONDS,
  ADMIN_CODE_TTL_SECONDS,
  ADMIN_SESSION_HOURS,
  ZAdminCodeInput,
  type TAdminCodeChannel,
} from '../../domain/admin/access'
import type { AppDeps } from '../context'
import { asService } from '../db/port'
import { AppError } from '../http/errors'
import { constantTimeEqual, hashAuthCode } from '../auth/secrets'
import { writeAudit } from './audit'
import { DAY, isRateLimited, takeRateLimits, type TWindow } from '../auth/rate-limit'

type TWho = { userId: string; jti: string; ip: string | null; requestId: string | null }

/** A uniform 6-digit code: 32 random bits at or above the largest multiple of 10^6 are drawn again. */
function sixDigitCode(): string {
  const limit = Math.floor(2 ** 32 / 1e6) * 1e6
  const buf = new Uint32Array(4)
  for (;;) {
    crypto.getRandomValues(buf)
    for (const v of buf) if (v < limit) return String(v % 1e6).padStart(6, '0')
  }
}

const hashOf = (secret: string, jti: string, code: string) => hashAuthCode({ secret, kind: 'admin', target: jti, code })

/**
 * Wrong codes an account may type a day, whatever its sessions: 5 a code and a new code a minute would otherwise allow
 * 300 guesses an hour to anyone holding a stolen token. Past it the account waits for the next day (by the database's
 * clock) and every attempt is refused unchecked.
 */
const WRONG_PER_DAY: TWindow = { name: 'day', seconds: DAY, max: 20 }
/** Codes an account may have sent a day (each is a message to the administrator). */
const SENT_PER_DAY: TWindow = { name: 'day', seconds: DAY, max: 30 }
const wrongBucket = (userId: string) => `admin-code-wrong:${userId}`

const tooMany = (retryAfterSeconds?: number) =>
  new AppError('TOO_MANY_ATTEMPTS', 'Слишком много попыток входа в панель за сутки: попробуй завтра', retryAfterSeconds ? { retryAfterSeconds } : undefined)

export async function requestAdminCode({ deps, who }: { deps: AppDeps; who: TWho }): Promise<{ channel: TAdminCodeChannel }> {
  const code = sixDigitCode()
  const codeHash = await hashOf(deps.settings.APP_JWT_SECRET, who.jti, code)
  const target = await asService(deps.db, async (tx) => {
    await tx.query(`insert into private.admin_sessions (jti, user_id) values ($1::uuid, $2::uuid) on conflict (jti) do nothing`, [who.jti, who.userId])
    const [row] = await tx.query<{ user_id: string; age: number | null; telegram_id: string | null; email: string | null }>(
      `select s.user_id, extract(epoch from now() - s.code_sent_at)::float8 as age,
              case when u.telegram_is_attached then u.telegram_id::text end as telegram_id,
              case when u.email_verified_at is not null then u.email end as email
         from private.admin_sessions s join public.users u on u.id = s.user_id
        where s.jti = $1::uuid for update of s`,
      [who.jti],
    )
    if (!row || row.user_id !== who.userId) throw new AppError('FORBIDDEN')
    if (row.age !== null && row.age < ADMIN_CODE_RESEND_SECONDS) {
      const retryAfterSeconds = Math.ceil(ADMIN_CODE_RESEND_SECONDS - row.age)
      throw new AppError('TOO_MANY_ATTEMPTS', `Новый код можно запросить через ${retryAfterSeconds} с`, { retryAfterSeconds })
    }
    const channel: 'telegram' | 'email' | null = row.telegram_id ? 'telegram' : row.email ? 'email' : null
    if (!channel) throw new AppError('CONFLICT', 'Привяжи Телеграм или подтверди почту в профиле: без них код для панели не отправить')
    if (await isRateLimited(tx, wrongBucket(who.userId), WRONG_PER_DAY)) throw tooMany()
    const wait = await takeRateLimits(tx, `admin-code-sent:${who.userId}`, [SENT_PER_DAY])
    if (wait !== null) throw tooMany(wait)
    await tx.query(
      `update private.admin_sessions
          set code_hash = $2, code_channel = $3, code_sent_at = now(), code_expires_at = now() + make_interval(secs => $4), wrong_attempts = 0
        where jti = $1::uuid`,
      [who.jti, codeHash, channel, ADMIN_CODE_TTL_SECONDS],
    )
    await writeAudit(tx, { actorId: who.userId, action: 'admin.code-sent', note: channel === 'telegram' ? 'код в Телеграм' : 'код на почту', ip: who.ip, requestId: who.requestId })
    return channel === 'telegram' ? { channel, to: row.telegram_id! } : { channel, to: row.email! }
  })
  const text = `Код для входа в панель Кампуса: ${code}. Никому его не сообщай. Если это не ты — смени доступы.`
  if (target.channel === 'telegram') await deps.ports.delivery.telegram({ chatId: target.to, text })
  else await deps.ports.delivery.email({ to: target.to, subject: 'Код для входа в панель', text })
  const viaOutbox = target.channel === 'telegram' ? !deps.settings.TELEGRAM_BOT_TOKEN : deps.settings.EMAIL_PROVIDER === 'outbox'
  return { channel: viaOutbox ? 'outbox' : target.channel }
}

export async function verifyAdminCode({ deps, who, input }: { deps: AppDeps; who: TWho; input: unknown }): Promise<{ expiresAt: string }> {
  const { code } = ZAdminCodeInput.parse(input)
  const codeHash = await hashOf(deps.settings.APP_JWT_SECRET, who.jti, code)
  const outcome = await asService(deps.db, async (tx) => {
    const [row] = await tx.query<{ user_id: string; code_hash: string | null; live: boolean; wrong_attempts: number }>(
      `select user_id, code_hash, coalesce(code_expires_at > now(), false) as live, wrong_attempts
         from private.admin_sessions where jti = $1::uuid for update`,
      [who.jti],
    )
    const audit = (outcome: 'ok' | 'failed', note: string) => writeAudit(tx, { actorId: who.userId, action: 'admin.sign-in', outcome, note, ip: who.ip, requestId: who.requestId })
    if (await isRateLimited(tx, wrongBucket(who.userId), WRONG_PER_DAY)) {
      await audit('failed', 'лимит неверных кодов за сутки')
      return { ok: false as const, tooMany: true, message: '' }
    }
    if (!row || row.user_id !== who.userId || !row.code_hash || !row.live) {
      await audit('failed', 'нет действующего кода')
      return { ok: false as const, message: 'Код устарел или не запрошен: запроси новый' }
    }
    if (!constantTimeEqual(row.code_hash, codeHash)) {
      await takeRateLimits(tx, wrongBucket(who.userId), [WRONG_PER_DAY])
      const tries = row.wrong_attempts + 1
      const dead = tries >= ADMIN_CODE_MAX_WRONG_TRIES
      await tx.query(`update private.admin_sessions set wrong_attempts = $2, code_hash = case when $3 then null else code_hash end where jti = $1::uuid`, [who.jti, tries, dead])
      await audit('failed', `неверный код (${tries})`)
      return { ok: false as const, message: dead ? 'Слишком много неверных попыток: запроси новый код' : 'Неверный код' }
    }
    const [done] = await tx.query<{ expires_at: string }>(
      `update private.admin_sessions set code_hash = null, verified_at = now(), expires_at = now() + make_interval(hours => $2)
        where jti = $1::uuid returning expires_at::text`,
      [who.jti, ADMIN_SESSION_HOURS],
    )
    await audit('ok', 'второй фактор пройден')
    return { ok: true as const, expiresAt: new Date(done!.expires_at).toISOString() }
  })
  // Thrown only after the transaction committed, so a wrong try still counts.
  if (!outcome.ok) throw 'tooMany' in outcome ? tooMany() : new AppError('UNPROCESSABLE', outcome.message)
  return { expiresAt: outcome.expiresAt }
}
