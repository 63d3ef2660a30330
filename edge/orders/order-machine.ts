// How a product plugs into the orders kernel: its table, columns, log, statuses, transitions table, the unified
// mapping, its realtime room and its jobs' attempts. One value per product, made by defineProduct()
// (edge/essays/order/essay-machine.ts for the text work) and listed in edge/products.ts; transition() and createOrder()
// read nothing else.
import { assertWellFormed, type TTransitionTable } from '../../domain/orders/machine'
import type { TUnifiedState, TUnifiedTypeId } from '../../domain/orders/unified'
import type { TBalancePayment } from './pay-from-balance'
import type { TOriginalityKind } from '../originality/originality-kinds'
import { unifiedOrderRoom, type RealtimeEventName } from '../../domain/realtime'

export type TOrderMachine<S extends string, O> = {
  product: string
  typeId: TUnifiedTypeId
  /** Qualified product table with `id`, `status`, `unified_order_id`, `user_id`, `guest_fingerprint`, `is_paid`. */
  table: string
  /** The Russian refusal when the caller's order is not there (withOwnOrder). */
  notFound: string
  /** A signed-in client reaching its own browser's guest order takes it over before a step (withOwnOrder). */
  bindsGuestOrders?: boolean
  /** How the product is paid from the balance (payFromBalance); a product without it is not (the task search, training). */
  payment?: TBalancePayment
  /** Select list that `toOrder` maps. */
  columns: string
  toOrder: (row: Record<string, unknown>) => O
  /** Qualified log table with (`logKey`, event, detail). */
  logTable: string
  logKey: string
  /** Every status of the product, in its numbering's order. */
  statuses: readonly S[]
  statusId: (name: S) => number
  /** Throws on an id the product does not have: the table's check constraint makes that a bug. */
  statusName: (id: number) => S
  transitions: TTransitionTable<S>
  /** Steps that change the order without moving its status, with the statuses each may run in (withOwnOrder's `step`). */
  steps?: Readonly<Record<string, readonly S[]>>
  unified: (statusId: number, isPaid: boolean) => TUnifiedState
  /** The product's realtime room; products whose room is the unified order's (App.Models.UnifiedOrder.{id}) use the second id. */
  room: (orderId: string, unifiedOrderId: string) => string
  /** The product's change event, published by createOrder and markOrderPaid too. */
  changedEvent: RealtimeEventName
  /** Attempts of each job the transitions enqueue (the worker's default otherwise). */
  jobAttempts: Readonly<Record<string, number>>
  /**
   * A product that hangs off its unified order beside the main order (a task's search beside the AI order answering
   * it) names the main order's table here: once a main order exists, it alone sets the unified order's state.
   */
  yieldsTo?: string
  /**
   * A product sharing its unified type with another (services 8: exam tickets and training tasks) names itself for
   * the order links ("My orders", the quick menu) and the column its page opens by.
   */
  sharedType?: { product: string; uuidColumn: string }
  /** The column of the public uuid the product's routes address an order by (withOwnOrder's `uuid`). */
  uuidColumn?: string
  /**
   * A product whose order ends in a text the student hands in: entering one of `statuses` enqueues the originality
   * index job for the order (edge/originality), so every finished text is checked against and can be checked.
   */
  finishedText?: { kind: TOriginalityKind; statuses: readonly S[] }
}

/**
 * What a product declares: its statuses as a name → id map and its table; the kernel derives the rest (the log table
 * and its key from the table's name, see logOf).
 */
export type TProductDeclaration<S extends string, O> = Omit<
  TOrderMachine<S, O>,
  'statuses' | 'statusId' | 'statusName' | 'unified' | 'room' | 'logTable' | 'logKey' | 'toOrder' | 'notFound' | 'jobAttempts'
> & {
  status: Readonly<Record<S, number>>
  /** The product's row mapper, typed over its own row: `columns` is the select list that gives that row. */
  toOrder: (row: never) => O
  /** The Russian refusal when the caller's order is not there; «Заказ не найден» unless the product names its own. */
  notFound?: string
  /** Attempts of each job the transitions enqueue; none declared: the worker's default for every job. */
  jobAttempts?: Readonly<Record<string, number>>
  /**
   * The domain's unified mapping of the product's own status ids (a method, so one typed over those ids fits): the
   * kernel checks an id is one of `status` before it calls it.
   */
  unified(statusId: number, isPaid: boolean): TUnifiedState
  /** The unified order's room (App.Models.UnifiedOrder.{id}) unless the product has a room of its own. */
  room?: (orderId: string, unifiedOrderId: string) => string
}

/**
 * Declares a product to the kernel and checks the declaration when the module loads, so a broken table fails every
 * test and the server's start, not one order in production: transition names are unique, every `from` and `to` is a
 * status of the product, status ids are unique, and a non-moving step is not also a transition. (That its jobs and events exist is checked by edge/orders/products.test.ts.)
 */
