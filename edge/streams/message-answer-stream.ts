// GET …/{unifiedOrderId}/stream for a product whose answers are chat messages of an order (message-answers.ts): the
// owner's answer as Server-Sent Events (bearer token or guest fingerprint), over answer-stream.ts. Events: start,
// chunk ({text}), complete, error ({message}), info (paywall); every `id:` is the character offset sent so far, so a
// reconnect with Last-Event-ID gets exactly the rest. An answer this process writes streams from memory; otherwise
// each batch's notice re-reads the row (the notices carry no text). An unpaid order streams only the preview, then
// `info` (the paywall is checked against the row before it is announced).
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { clientIp } from '../auth/client-ip'
import { takeStreamSlot } from '../realtime/stream-slots'
import { orderRowId } from '../orders/parse-order-input'
import { AI_ORDER_MESSAGES, AI_ORDER_PREVIEW_CHARS, type TAiStreamChunk, type TAiStreamComplete, type TAiStreamError, type TAiStreamEvent, type TAiStreamInfo, type TAiStreamStart } from '../../domain/ai-order/ai-order-input'
import type { Caller, Db } from '../db/port'
import { answerStreamResponse, type TAnswerReader, type TStreamFrame } from './answer-stream'
import { liveAnswers } from './live-answers'
import { latestAnswerId, readableLength, readStreamState, type TMessageAnswerTable } from './message-answers'

/** Comment lines keep proxies from closing a quiet stream; each one also re-reads the row in case a notice was lost. */
const ANSWER_STREAM_HEARTBEAT_MS = 15_000

const offsetOf = (raw: string | undefined | null): number => (raw && /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : 0)

type TStreamedOrder = { id: string; unifiedOrderId: string }

export function createMessageAnswerStreamRoutes(p: {
  findOrder: (o: { db: Db; caller: Caller; unifiedOrderId: string }) => Promise<TStreamedOrder | null>
  table: TMessageAnswerTable
  heartbeatMs?: number
}) {
  const { table } = p
  const routes = new Hono<AppEnv>()
  routes.get('/:unifiedOrderId/stream', async (c) => {
    const { db, realtime, log, settings } = c.get('deps')
    const caller = c.get('caller')
    const unifiedOrderId = orderRowId(c.req.param('unifiedOrderId'))
    const order = unifiedOrderId ? await p.findOrder({ db, caller, unifiedOrderId }) : null
    if (!order) throw new AppError('NOT_FOUND', AI_ORDER_MESSAGES.orderNotFound)
    const asked = c.req.query('messageId')
    const messageId = asked === undefined ? await latestAnswerId(db, table, order.id) : orderRowId(asked)
    const first = messageId ? await readStreamState(db, table, { orderId: order.id, messageId }) : null
    if (!messageId || !first) throw new AppError('NOT_FOUND', 'Ответ не найден')
    const release = takeStreamSlot(realtime, caller, clientIp(c.req.raw.headers), settings)
    // Never past what this caller may read: an unpaid order's length stays unknown.
    let sent = Math.min(offsetOf(c.req.header('last-event-id') ?? c.req.query('lastEventId')), first.limit)
    let paid = first.isPaid
    const frame = (event: TAiStreamEvent, data: unknown): TStreamFrame => ({ event, id: String(sent), data })
    const chunk = (text: string, upTo: number): TStreamFrame[] => {
      if (upTo <= sent) return []
      const part = text.slice(sent, upTo)
      sent = upTo
      return [frame('chunk', { text: part } satisfies TAiStreamChunk)]
    }
    const liveOne = () => liveAnswers.get(table, messageId)

    const reader: TAnswerReader = {
      first: [frame('start', { messageId, offset: sent, state: first.state, isPaid: first.isPaid } satisfies TAiStreamStart)],
      async read() {
        const s = await readStreamState(db, table, { orderId: order.id, messageId })
        if (!s) return { frames: [], end: true }
        paid = s.isPaid
        // While it streams here, the live text is ahead of the row.
        const ahead = s.state === 'streaming' ? liveOne()?.text : undefined
        const text = ahead && ahead.length > s.content.length ? ahead : s.content
        const frames = chunk(text, readableLength(text.length, s.isPaid))
        if (s.state === 'failed' && sent >= s.limit) return { frames: [...frames, frame('error', { message: s.error ?? 'Ответ не получен' } satisfies TAiStreamError)], end: true }
        if (!s.isPaid && (sent >= AI_ORDER_PREVIEW_CHARS || s.state === 'done')) {
          return { frames: [...frames, frame('info', { reason: 'paywall', previewChars: AI_ORDER_PREVIEW_CHARS, price: s.price } satisfies TAiStreamInfo)], end: true }
        }
        if (s.state === 'done' && sent >= s.length) return { frames: [...frames, frame('complete', { messageId, length: sent } satisfies TAiStreamComplete)], end: true }
        return { frames }
      },
      live(e) {
        if (e.messageId !== messageId) return {}
        const a = liveOne()
        if (e.kind === 'end' || !a) return { reread: true }
        const frames = chunk(a.text, readableLength(a.text.length, paid))
        // At the preview's end the row says whether the order is paid by now.
        return { frames, reread: !paid && sent >= AI_ORDER_PREVIEW_CHARS }
      },
      following: () => Boolean(liveOne()) && (paid || sent < AI_ORDER_PREVIEW_CHARS),
    }
    return answerStreamResponse(c, { realtime, log, table, parentId: order.id, unifiedOrderId: order.unifiedOrderId, heartbeatMs: p.heartbeatMs ?? ANSWER_STREAM_HEARTBEAT_MS, reader, release })
  })
  return routes
}
