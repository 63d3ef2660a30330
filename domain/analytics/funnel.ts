// The team's funnel (landing → start → order → payment): the period query of GET /api/admin/analytics/funnel and the
// steps with their step conversion. Days are Moscow calendar days (UTC+3 all year), the service's own time zone.
import { z } from 'zod'

const FUNNEL_STEPS = [
  { name: 'landing_view', title: 'Лендинг' },
  { name: 'order_start', title: 'Начало заказа' },
  { name: 'order_created', title: 'Заказ создан' },
  { name: 'payment_succeeded', title: 'Оплата' },
] as const

const FUNNEL_DEFAULT_DAYS = 30
const FUNNEL_MAX_DAYS = 366

const DAY_MS = 24 * 3600_000
const MOSCOW_OFFSET_MS = 3 * 3600_000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
const isCalendarDay = (v: string) => ISO_DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v
const dayNumber = (v: string) => Date.parse(`${v}T00:00:00Z`) / DAY_MS
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)

/** Today in Moscow, YYYY-MM-DD. */
export const moscowToday = (now: Date): string => new Date(now.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10)

const day = (label: string) =>
  z
    .string({ error: `Укажите ${label} в формате ГГГГ-ММ-ДД` })
    .refine(isCalendarDay, { message: `${label[0]!.toUpperCase()}${label.slice(1)}: нужна существующая дата в формате ГГГГ-ММ-ДД` })

const ZFunnelQueryShape = z.object({
  from: day('начало периода').optional(),
  to: day('конец периода').optional(),
})

export type TFunnelPeriod = {
  /** First day, inclusive. */
  from: string
  /** Last day, inclusive. */
  to: string
  /** The same days as instants: [fromAt, toAt). */
  fromAt: Date
  toAt: Date
}

/** Reads ?from=&to= (both optional: the last 30 days up to today); refuses a bad day, a reversed or over-long period. */
export function parseFunnelQuery(query: Record<string, string | undefined>, now: Date): { ok: true; period: TFunnelPeriod } | { ok: false; message: string } {
  const parsed = ZFunnelQueryShape.safeParse({ from: query.from || undefined, to: query.to || undefined })
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Некорректный период' }
  const to = parsed.data.to ?? (parsed.data.from ? dayOf(Math.min(dayNumber(parsed.data.from) + FUNNEL_DEFAULT_DAYS - 1, dayNumber(moscowToday(now)))) : moscowToday(now))
  const from = parsed.data.from ?? dayOf(dayNumber(to) - (FUNNEL_DEFAULT_DAYS - 1))
  const days = dayNumber(to) - dayNumber(from) + 1
  if (days < 1) return { ok: false, message: 'Начало периода позже его конца' }
  if (days > FUNNEL_MAX_DAYS) return { ok: false, message: `Период не длиннее ${FUNNEL_MAX_DAYS} дней` }
  const at = (n: number) => new Date(n * DAY_MS - MOSCOW_OFFSET_MS)
  return { ok: true, period: { from, to, fromAt: at(dayNumber(from)), toAt: at(dayNumber(to) + 1) } }
}

export type TFunnelStep = { step: number; name: string; title: string; subjects: number; conversion: number | null }

/** Step conversion: the share of the previous step's visitors who reached this one, in % to one decimal; none for the first. */
export function funnelSteps(counts: ReadonlyMap<string, number>): TFunnelStep[] {
  return FUNNEL_STEPS.map((s, i) => {
    const subjects = counts.get(s.name) ?? 0
    const before = i === 0 ? null : (counts.get(FUNNEL_STEPS[i - 1]!.name) ?? 0)
    const conversion = before === null ? null : before === 0 ? 0 : Math.round((subjects / before) * 1000) / 10
    return { step: i + 1, name: s.name, title: s.title, subjects, conversion }
  })
}
