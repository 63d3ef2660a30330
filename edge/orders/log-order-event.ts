// A step that does not move the status (a saved edit, an added source) still leaves its mark in the order's log, in
// the same transaction as the change; moves are logged by transition() itself.
import type { Tx } from '../db/port'
import type { TOrderMachine } from './order-machine'

export async function logOrderEvent<S extends string, O>(tx: Tx, m: TOrderMachine<S, O>, orderId: string, event: string, detail?: unknown): Promise<void> {
  await tx.query(`insert into ${m.logTable} (${m.logKey}, event, detail) values ($1::bigint, $2, $3::text::jsonb)`, [orderId, event, detail === undefined ? null : JSON.stringify(detail)])
}
