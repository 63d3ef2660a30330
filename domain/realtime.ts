// Realtime vocabulary shared by server and browser: event names, rooms, wire shapes and reconnect timing.

/** Platform spec §4 "Realtime events handled", kebab-cased. */
export const REALTIME_EVENTS = [
  'user-changed',
  'pay-in-success',
  'mass-alert-changed',
  'unified-order-search-status-changed',
  'library-work-order-changed',
  'ai-order-changed',
  'ai-order-clarification-received',
  'advanced-ai-order-changed',
  'advanced-ai-order-clarification-received',
  'ai-order-search-result-received',
  'ai-essay-order-presentation-changed',
  'main-order-attachment-resolved',
  'ai-essay-order-changed',
  'ai-essay-order-references-search-request-changed',
  'ai-referat-full-content-is-ready',
  'ai-referat-full-content-generating-failed',
  'ai-presentation-order-changed',
  // A training task moved (completed) or its chat has a new message; the chat stream reads the rows (edge/training).
  'training-task-changed',
] as const

export type RealtimeEventName = (typeof REALTIME_EVENTS)[number]

const EVENT_SET: ReadonlySet<string> = new Set(REALTIME_EVENTS)

export const isRealtimeEventName = (name: string): name is RealtimeEventName => EVENT_SET.has(name)

export const unknownEventMessage = (name: string) =>
  `Неизвестное событие «${name}». Допустимые события: ${REALTIME_EVENTS.join(', ')}`

/** Spec: "an unknown event name produces an error listing valid names". */
export function assertEventName(name: string): asserts name is RealtimeEventName {
  if (!isRealtimeEventName(name)) throw new Error(unknownEventMessage(name))
}

// ---------------------------------------------------------------------------------------------
// Rooms
// ---------------------------------------------------------------------------------------------

export const MASS_ALERT_ROOM = 'App.Models.MassAlert'
const AI_ESSAY_ORDER_PREFIX = 'App.Models.AiEssayOrder.'
const UNIFIED_ORDER_PREFIX = 'App.Models.UnifiedOrder.'
const USER_PREFIX = 'App.Models.User.'

export type TRoom =
  | { kind: 'mass-alert'; id: null }
  | { kind: 'ai-essay-order'; id: string }
  | { kind: 'unified-order'; id: string }
  | { kind: 'user'; id: string }

// Order ids are Postgres bigint: kept as digit strings so ids past 2^53 survive the browser.
const ORDER_ID = /^[1-9][0-9]{0,18}$/
const BIGINT_MAX = 9223372036854775807n
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const orderId = (raw: string): string | null => (ORDER_ID.test(raw) && BigInt(raw) <= BIGINT_MAX ? raw : null)

/** Parses a room name; user ids are lower-cased so one user never ends up in two rooms. */
export function parseRoom(name: string): TRoom | null {
  if (name === MASS_ALERT_ROOM) return { kind: 'mass-alert', id: null }
  if (name.startsWith(AI_ESSAY_ORDER_PREFIX)) {
    const id = orderId(name.slice(AI_ESSAY_ORDER_PREFIX.length))
    return id ? { kind: 'ai-essay-order', id } : null
  }
  if (name.startsWith(UNIFIED_ORDER_PREFIX)) {
    const id = orderId(name.slice(UNIFIED_ORDER_PREFIX.length))
    return id ? { kind: 'unified-order', id } : null
  }
  if (name.startsWith(USER_PREFIX)) {
    const id = name.slice(USER_PREFIX.length)
    return UUID.test(id) ? { kind: 'user', id: id.toLowerCase() } : null
  }
  return null
}

export function roomName(room: TRoom): string {
  switch (room.kind) {
    case 'mass-alert':
      return MASS_ALERT_ROOM
    case 'ai-essay-order':
      return AI_ESSAY_ORDER_PREFIX + room.id
    case 'unified-order':
      return UNIFIED_ORDER_PREFIX + room.id
    case 'user':
      return USER_PREFIX + room.id
  }
}

/** The canonical spelling of a room name, or null when it is not a room. */
export const canonicalRoom = (name: string): string | null => {
  const room = parseRoom(name)
  return room ? roomName(room) : null
}

export const ROOM_FORMAT_HINT = `${MASS_ALERT_ROOM}, ${AI_ESSAY_ORDER_PREFIX}{id}, ${UNIFIED_ORDER_PREFIX}{id}, ${USER_PREFIX}{uuid}`

function built(name: string): string {
  const canonical = canonicalRoom(name)
  if (!canonical) throw new Error(`Неверное имя комнаты «${name}». Ожидается: ${ROOM_FORMAT_HINT}`)
  return canonical
}

export const massAlertRoom = () => MASS_ALERT_ROOM
export const aiEssayOrderRoom = (id: number | bigint | string) => built(AI_ESSAY_ORDER_PREFIX + String(id))
export const unifiedOrderRoom = (id: number | bigint | string) => built(UNIFIED_ORDER_PREFIX + String(id))
export const userRoom = (userId: string) => built(USER_PREFIX + userId)

// ---------------------------------------------------------------------------------------------
// Wire format of POST /api/realtime (text/event-stream)
// ---------------------------------------------------------------------------------------------

export const MAX_ROOMS_PER_STREAM = 50

/** The stream's first event; every later event is named by its RealtimeEventName. */
export const READY_EVENT = 'ready'

export type TRealtimeReady = { rooms: string[]; denied: { room: string; reason: string }[] }
export type TRealtimeEnvelope = { room: string; data: unknown }

/**
 * The answer of POST /api/realtime when the server runs with Supabase Realtime (Workers): instead of a stream, where
 * to open the websocket and a short-lived token that names exactly the rooms in `ready.rooms` (Supabase's RLS on
 * realtime.messages admits a private channel only for a room the token names). Events arrive as broadcasts whose
 * event is the RealtimeEventName and whose payload is the TRealtimeEnvelope.
 */
export type TRealtimeSocketJoin = {
  transport: 'supabase'
  ready: TRealtimeReady
  /** ws(s)://…/realtime/v1/websocket */
  socketUrl: string
  /** The project's public anon key (the websocket's apikey parameter). */
  apikey: string
  token: string
  /** Unix seconds; the client reconnects (and gets a fresh token) before then. */
  expiresAt: number
}

// ---------------------------------------------------------------------------------------------
// Socket settings (platform spec §8) and backoff
// ---------------------------------------------------------------------------------------------

export const RECONNECT_DELAY_MIN_MS = 1000
export const RECONNECT_DELAY_MAX_MS = 5000
const RECONNECT_RANDOMISATION = 0.5
export const CONNECT_TIMEOUT_MS = 20000
export const KEEP_ALIVE_MS = 25000

/**
 * Delay before reconnect attempt `attempt` (0-based): exponential from the minimum, doubled each
 * attempt, moved by up to ±50 % as socket.io's backoff does, then held within min..max.
 * `random` is a number in [0, 1), as Math.random() returns.
 */
export function reconnectDelay(attempt: number, random: number): number {
  // The cap on the exponent keeps the product finite; at 2^20 s the max has long taken over.
  const base = RECONNECT_DELAY_MIN_MS * 2 ** Math.min(Math.max(0, Math.floor(attempt)), 20)
  const r = Math.min(Math.max(random, 0), 1)
  const ms = base + (r * 2 - 1) * RECONNECT_RANDOMISATION * base
  return Math.round(Math.min(Math.max(ms, RECONNECT_DELAY_MIN_MS), RECONNECT_DELAY_MAX_MS))
}
