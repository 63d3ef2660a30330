// Exam tickets from pasted or recognised text (issue 12 part 7): the list is split into one question per ticket.
// Pure, so the form shows the count and the price as the student types and the server splits the same way.
// Recognised forms: numbered lines («1.», «1)», «№ 1», «Билет 1», «Вопрос 1:»), bullet lines («-», «•»), and
// otherwise blank-line separated blocks or, failing those, one question per line.
import { formatNumber } from '../money/format'

/** The limits of one order: beyond them the student is asked to split the list. */
export const EXAM_LIMITS = {
  maxTickets: 60,
  /** Characters of one question (an exam question is a sentence or two, not a task text). */
  maxQuestionChars: 500,
  minQuestionChars: 3,
  /** Characters of the whole pasted text (60 × 500 plus numbering and spacing). */
  maxTextChars: 40_000,
  /** Orders a client may have being answered at once: answers cost AI calls before anything is paid. */
  answeringPerUser: 2,
  /** Orders a client may make in an hour. */
  perUserPerHour: 10,
} as const

export const EXAM_MESSAGES = {
  empty: 'Вставь список вопросов или загрузи файл с ними',
  tooLong: `Текст слишком длинный: не больше ${formatNumber(EXAM_LIMITS.maxTextChars)} символов`,
  tooMany: `Слишком много билетов: не больше ${EXAM_LIMITS.maxTickets} в одном заказе, раздели список`,
  questionTooLong: (n: number) => `Вопрос ${n} слишком длинный: не больше ${EXAM_LIMITS.maxQuestionChars} символов`,
  questionTooShort: (n: number) => `Вопрос ${n} слишком короткий`,
  orderNotFound: 'Заказ не найден',
  signIn: 'Войди, чтобы получить ответы на билеты',
  notReady: 'Ответы ещё готовятся: оплатить можно, когда будут готовы все билеты',
  notPaid: 'Файл с ответами откроется после оплаты',
  short: 'Не хватает токенов на балансе, чтобы открыть ответы: пополни баланс',
  busy: 'Дождись, пока будут готовы ответы по прошлым спискам, и отправь новый',
  tooManyOrders: 'Слишком много списков за час: попробуй позже',
} as const

export type TParsedTickets = { ok: true; questions: string[] } | { ok: false; error: string }

// «1.», «1)», «12 .», «№ 3», «Билет 4.», «Билет № 4:», «Вопрос 5 —», «5 билет» are markers; the text after them is the question.
const NUMBERED = /^\s*(?:(?:билет|вопрос)\s*№?\s*\d{1,3}\s*[.):\-–—]?|№\s*\d{1,3}\s*[.):\-–—]?|\d{1,3}\s*[.)]|\d{1,3}\s+(?:билет|вопрос)\s*[.):\-–—]?)\s*/i
const BULLET = /^\s*[-•*–—]\s+/
// A «Билет 3» line alone heads its questions; «Билет 3. Текст» is a question on its own.
const HEADING_ONLY = /^\s*(?:билет|вопрос)\s*№?\s*\d{1,3}\s*[.):\-–—]?\s*$/i

const clean = (s: string) => s.replace(/[\t\u00a0 ]+/g, ' ').trim()

function splitLines(text: string): string[] {
  const lines = text.split('\n')
  const marked = lines.filter((l) => NUMBERED.test(l) || BULLET.test(l)).length
  const nonEmpty = lines.filter((l) => l.trim()).length
  // Numbered or bulleted: each marker starts a question, unmarked lines continue the one before.
  if (marked >= 2 || (marked === 1 && nonEmpty === 1)) {
    const out: string[] = []
    let heading = false
    for (const line of lines) {
      if (!line.trim()) continue
      if (HEADING_ONLY.test(line)) {
        out.push('')
        heading = true
        continue
      }
      if (NUMBERED.test(line) || BULLET.test(line)) {
        const body = line.replace(NUMBERED, '').replace(BULLET, '')
        if (heading && out.length && !out[out.length - 1]) out[out.length - 1] = body
        else out.push(body)
        heading = false
      } else if (out.length) out[out.length - 1] = `${out[out.length - 1]} ${line}`
      else out.push(line)
    }
    return out
  }
  // Blank-line separated blocks when there are any, else one question per line.
  const blocks = text.split(/\n\s*\n/).filter((b) => b.trim())
  if (blocks.length >= 2) return blocks.map((b) => b.replace(/\n/g, ' '))
  return lines
}

/** Splits the text into questions, or says in Russian what is wrong with it. */
export function parseExamTickets(input: unknown): TParsedTickets {
  const text = typeof input === 'string' ? input.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '') : ''
  if (!text.trim()) return { ok: false, error: EXAM_MESSAGES.empty }
  if (text.length > EXAM_LIMITS.maxTextChars) return { ok: false, error: EXAM_MESSAGES.tooLong }
  const questions = splitLines(text).map(clean).filter(Boolean)
  if (!questions.length) return { ok: false, error: EXAM_MESSAGES.empty }
  if (questions.length > EXAM_LIMITS.maxTickets) return { ok: false, error: EXAM_MESSAGES.tooMany }
  for (const [i, q] of questions.entries()) {
    if (q.length > EXAM_LIMITS.maxQuestionChars) return { ok: false, error: EXAM_MESSAGES.questionTooLong(i + 1) }
    if (q.length < EXAM_LIMITS.minQuestionChars) return { ok: false, error: EXAM_MESSAGES.questionTooShort(i + 1) }
  }
  return { ok: true, questions }
}
