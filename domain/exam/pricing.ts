// The price of an exam order: per ticket, the total shown before payment as «N билетов × P = T токенов».
import { countOf, plural, TOKEN_FORMS } from '../text/plural'

const TICKETS = ['билет', 'билета', 'билетов'] as const

export const examTotal = (tickets: number, ticketPrice: number) => tickets * ticketPrice

export const ticketsLabel = (n: number) => countOf(n, TICKETS)

export function examPriceLine(tickets: number, ticketPrice: number): string {
  const total = examTotal(tickets, ticketPrice)
  return `${ticketsLabel(tickets)} × ${ticketPrice} = ${total} ${plural(total, TOKEN_FORMS)}`
}

/** What an unpaid order shows of an answer: its first lines, at most this many characters. */
export const PREVIEW_CHARS = 160

/** The first lines of the answer, never more than half of it, so an unpaid order never shows a whole answer. */
export function answerPreview(answer: string): string {
  const lines = answer.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 2).join(' ')
  const limit = Math.min(PREVIEW_CHARS, Math.floor(answer.trim().length / 2))
  if (lines.length <= limit) return lines
  const cut = lines.slice(0, limit)
  const space = cut.lastIndexOf(' ')
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
