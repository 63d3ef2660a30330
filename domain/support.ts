// Support working hours (platform.md §1: weekdays, Moscow time; §9: support 10 to 19). Moscow is UTC+3 all year (no
// DST since 2014), so the clock is shifted by hand instead of asking Intl for time-zone data: the Worker, Node and the
// browser then agree to the minute.

const MSK_OFFSET_MS = 3 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

const SUPPORT_OPEN_HOUR = 10
const SUPPORT_CLOSE_HOUR = 19

/** «Поддержка отвечает по будням с 10 до 19 по Москве». */
export const SUPPORT_HOURS_TEXT = `Поддержка отвечает по будням с ${SUPPORT_OPEN_HOUR} до ${SUPPORT_CLOSE_HOUR} по Москве`

/** Moscow wall-clock fields of an instant: day of week (0 Sunday) and milliseconds since Moscow midnight. */
function moscow(now: Date): { day: number; msOfDay: number; midnightUtc: number } {
  const shifted = now.getTime() + MSK_OFFSET_MS
  const msOfDay = ((shifted % DAY_MS) + DAY_MS) % DAY_MS
  const day = new Date(shifted).getUTCDay()
  return { day, msOfDay, midnightUtc: shifted - msOfDay - MSK_OFFSET_MS }
}

const isWeekday = (day: number) => day >= 1 && day <= 5

/** Weekdays from 10:00 up to (not including) 19:00 Moscow time. */
export function isSupportOpen(now: Date): boolean {
  const { day, msOfDay } = moscow(now)
  return isWeekday(day) && msOfDay >= SUPPORT_OPEN_HOUR * HOUR_MS && msOfDay < SUPPORT_CLOSE_HOUR * HOUR_MS
}

/** The next 10:00 Moscow time on a weekday after `now` (now itself when it is exactly an opening). */
export function nextOpening(now: Date): Date {
  const { day, msOfDay, midnightUtc } = moscow(now)
  const startToday = isWeekday(day) && msOfDay <= SUPPORT_OPEN_HOUR * HOUR_MS
  for (let ahead = startToday ? 0 : 1; ahead <= 7; ahead++) {
    if (isWeekday((day + ahead) % 7)) return new Date(midnightUtc + ahead * DAY_MS + SUPPORT_OPEN_HOUR * HOUR_MS)
  }
  throw new Error('unreachable: a week always has a weekday')
}

const DAY_NAMES = ['в воскресенье', 'в понедельник', 'во вторник', 'в среду', 'в четверг', 'в пятницу', 'в субботу']

/** «Ответим сегодня в 10:00» / «завтра в 10:00» / «в понедельник в 10:00» (Moscow days). */
export function nextOpeningText(now: Date): string {
  const at = nextOpening(now)
  const days = Math.round((moscow(at).midnightUtc - moscow(now).midnightUtc) / DAY_MS)
  const when = days === 0 ? 'сегодня' : days === 1 ? 'завтра' : DAY_NAMES[moscow(at).day]
  return `Ответим ${when} в ${SUPPORT_OPEN_HOUR}:00 по Москве`
}

/** What the support popup needs from the server: the contacts of the site facts and whether a help-desk is configured. */
export type TSupportContacts = {
  /** settings.USEDESK_WIDGET_URL; null in local mode: the messenger fallback only. */
  helpDeskUrl: string | null
  telegramUrl: string | null
  email: string
  phone: string
  phoneHref: string
}
