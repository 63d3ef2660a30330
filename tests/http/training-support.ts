// Shared by the training API tests: clients with trial credits or a subscription, requests to /training-mode and
// direct looks at the rows the routes write.
import type { AppDeps } from '../../edge/context'
import type { Db } from '../../edge/db/port'
import type { TTestApp } from '../helpers/test-app'
import type { TTrainingTaskCreated } from '../../domain/training/api-types'
import { seedClient } from '../helpers/unified-orders'
import { credit } from '../helpers/ledger'

export type TClient = { id: string; headers: Record<string, string> }

let seq = 0

/** A client with `trials` trial credits (and optionally tokens and a running subscription). */
export async function trainingClient(db: Db, deps: AppDeps, o: { trials?: number; tokens?: number; subscribed?: boolean } = {}): Promise<TClient> {
  const c = await seedClient(db, deps.settings.APP_JWT_SECRET, 'Ученик')
  if (o.trials) await credit(db, { userId: c.id, account: 'trials', amount: o.trials, reason: 'test', idempotencyKey: `test-trials:${c.id}:${++seq}` })
  if (o.tokens) await credit(db, { userId: c.id, account: 'permanent_tokens', amount: o.tokens, reason: 'test', idempotencyKey: `test-tokens:${c.id}:${++seq}` })
  if (o.subscribed) await subscribe(db, c.id)
  return c
}

export async function subscribe(db: Db, userId: string): Promise<void> {
  const [payment] = await db.query<{ id: string }>(
    `insert into private.payments (user_id, kind, product, amount_kopecks, provider, method_id, subscription_type_id)
     values ($1, 'subscription', 'subscription', 99000, 'testbank', 3, 1) returning id`,
    [userId],
  )
  await db.query(
    `insert into private.subscriptions (user_id, subscription_type_id, payment_id, starts_at, ends_at) values ($1, 1, $2, now() - interval '1 day', now() + interval '30 days')`,
    [userId, payment!.id],
  )
}

export async function balanceOf(db: Db, userId: string): Promise<{ trials: number; tokens: number }> {
  const [b] = await db.query<{ trials: string; tokens: string }>(
    `select trials::text, (subscription_tokens + temporary_tokens + permanent_tokens)::text as tokens from private.balances where user_id = $1`,
    [userId],
  )
  return { trials: Number(b?.trials ?? 0), tokens: Number(b?.tokens ?? 0) }
}

type TInit = { method?: string; headers?: Record<string, string>; body?: unknown }
// The answer's JSON as the tests read it: any shape the route gives (success or { error_message, code }).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TAnswer = { status: number; body: any }

/** A request to /training-mode; a plain object body is sent as JSON. */
export async function training(app: TTestApp, path: string, init: TInit = {}): Promise<TAnswer> {
  const json = init.body !== undefined && !(init.body instanceof FormData) && typeof init.body !== 'string'
  const res = await app.request(`/training-mode${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(json && { 'content-type': 'application/json' }), ...init.headers },
    body: json ? JSON.stringify(init.body) : (init.body as BodyInit | undefined),
  })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: the test sees the text.
  }
  return { status: res.status, body }
}

/** Creates a task by JSON; expects success. */
export async function createTask(app: TTestApp, c: TClient, text = 'Реши уравнение 2x + 3 = 7'): Promise<TTrainingTaskCreated> {
  const r = await training(app, '/v1/tasks', { method: 'POST', headers: c.headers, body: { text } })
  if (r.status !== 201) throw new Error(`create task: ${r.status} ${JSON.stringify(r.body)}`)
  return r.body as TTrainingTaskCreated
}

/** Finishes the streaming reply of a task, as the stream pipeline would. */
export const finishReplies = (db: Db, taskUuid: string) =>
  db.query(
    `update public.training_messages set state = 'done', content = 'Что ты уже попробовал?'
      where state = 'streaming' and training_task_id = (select id from public.training_tasks where uuid = $1)`,
    [taskUuid],
  )
