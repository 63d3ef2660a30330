// GET /api/exam-order/{id}/docx: the client's paid exam answers as one DOCX (edge/documents/exam-docx.ts), marked as a
// demo when the demo writer answered any ticket, its author the student (the saved title page's name, else the client's). Another client's order is not found (RLS), an unpaid one refused.
import type { AppDeps } from '../context'
import type { Caller } from '../db/port'
import { AppError } from '../http/errors'
import { buildExamDocx } from '../documents/exam-docx'
import { documentAuthor } from '../accounts/document-author'
import { EXAM_MESSAGES } from '../../domain/exam/parse-tickets'
import { ticketsLabel } from '../../domain/exam/pricing'
import { DEMO_EXAM_LABEL } from '../ai/demo/exam-answer'
import { examOrderTickets, findExamOrder } from './get-exam-order'

const DEMO_EXAM_NOTICE = `${DEMO_EXAM_LABEL}: часть ответов написал встроенный демо-генератор, а не языковая модель. Проверь их по конспекту.`

export async function buildExamOrderDocx(o: { deps: AppDeps; caller: Caller; id: unknown }): Promise<{ bytes: Uint8Array; fileName: string }> {
  if (o.caller.role !== 'authenticated') throw new AppError('UNAUTHENTICATED', 'Войди, чтобы скачать ответы')
  const order = await findExamOrder({ db: o.deps.db, caller: o.caller, id: o.id })
  if (!order) throw new AppError('NOT_FOUND', EXAM_MESSAGES.orderNotFound)
  if (!order.isPaid) throw new AppError('FORBIDDEN', EXAM_MESSAGES.notPaid)
  const tickets = await examOrderTickets(o.deps.db, order)
  const bytes = await buildExamDocx({
    title: `Ответы на экзаменационные билеты (${ticketsLabel(tickets.length)})`,
    tickets: tickets.map((t) => ({ position: t.position, question: t.question, answer: t.answer ?? '', source: t.source })),
    ...(order.hasDemo && { demoNotice: DEMO_EXAM_NOTICE }),
    author: await documentAuthor(o.deps.db, o.caller),
  })
  return { bytes, fileName: `Билеты-${order.unifiedOrderId}.docx` }
}
