// The team's funnel (landing → start → order → payment): its steps in order, their Russian labels and the step
// conversion the admin page shows. The counts come from private.analytics_funnel.

export const FUNNEL_STEPS = [
  { name: 'landing_view', title: 'Лендинг' },
  { name: 'order_start', title: 'Начало заказа' },
  { name: 'order_created', title: 'Заказ создан' },
  { name: 'payment_succeeded', title: 'Оплата' },
] as const

export type TFunnelRow = { name: string; title: string; subjects: number; conversion: number | null }

/** Each step's share of the step before it, in percent with one decimal; null for the first step or after zero. */
export function funnelRows(counts: ReadonlyMap<string, number>): TFunnelRow[] {
  return FUNNEL_STEPS.map((step, i) => {
    const subjects = counts.get(step.name) ?? 0
    const prev = i === 0 ? null : (counts.get(FUNNEL_STEPS[i - 1]!.name) ?? 0)
    const conversion = prev ? Math.round((subjects / prev) * 1000) / 10 : null
    return { name: step.name, title: step.title, subjects, conversion }
  })
}

export const FUNNEL_DEFAULT_DAYS = 30
export const FUNNEL_MAX_DAYS = 366

/** The period from the address's `days` (1…366), else the default 30 days. */
export function funnelDays(raw: string | null | undefined): number {
  const n = Number(raw)
  return Number.isInteger(n) && n >= 1 && n <= FUNNEL_MAX_DAYS ? n : FUNNEL_DEFAULT_DAYS
}
