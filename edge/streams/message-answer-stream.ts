// GET /api/ai-order/{unifiedOrderId}/stream (and, from the same factory, /api/advanced-ai-order/{id}/stream) – the
// owner's answer as Server-Sent Events (bearer token or guest
// fingerprint). Events: start, chunk ({text}), complete, error ({message}), info (paywall); every `id:` is the
// character offset sent so far, so a reconnect with Last-Event-ID gets exactly the rest. The stream subscribes to the
// order's room first and then reads the stored text, so nothing written between the two is lost; each notice of a
// written batch re-reads the row (the notices carry no text). An unpaid order streams only the preview, then `info`.
import { Hono } from 'hono'
import { streamSSE, type SSEStreamingApi } from 'hono/streaming'
import type { AppEnv } from '../context'
import { AppError } from '../http/errors'
import { clientIp } from '../auth/client-ip'
import { takeStreamSlot } from '../realtime/stream-slots'
import { orderRowId } from '../orders/parse-order-input'
import { unifiedOrderRoom } from '../../domain/realtime'
import { AI_ORDER_MESSAGES, AI_ORDER_PREVIEW_CHARS, type TAiStreamChunk, type TAiStreamComplete, type TAiStreamError, type TAiStreamEvent, type TAiStreamInfo, type TAiStreamStart } from '../../domain/ai-order/ai-order-input'
import type { Caller, Db } from '../db/port'
import { getAiOrder } from './get-ai-order'
import { AI_ANSWER_TABLES, latestAnswerId, readStreamState, type TAnswerTables } from './read-stream-state'

/** Comment lines keep proxies from closing a quiet stream; each one also re-reads the row in case a notice was lost. */
const AI_STREAM_HEARTBEAT_MS = 15_000

const offsetOf = (raw: string | undefined | null): number => (raw && /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : 0)

type TStreamedOrder = { id: string; unifiedOrderId: string }

/** The stream routes of a product whose answers are AI order-shaped messages (the AI order; the advanced AI order). */
export function createAnswerStreamRoutes(p: { findOrder: (o: { db: Db; caller: Caller; unifiedOrderId: string }) => Promise<TStreamedOrder | null>; tables: TAnswerTables }) {
  const routes = new Hono<AppEnv>()
  routes.get('/:unifiedOrderId/stream', async (c) => {
    const { db, realtime, log, settings } = c.get('deps')
    const caller = c.get('caller')
    const unifiedOrderId = orderRowId(c.req.param('unifiedOrderId'))
    const order = unifiedOrderId ? await p.findOrder({ db, caller, unifiedOrderId }) : null
    if (!order) throw new AppError('NOT_FOUND', AI_ORDER_MESSAGES.orderNotFound)
    const asked = c.req.query('messageId')
    const messageId = asked === undefined ? await latestAnswerId(db, order.id, p.tables) : orderRowId(asked)
    const first = messageId ? await readStreamState(db, { aiOrderId: order.id, messageId }, p.tables) : null
    if (!messageId || !first) throw new AppError('NOT_FOUND', 'Ответ не найден')
    const release = takeStreamSlot(realtime, caller, clientIp(c.req.raw.headers), settings)
    // Never past what this caller may read: an unpaid order's length stays unknown.
    let sent = Math.min(offsetOf(c.req.header('last-event-id') ?? c.req.query('lastEventId')), first.limit)

    c.header('cache-control', 'no-cache')
    c.header('x-accel-buffering', 'no')
    return streamSSE(c, async (stream) => {
      try {
        await serve(stream)
      } finally {
        release()
      }
    })

    async function serve(stream: SSEStreamingApi) {
      let finish!: () => void
      const done = new Promise<void>((resolve) => (finish = resolve))
      let ended = false
      const end = () => {
        ended = true
        finish()
      }
      const send = (event: TAiStreamEvent, data: unknown) => stream.writeSSE({ event, id: String(sent), data: JSON.stringify(data) })

      // One pump at a time; a notice that arrives during one runs another right after it.
      let running = false
      let again = false
      const pump = async () => {
        if (running) {
          again = true
          return
        }
        running = true
        try {
          do {
            again = false
            if (ended) return
            const s = await readStreamState(db, { aiOrderId: order!.id, messageId: messageId! }, p.tables)
            if (!s) return end()
            if (sent < s.limit) {
              const text = s.content.slice(sent, s.limit)
              sent = s.limit
              await send('chunk', { text } satisfies TAiStreamChunk)
            }
            if (s.state === 'failed' && sent >= s.limit) {
              await send('error', { message: s.error ?? 'Ответ не получен' } satisfies TAiStreamError)
              return end()
            }
            if (!s.isPaid && (sent >= AI_ORDER_PREVIEW_CHARS || s.state === 'done')) {
              await send('info', { reason: 'paywall', previewChars: AI_ORDER_PREVIEW_CHARS, price: s.price } satisfies TAiStreamInfo)
              return end()
            }
            if (s.state === 'done' && sent >= s.length) {
              await send('complete', { messageId: messageId!, length: sent } satisfies TAiStreamComplete)
              return end()
            }
          } while (again && !ended)
        } catch (e) {
          log.warn('ai order stream: read failed', { orderId: order!.id, error: String(e) })
          end()
        } finally {
          running = false
        }
      }

      // Subscribe before the first read: a batch written in between is then seen by one or the other.
      const unsubscribe = realtime.subscribe([unifiedOrderRoom(order!.unifiedOrderId)], () => void pump(), end)
      await send('start', { messageId: messageId!, offset: sent, state: first!.state, isPaid: first!.isPaid } satisfies TAiStreamStart)
      void pump()
      const heartbeat = setInterval(() => {
        void stream.write(': ping\n\n').catch(end)
        void pump()
      }, AI_STREAM_HEARTBEAT_MS)
      stream.onAbort(end)
      const signal = c.req.raw.signal
      if (signal.aborted) end()
      else signal.addEventListener('abort', end, { once: true })

      await done
      clearInterval(heartbeat)
      unsubscribe()
      signal.removeEventListener('abort', end)
    }
  })
  return routes
}

export const aiOrderStreamRoutes = createAnswerStreamRoutes({ findOrder: getAiOrder, tables: AI_ANSWER_TABLES })
