// Shared parts of the AI order HTTP tests (ai-orders*.test.ts): the order's GraphQL documents, and making, reading and
// streaming an order through the test file's own app, whose parts useTestApp sets before each test.
import { expect } from 'vitest'
import type { AppDeps } from '../../edge/context'
import type { TestDb } from '../helpers/test-db'
import type { TTestApp } from '../helpers/test-app'
import { runJobsUntilIdle } from '../helpers/jobs'
import { giveCredits } from '../helpers/credits'
import { gql, phoneClients } from './auth-support'

export const QUESTION = 'Реши уравнение: 12 + 30 = ? Объясни по шагам'
const ORDER = `id unifiedOrderId status statusId isPaid price clarificationsCountLeft suggestedPrompts isDemo isCombined streamUrl getParams subject { id title }
  messages { id role content isPreview state error }`
export const GET = `query($u: ID) { getAiOrderById(unifiedOrderId: $u) { ${ORDER} } }`
export const PAY = `mutation($u: ID!) { tryToPayForCombinedAiOrderFromBalance(unifiedOrderId: $u) { ${ORDER} } }`
export const CLARIFY = `mutation($u: ID!, $q: String!) { createCombinedAiOrderClarification(unifiedOrderId: $u, question: $q) { ${ORDER} } }`
export const COMBINED = `mutation($u: ID!, $s: Int) { createCombinedAiOrder(unifiedOrderId: $u, subjectId: $s) { ${ORDER} } }`

/** The helpers over a test file's `t`, `deps` and `app`: `aiOrderHelpers(() => ({ t, deps, app }))`. */
export function aiOrderHelpers(env: () => { t: TestDb; deps: AppDeps; app: TTestApp }) {
  const client = phoneClients('10.96.0', () => ({ app: env().app, db: env().t.db }))
  const tokens = (userId: string, amount: number) => giveCredits(env().t.db, userId, amount)
  const balance = async (h: Record<string, string>) => (await gql(env().app, '{ me { balance { balanceTokens } } }', {}, h)).data.me.balance.balanceTokens as number

  const runJobs = (services: AppDeps = env().deps) => runJobsUntilIdle(env().t.db, services)

  const post = (body: unknown, headers: Record<string, string>, on: TTestApp = env().app) =>
    on.request('/api/unified-order/create', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) })

  async function created(headers: Record<string, string>, body: Record<string, unknown> = { query: QUESTION }, on: TTestApp = env().app) {
    const res = await post(body, headers, on)
    const json = (await res.json()) as { unified_order_id: number; error: string | null; errors: string[] }
    expect(res.status, JSON.stringify(json)).toBe(200)
    expect(json).toMatchObject({ error: null, errors: [] })
    return String(json.unified_order_id)
  }
  const read = async (u: string, h: Record<string, string>) => (await gql(env().app, GET, { u }, h)).data.getAiOrderById
  const fullText = async (u: string) =>
    (await env().t.db.query<{ content: string }>(`select m.content from public.ai_order_messages m join public.ai_orders o on o.id = m.ai_order_id where o.unified_order_id = $1::bigint and m.role = 2 order by m.id`, [u])).map((r) => r.content)
  const stream = (u: string, h: Record<string, string>, extra: Record<string, string> = {}, on: TTestApp = env().app) => on.request(`/api/ai-order/${u}/stream`, { headers: { ...h, ...extra } })

  return { client, tokens, balance, runJobs, post, created, read, fullText, stream }
}
