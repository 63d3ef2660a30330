// The team's funnel for a period (private.analytics_funnel), for administrators only (role id 4, read from the
// account row, never from the token or the request). Anyone else gets `absent` before the query is even read, so the
// route answers them exactly as an address that does not exist, bad dates or not.
import { asService, type Caller, type Db } from '../db/port'
import { funnelSteps, parseFunnelQuery, type TFunnelStep } from '../../domain/analytics/funnel'
import { ADMIN_ROLE_ID } from '../../domain/admin/access'


export type TFunnelAnswer =
  | { kind: 'absent' }
  | { kind: 'bad'; message: string }
  | { kind: 'ok'; from: string; to: string; steps: TFunnelStep[] }

export async function getAnalyticsFunnel(opts: { db: Db; caller: Caller; query: Record<string, string | undefined>; now?: Date }): Promise<TFunnelAnswer> {
  const { caller } = opts
  if (caller.role !== 'authenticated') return { kind: 'absent' }
  return asService(opts.db, async (tx): Promise<TFunnelAnswer> => {
    const [user] = await tx.query<{ role_id: number }>('select role_id from public.users where id = $1::uuid', [caller.userId])
    if (Number(user?.role_id) !== ADMIN_ROLE_ID) return { kind: 'absent' }
    const parsed = parseFunnelQuery(opts.query, opts.now ?? new Date())
    if (!parsed.ok) return { kind: 'bad', message: parsed.message }
    const { period } = parsed
    const rows = await tx.query<{ name: string; subjects: string | number }>('select name, subjects from private.analytics_funnel($1::timestamptz, $2::timestamptz)', [
      period.fromAt.toISOString(),
      period.toAt.toISOString(),
    ])
    return { kind: 'ok', from: period.from, to: period.to, steps: funnelSteps(new Map(rows.map((r) => [r.name, Number(r.subjects)]))) }
  })
}
