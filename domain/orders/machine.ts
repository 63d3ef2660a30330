// A product's lifecycle as data (DESIGN.md "Orders"): named transitions from → to, who may trigger each, the job it
// enqueues and the event it publishes. Pure, so the server's transition() and the tests read the same table.

/** Who moves an order: the client's own call, a durable job, or the platform itself (payments, sign-in). */
export type TActor = 'client' | 'job' | 'system'

type TTransition<S extends string> = {
  /** Also the event written to the order's log. */
  name: string
  from: readonly S[]
  to: S
  by: TActor
  /** A job (edge/jobs registry name) enqueued in the same transaction. */
  job?: string
  /** A realtime event (domain/realtime.ts) published to the order's room after commit. */
  event?: string
}

export type TTransitionTable<S extends string> = readonly TTransition<S>[]

export type TTransitionCheck<S extends string> =
  | { ok: true; transition: TTransition<S> }
  | { ok: false; reason: 'unknown' | 'actor' | 'stale'; transition: TTransition<S> | null }

/** Whether `name` may run now: it exists, `by` may trigger it, and the order is in one of its `from` statuses. */
export function checkTransition<S extends string>(table: TTransitionTable<S>, name: string, from: S, by: TActor): TTransitionCheck<S> {
  const t = table.find((x) => x.name === name) ?? null
  if (!t) return { ok: false, reason: 'unknown', transition: null }
  if (t.by !== by) return { ok: false, reason: 'actor', transition: t }
  if (!t.from.includes(from)) return { ok: false, reason: 'stale', transition: t }
  return { ok: true, transition: t }
}

/** A table is well formed when names are unique and no transition starts from nothing. */
export function assertWellFormed<S extends string>(table: TTransitionTable<S>): void {
  const seen = new Set<string>()
  for (const t of table) {
    if (seen.has(t.name)) throw new Error(`transition "${t.name}" is defined twice`)
    if (t.from.length === 0) throw new Error(`transition "${t.name}" has no from status`)
    seen.add(t.name)
  }
}
