// A fake Supabase Realtime for one test file: the broadcast REST endpoint (checks the key headers and the body shape,
// records what it accepted) and the Phoenix websocket browsers join (phx_join to realtime:<topic> with an access
// token, heartbeat, broadcast frames). Accepted REST broadcasts are pushed to sockets joined to their topic.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { z } from 'zod'

const ZBroadcastBody = z.strictObject({
  messages: z
    .array(z.strictObject({ topic: z.string().min(1), event: z.string().min(1), payload: z.unknown(), private: z.boolean() }))
    .min(1),
})
type TFakeBroadcast = z.infer<typeof ZBroadcastBody>['messages'][number]

type TFrame = { topic: string; event: string; payload: Record<string, unknown>; ref: string | null; join_ref?: string | null }

export type TFakeSupabaseRealtime = {
  url: string
  /** Broadcasts the REST endpoint accepted, in order. */
  received: TFakeBroadcast[]
  /** Every frame browsers sent over the websocket. */
  frames: TFrame[]
  /** Answer the next REST calls with this status instead of 202. */
  failWith(status: number | null): void
  /** Decides whether a join with this access token may enter the topic (the RLS check on realtime.messages). */
  authorize: (topic: string, accessToken: string | undefined) => boolean | Promise<boolean>
  /** While true, heartbeats go unanswered (a connection that died without closing). */
  ignoreHeartbeats: boolean
  /** Drops every open socket, as a Supabase restart would. */
  dropSockets(): void
  close(): Promise<void>
}

export async function startFakeSupabaseRealtime(opts: { serviceRoleKey: string; anonKey: string }): Promise<TFakeSupabaseRealtime> {
  const received: TFakeBroadcast[] = []
  const frames: TFrame[] = []
  let failStatus: number | null = null
  const joined = new Map<WebSocket, Set<string>>()

  const fake: TFakeSupabaseRealtime = {
    url: '',
    received,
    frames,
    failWith: (s) => void (failStatus = s),
    authorize: () => true,
    ignoreHeartbeats: false,
    dropSockets: () => {
      for (const ws of joined.keys()) ws.terminate()
    },
    close: async () => {
      for (const ws of joined.keys()) ws.terminate()
      wss.close()
      server.closeAllConnections()
      await new Promise<void>((r) => server.close(() => r()))
    },
  }

  const deliver = (m: TFakeBroadcast) => {
    for (const [ws, topics] of joined) {
      if (!topics.has(`realtime:${m.topic}`)) continue
      ws.send(JSON.stringify({ topic: `realtime:${m.topic}`, event: 'broadcast', payload: { type: 'broadcast', event: m.event, payload: m.payload }, ref: null }))
    }
  }

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = ''
      req.on('data', (d: Buffer) => (body += d.toString()))
      req.on('end', () => resolve(body))
    })

  const server = createServer(async (req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method !== 'POST' || req.url !== '/realtime/v1/api/broadcast') return answer(404, { message: 'not found' })
    if (req.headers.apikey !== opts.serviceRoleKey || req.headers.authorization !== `Bearer ${opts.serviceRoleKey}`) {
      return answer(401, { message: 'Invalid API key or Authorization header' })
    }
    if (!String(req.headers['content-type']).startsWith('application/json')) return answer(415, { message: 'expected JSON' })
    let parsed: ReturnType<typeof ZBroadcastBody.safeParse>
    try {
      parsed = ZBroadcastBody.safeParse(JSON.parse(await readBody(req)))
    } catch {
      return answer(400, { message: 'malformed JSON' })
    }
    if (!parsed.success) return answer(400, { message: z.prettifyError(parsed.error) })
    if (failStatus !== null) return answer(failStatus, { message: 'fake failure' })
    for (const m of parsed.data.messages) {
      received.push(m)
      deliver(m)
    }
    return answer(202, {})
  })

  const wss = new WebSocketServer({ noServer: true })
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (url.pathname !== '/realtime/v1/websocket' || url.searchParams.get('apikey') !== opts.anonKey) {
      socket.end('HTTP/1.1 401 Unauthorized\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      joined.set(ws, new Set())
      ws.on('close', () => joined.delete(ws))
      ws.on('message', async (raw) => {
        const frame = JSON.parse(String(raw)) as TFrame
        frames.push(frame)
        const reply = (status: 'ok' | 'error', response: Record<string, unknown> = {}) =>
          ws.send(JSON.stringify({ topic: frame.topic, event: 'phx_reply', payload: { status, response }, ref: frame.ref, join_ref: frame.join_ref ?? null }))
        if (frame.topic === 'phoenix' && frame.event === 'heartbeat') return fake.ignoreHeartbeats ? undefined : reply('ok')
        if (frame.event === 'phx_join') {
          const config = frame.payload.config as { private?: boolean } | undefined
          const token = typeof frame.payload.access_token === 'string' ? frame.payload.access_token : undefined
          const topic = frame.topic.replace(/^realtime:/, '')
          if (!frame.topic.startsWith('realtime:') || config?.private !== true || !(await fake.authorize(topic, token))) {
            return reply('error', { reason: 'Unauthorized: You do not have permissions to read from this Channel topic' })
          }
          joined.get(ws)?.add(frame.topic)
          return reply('ok', { postgres_changes: [] })
        }
        if (frame.event === 'phx_leave') {
          joined.get(ws)?.delete(frame.topic)
          return reply('ok')
        }
      })
    })
  })

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}
