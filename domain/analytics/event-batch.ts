// The body of POST /api/events: the browser's user context and a batch of events. Over-long batches are cut to the
// first maxEventsPerBatch events (the answer says how many were dropped); a malformed body or event is refused.
import { z } from 'zod'
import { ANALYTICS_LIMITS, isEventName, MAX_EVENT_NAME_LENGTH } from './user-context'

const short = (max: number) => z.string().max(max)
const stringMap = (maxKeys: number, maxValue: number) =>
  z.record(short(100), short(maxValue)).refine((m) => Object.keys(m).length <= maxKeys, { message: `не больше ${maxKeys} ключей` })

/** What the browser may say about itself; user_id and fingerprint are the server's to fill and are ignored here. */
const ZAnalyticsContextInput = z.object({
  has_subscription: z.boolean().nullable().optional(),
  session_id: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/).nullable().optional(),
  entry: short(200).nullable().optional(),
  url: short(2000).optional(),
  experiments: stringMap(50, 100).optional(),
  is_web_app: z.boolean().optional(),
  get_params: stringMap(50, 500).optional(),
  user_agent: short(500).optional(),
  screen_preset: z.enum(['mobile', 'tablet', 'desktop']).optional(),
})

const ZAnalyticsEvent = z.object({
  name: z
    .string()
    .max(MAX_EVENT_NAME_LENGTH, `Имя события не длиннее ${MAX_EVENT_NAME_LENGTH} символов`)
    .refine(isEventName, 'Имя события пишется строчными латинскими буквами, цифрами и подчёркиваниями'),
  props: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((p) => new TextEncoder().encode(JSON.stringify(p)).length <= ANALYTICS_LIMITS.maxPropsBytes, {
      message: `Свойства события не больше ${ANALYTICS_LIMITS.maxPropsBytes} байт`,
    }),
  /** When it happened, ms since the epoch by the browser's clock; the server clamps it. */
  time: z.number().int().positive().optional(),
  /** The page at the moment of the event, when it differs from the batch's context url. */
  url: short(2000).optional(),
})

const ZBatchShape = z.object({
  context: ZAnalyticsContextInput.default({}),
  events: z.array(z.unknown()).min(1, 'Нет ни одного события'),
  /** sendBeacon cannot send headers: the browser's API token rides in the body and is verified like the header. */
  auth: z.string().max(4096).optional(),
  fingerprint: z.string().max(128).optional(),
})

type TAnalyticsEvent = z.output<typeof ZAnalyticsEvent>
type TAnalyticsContextInput = z.output<typeof ZAnalyticsContextInput>

export type TParsedBatch =
  | { ok: true; context: TAnalyticsContextInput; events: TAnalyticsEvent[]; dropped: number; auth?: string; fingerprint?: string }
  | { ok: false; message: string }

/** Parses a decoded JSON body: cuts the batch to its limit first, then every kept event must be valid. */
export function parseEventBatch(body: unknown): TParsedBatch {
  const shape = ZBatchShape.safeParse(body)
  if (!shape.success) return { ok: false, message: `Некорректный пакет событий: ${firstIssue(shape.error)}` }
  const kept = shape.data.events.slice(0, ANALYTICS_LIMITS.maxEventsPerBatch)
  const events: TAnalyticsEvent[] = []
  for (const [i, raw] of kept.entries()) {
    const parsed = ZAnalyticsEvent.safeParse(raw)
    if (!parsed.success) return { ok: false, message: `Некорректное событие №${i + 1}: ${firstIssue(parsed.error)}` }
    events.push(parsed.data)
  }
  const { context, auth, fingerprint } = shape.data
  return { ok: true, context, events, dropped: shape.data.events.length - kept.length, ...(auth && { auth }), ...(fingerprint && { fingerprint }) }
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'ошибка формата'
  const path = issue.path.length ? `${issue.path.join('.')}: ` : ''
  return `${path}${issue.message}`
}
