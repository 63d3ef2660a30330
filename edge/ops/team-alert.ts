// Team alerts: something an operator must act on (a dead job, a refused bank notification) reaches the team's Telegram
// chat and/or e-mail through the delivery adapters, at most once per kind per TEAM_ALERT_WINDOW_MINUTES. Whatever
// happens, the alert is also one `error` log line, and raising it never throws into the caller's work.
import { asService, type Db } from '../db/port'
import type { Logger } from '../log'
import type { TSettings } from '../settings'
import type { TDelivery } from '../adapters/delivery'

export type TTeamAlert = {
  /** What happened, in a stable machine form: `job.dead:referat.write`, `payment.notification-refused:yookassa`. */
  kind: string
  /** One short Russian line the team reads first. */
  title: string
  /** Details an operator needs to act: ids, the error, where to look. No personal data. */
  details?: Record<string, string | number | null | undefined>
}

export type TTeamAlertDeps = {
  db: Db
  settings: Pick<TSettings, 'TEAM_ALERT_TELEGRAM_CHAT_ID' | 'TEAM_ALERT_EMAIL' | 'TEAM_ALERT_WINDOW_MINUTES' | 'APP_URL'>
  log: Logger
  delivery: Pick<TDelivery, 'telegram' | 'email'>
}

export type TTeamAlertOutcome = 'sent' | 'held-back' | 'no-recipient' | 'failed'

/** Sends the alert unless one of the same kind went out within the window; counts the held-back ones. */
export async function raiseTeamAlert(deps: TTeamAlertDeps, alert: TTeamAlert): Promise<TTeamAlertOutcome> {
  const { settings, log } = deps
  const kind = alert.kind.slice(0, 100)
  log.error(`team alert: ${alert.title}`, { alert: kind, ...alert.details })
  try {
    const due = await asService(deps.db, async (tx) => {
      const [row] = await tx.query<{ held_back_before: number }>(
      `insert into private.team_alerts as a (kind, last_sent_at) values ($1, now())
       on conflict (kind) do update
          set last_sent_at = now(), held_back_before = a.held_back, held_back = 0
        where a.last_sent_at <= now() - make_interval(mins => $2::int)
       returning held_back_before`,
      [kind, settings.TEAM_ALERT_WINDOW_MINUTES],
      )
      if (!row) await tx.query('update private.team_alerts set held_back = held_back + 1 where kind = $1', [kind])
      return row
    })
    if (!due) return 'held-back'
    const chatId = settings.TEAM_ALERT_TELEGRAM_CHAT_ID
    const email = settings.TEAM_ALERT_EMAIL
    if (!chatId && !email) return 'no-recipient'
    const text = teamAlertText(alert, { heldBack: due.held_back_before, appUrl: settings.APP_URL ?? '', windowMinutes: settings.TEAM_ALERT_WINDOW_MINUTES })
    const sends: Promise<unknown>[] = []
    if (chatId) sends.push(deps.delivery.telegram({ chatId, text }))
    if (email) sends.push(deps.delivery.email({ to: email, subject: `Кампус: ${alert.title}`, text }))
    const failed = (await Promise.allSettled(sends)).filter((r) => r.status === 'rejected')
    if (failed.length) {
      log.warn('team alert not delivered', { alert: kind, error: String((failed[0] as PromiseRejectedResult).reason) })
      return 'failed'
    }
    return 'sent'
  } catch (e) {
    log.warn('team alert not recorded', { alert: kind, error: e instanceof Error ? e.message : String(e) })
    return 'failed'
  }
}

/** The alert as the team reads it: the title, the details one per line, the held-back count and the quiet window. */
export function teamAlertText(alert: TTeamAlert, ctx: { heldBack: number; appUrl: string; windowMinutes: number }): string {
  const lines = [`⚠️ ${alert.title}`]
  for (const [key, value] of Object.entries(alert.details ?? {})) {
    if (value !== null && value !== undefined && value !== '') lines.push(`${key}: ${value}`)
  }
  if (ctx.heldBack > 0) lines.push(`Таких же с прошлого оповещения: ещё ${ctx.heldBack}.`)
  lines.push(`Следующее оповещение этого вида — не раньше чем через ${ctx.windowMinutes} мин.`)
  if (ctx.appUrl) lines.push(`Сервис: ${ctx.appUrl}`)
  return lines.join('\n')
}
