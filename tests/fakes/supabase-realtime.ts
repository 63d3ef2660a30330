// A fake Supabase Realtime for one test file: the broadcast REST endpoint (checks the key headers and the body shape,
// records what it accepted), the Phoenix websocket browsers join (phx_join to realtime:<topic> with an access token,
// heartbeat, broadcast frames) and the project's JWKS. Accepted REST broadcasts are pushed to sockets joined to their
// topic. Keys follow Supabase's rules: a legacy (JWT) key is sent as `apikey` and as the bearer, a new sb_… key as
// `apikey` only (a bearer sb_… key is refused); a join's access token must verify against the project's keys
// (supabase-jwt.ts), and the README's policy on realtime.messages then admits it to the rooms it names.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { z } from 'zod'
import { isJwtKey } from '../../edge/realtime/supabase-keys'
import { publicJwks, verifiedClaims, type TFakeProjectKeys } from './supabase-jwt'

const JWKS_PATH = '/auth/v1/.well-known/jwks.json'

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
  /**
   * Decides whether a join may enter the topic, given the claims of its verified access token (null: none, or one the
   * project's keys refuse). By default the README's policy on realtime.messages: the token's realtime_rooms names it.
   */
  authorize: (topic: string, claims: Record<string, unknown> | null) => boolean
  /** While true, heartbeats go unanswered (a connection that died without closing). */
  ignoreHeartbeats: boolean
  /** Drops every open socket, as a Supabase restart would. */
  dropSockets(): void
  close(): Promise<void>
}

/**
 * `secretKey`: the server's key (sb_secret_… or the legacy service_role JWT); `publishableKey`: the browsers'
 * (sb_publishable_… or the legacy anon JWT); `jwtSecret` and `signingKeys`: what the project verifies tokens with.
 */
export async function startFakeSupabaseRealtime(opts: { secretKey: string; publishableKey: string } & TFakeProjectKeys): Promise<TFakeSupabaseRealtime> {
  const received: TFakeBroadcast[] = []
  const frames: TFrame[] = []
  let failStatus: number | null = null
  const joined = new Map<WebSocket, Set<string>>()

  const fake: TFakeSupabaseRealtime = {
    url: '',
    received,
    frames,
    failWith: (s) => void (failStatus = s),
    authorize: (topic, claims) => {
      const rooms = claims?.realtime_rooms
      return Array.isArray(rooms) && rooms.includes(topic)
    },
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
    if (req.method === 'GET' && req.url === JWKS_PATH) return answer(200, publicJwks(opts))
    if (req.method !== 'POST' || req.url !== '/realtime/v1/api/broadcast') return answer(404, { message: 'not found' })
    const bearer = req.headers.authorization
    // The new keys are no JWTs: Supabase takes them in `apikey` only and refuses one presented as a bearer token.
    if (bearer?.startsWith('Bearer sb_')) return answer(401, { message: 'Invalid JWT: an API key is not a token' })
    const legacy = isJwtKey(opts.secretKey)
    if (req.headers.apikey !== opts.secretKey || (legacy && bearer !== `Bearer ${opts.secretKey}`)) {
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
    if (url.pathname !== '/realtime/v1/websocket' || url.searchParams.get('apikey') !== opts.publishableKey) {
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
          const claims = token ? await verifiedClaims(token, opts, fake.url + JWKS_PATH) : null
          const topic = frame.topic.replace(/^realtime:/, '')
          if (!frame.topic.startsWith('realtime:') || config?.private !== true || !fake.authorize(topic, claims)) {
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
