// REST routes of exam orders (issue 12 part 7), JSON in and out; refusals are `{ error: { code, message } }` with a
// Russian message (edge/http/error-response.ts). The order page and the start page call these from their islands.
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { attachment, DOCX_TYPE } from '../http/attachment'
import { readJson } from '../http/body'
import { orderRowId } from '../orders/parse-order-input'
import { EXAM_MESSAGES, parseExamTickets } from '../../domain/exam/parse-tickets'
import { examPriceLine, examTotal } from '../../domain/exam/pricing'
import { createExamOrder } from './create-exam-order'
import { getExamOrder } from './get-exam-order'
import { tryToPayForExamOrderFromBalance } from './try-to-pay-for-exam-order-from-balance'
import { retryExamOrder } from './retry-exam-order'
import { buildExamOrderDocx } from './build-exam-order-docx'

const textOf = async (c: Context<AppEnv>): Promise<unknown> => {
  const body = await readJson(c)
  if (body === null || typeof body !== 'object' || typeof (body as { text?: unknown }).text !== 'string') throw new AppError('BAD_REQUEST', EXAM_MESSAGES.empty)
  return (body as { text: string }).text
}

const idOf = (c: Context<AppEnv>, name = 'id') => {
  const id = orderRowId(c.req.param(name))
  if (!id) throw new AppError('NOT_FOUND', EXAM_MESSAGES.orderNotFound)
  return id
}

const view = async (c: Context<AppEnv>, id: { id?: string; unifiedOrderId?: string }) => {
  const order = await getExamOrder({ db: c.get('deps').db, caller: c.get('caller'), ...id })
  if (!order) throw new AppError('NOT_FOUND', EXAM_MESSAGES.orderNotFound)
  c.header('cache-control', 'private, no-store')
  return c.json(order)
}

export const examOrderRoutes = new Hono<AppEnv>()
  // POST /api/exam-order/parse – split a list into tickets and price it (open: the start page shows it to guests too)
  .post('/parse', async (c) => {
    const parsed = parseExamTickets(await textOf(c))
    if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.error, { category: 'validation', fields: ['text'] })
    const ticketPrice = c.get('deps').settings.EXAM_TICKET_PRICE_TOKENS
    const n = parsed.questions.length
    return c.json({ questions: parsed.questions, ticketPrice, total: examTotal(n, ticketPrice), priceLine: examPriceLine(n, ticketPrice) })
  })
  // POST /api/exam-order – make the signed-in client's order from the list; answers the order with its tickets
  .post('/', async (c) => {
    const order = await createExamOrder({ deps: c.get('deps'), caller: c.get('caller'), text: await textOf(c) })
    return view(c, { id: order.id })
  })
  // GET /api/exam-order/by-unified/{unifiedOrderId} – the order of the page /exam/{unifiedOrderId}
  .get('/by-unified/:unifiedOrderId', async (c) => {
    if (c.get('caller').role !== 'authenticated') throw new AppError('UNAUTHENTICATED', EXAM_MESSAGES.signIn)
    return view(c, { unifiedOrderId: idOf(c, 'unifiedOrderId') })
  })
  // POST /api/exam-order/{id}/pay – pay tickets × price from the balance, once
  .post('/:id/pay', async (c) => {
    const order = await tryToPayForExamOrderFromBalance({ deps: c.get('deps'), caller: c.get('caller'), examOrderId: idOf(c) })
    return view(c, { id: order.id })
  })
  // POST /api/exam-order/{id}/retry – answer again after a failure
  .post('/:id/retry', async (c) => {
    const order = await retryExamOrder({ deps: c.get('deps'), caller: c.get('caller'), examOrderId: idOf(c) })
    return view(c, { id: order.id })
  })
  // GET /api/exam-order/{id}/docx – the paid answers as one DOCX
  .get('/:id/docx', async (c) => {
    const file = await buildExamOrderDocx({ deps: c.get('deps'), caller: c.get('caller'), id: idOf(c) })
    return attachment(c, { ...file, contentType: DOCX_TYPE, asciiName: 'exam.docx' })
  })