export function defineProduct<S extends string, O>(d: TProductDeclaration<S, O>): TOrderMachine<S, O> {
  const { status, toOrder, ...rest } = d
  const statuses = (Object.keys(status) as S[]).sort((a, b) => status[a] - status[b])
  const byId = new Map(statuses.map((name) => [status[name], name]))
  if (byId.size !== statuses.length) throw new Error(`${d.product}: two statuses share an id`)
  assertWellFormed(d.transitions)
  for (const t of d.transitions) {
    for (const s of [...t.from, t.to]) if (!(s in status)) throw new Error(`${d.product}: transition "${t.name}" names unknown status "${s}"`)
  }
  for (const [name, from] of Object.entries<readonly S[]>(d.steps ?? {})) {
    if (d.transitions.some((t) => t.name === name)) throw new Error(`${d.product}: step "${name}" is also a transition`)
    for (const s of from) if (!(s in status)) throw new Error(`${d.product}: step "${name}" names unknown status "${s}"`)
  }
  for (const s of d.finishedText?.statuses ?? []) if (!(s in status)) throw new Error(`${d.product}: finishedText names unknown status "${s}"`)
  const statusName = (id: number): S => {
    const name = byId.get(id)
    if (name === undefined) throw new Error(`${d.product}: unknown status ${id}`)
    return name
  }
  return {
    ...rest,
    ...logOf(d.table),
    notFound: d.notFound ?? 'Заказ не найден',
    jobAttempts: d.jobAttempts ?? {},
    // The select list `columns` gives the row `toOrder` is typed over.
    toOrder: toOrder as (row: Record<string, unknown>) => O,
    statuses,
    statusId: (name) => status[name],
    statusName,
    unified: (id, isPaid) => {
      statusName(id)
      return d.unified(id, isPaid)
    },
    room: d.room ?? ((_orderId, unifiedOrderId) => unifiedOrderRoom(unifiedOrderId)),
  }
}

/**
 * The log table beside a product's table: `public.ai_orders` logs into `public.ai_order_logs` by `ai_order_id`, as
 * every product's migration names them.
 */
function logOf(table: string): { logTable: string; logKey: string } {
  const plural = /^(\w+)\.(\w+)s$/.exec(table)
  if (!plural) throw new Error(`${table}: a product's table is a plural name in a schema`)
  return { logTable: `${plural[1]}.${plural[2]}_logs`, logKey: `${plural[2]}_id` }
}

/** The same number of attempts for each of a product's jobs (`jobs`: a name → job map). */
export const attemptsOfJobs = (jobs: Readonly<Record<string, string>>, attempts: number): Readonly<Record<string, number>> =>
  Object.fromEntries(Object.values(jobs).map((job) => [job, attempts]))

type TColumnValue = { column: string; cast: string; value: unknown }

/** Columns a step writes: plain names only, as they come from code, never from input; objects go to jsonb. */
function columnValues(set: Readonly<Record<string, unknown>> | undefined): TColumnValue[] {
  return Object.entries(set ?? {}).map(([column, value]) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(column) || column === 'status' || column === 'id') throw new Error(`an order step cannot set column "${column}"`)
    // `::text::jsonb` because PGlite would encode a bound string a second time.
    if (value !== null && typeof value === 'object' && !(value instanceof Date)) return { column, cast: '::text::jsonb', value: JSON.stringify(value) }
    return { column, cast: '', value: value ?? null }
  })
}

/** `, a = $3, b = $4::text::jsonb` for an update whose own parameters end before `firstParam`. */
export function setClause(set: Readonly<Record<string, unknown>> | undefined, firstParam: number): { sql: string; params: unknown[] } {
  const cols = columnValues(set)
  return { sql: cols.map((c, i) => `, ${c.column} = $${firstParam + i}${c.cast}`).join(''), params: cols.map((c) => c.value) }
}

/** Column list and placeholders of an insert, starting at parameter `firstParam`. */
export function insertClause(set: Readonly<Record<string, unknown>> | undefined, firstParam: number): { columns: string; placeholders: string; params: unknown[] } {
  const cols = columnValues(set)
  return {
    columns: cols.map((c) => `, ${c.column}`).join(''),
    placeholders: cols.map((c, i) => `, $${firstParam + i}${c.cast}`).join(''),
    params: cols.map((c) => c.value),
  }
}

/** The statuses a step may start in: a declared non-moving step's, or the `from` of the transitions of that name. */
export function statusesOfSteps<S extends string, O>(m: TOrderMachine<S, O>, names: readonly string[]): S[] {
  const out = new Set<S>()
  for (const name of names) {
    const declared = m.steps?.[name]
    const moves = m.transitions.filter((t) => t.name === name)
    if (!declared && !moves.length) throw new Error(`${m.product}: "${name}" is neither a step nor a transition`)
    for (const s of declared ?? moves.flatMap((t) => t.from)) out.add(s)
  }
  return [...out]
}
