// The processing window of a library order (orders.md §3 Library work order: processingStartedAt, processingDeadlineAt;
// issue 33 item 11). Payment starts the processing: the full answer opens and the client has LIBRARY_REVIEW_DAYS to
// check it — until the deadline a complaint about the bought answer is accepted («Проверка до …» on the order page).
// Computed from the payment time, so there is nothing to store. Pure.

/** Days after payment in which the client checks the bought answer and may complain about it. */
export const LIBRARY_REVIEW_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000

export type TLibraryProcessing = { processingStartedAt: Date | null; processingDeadlineAt: Date | null }

/** Both null while the order is unpaid; otherwise the payment time and the review deadline after it. */
export function libraryOrderProcessing(o: { isPaid: boolean; paidAt: Date | null }): TLibraryProcessing {
  if (!o.isPaid || !o.paidAt) return { processingStartedAt: null, processingDeadlineAt: null }
  return { processingStartedAt: o.paidAt, processingDeadlineAt: new Date(o.paidAt.getTime() + LIBRARY_REVIEW_DAYS * DAY_MS) }
}

const MOSCOW = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' })

/** «7 декабря 2026 г. в 14:30 по Москве»: the deadline as the page and the refusal name it. */
export const formatLibraryDeadline = (at: Date | string) => `${MOSCOW.format(typeof at === 'string' ? new Date(at) : at)} по Москве`

/** The complaint about a bought answer after its review deadline. */
export const reviewExpiredMessage = (deadline: Date) => `Проверить решение и пожаловаться можно было до ${formatLibraryDeadline(deadline)}`
