// Unified-order fixtures for tests and the bench: clients with tokens, orders of any type and status (with a text-work
// product row when asked), and a Db that counts the statements a request runs.
import { issueToken } from '../../edge/auth/token'
import type { Db, Tx } from '../../edge/db/port'

export async function seedClient(db: Db, secret: string, name = 'Клиент'): Promise<{ id: string; headers: Record<string, string> }> {
  const id = crypto.randomUUID()
  await db.query(`insert into public.users (id, name) values ($1, $2)`, [id, name])
  return { id, headers: { authorization: `Bearer ${await issueToken({ userId: id, secret })}` } }
}

export type TSeedOrder = {
  userId?: string | null
  fingerprint?: string | null
  typeId?: number
  status?: number
  text?: string | null
  isPaid?: boolean
  createdAt?: string
  /** Adds the text work's product row (ai_essay_orders) with this product status. */
  essayStatus?: number
}

/** One unified order (as the server role, like the product areas write them); its id. */
export async function seedOrder(db: Db, o: TSeedOrder): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into public.unified_orders (user_id, guest_fingerprint, type_id, status, text, is_paid, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()), coalesce($7::timestamptz, now())) returning id::text as id`,
    [o.userId ?? null, o.fingerprint ?? null, o.typeId ?? 5, o.status ?? 1, o.text ?? null, o.isPaid ?? false, o.createdAt ?? null],
  )
  if (o.essayStatus !== undefined) {
    await db.query(
      `insert into public.ai_essay_orders (user_id, guest_fingerprint, unified_order_id, status, topic, is_paid) values ($1, $2, $3::bigint, $4, $5, $6)`,
      [o.userId ?? null, o.fingerprint ?? null, row!.id, o.essayStatus, o.text ?? 'Тема', o.isPaid ?? false],
    )
  }
  return row!.id
}

/**
 * The same database, counting every statement run inside a transaction (where each request's work happens) and the
 * time spent in whole transactions, from BEGIN to COMMIT.
 */
export function countingDb(db: Db): { db: Db; count: () => number; dbMs: () => number; reset: () => void } {
  let n = 0
  let ms = 0
  const counted = (tx: Tx): Tx => ({
    query: (sql, params) => {
      n++
      return tx.query(sql, params)
    },
    exec: (sql) => {
      n++
      return tx.exec(sql)
    },
  })
  return {
    db: {
      ...db,
      driver: db.driver,
      transaction: async (fn) => {
        const start = performance.now()
        try {
          return await db.transaction((tx) => fn(counted(tx)))
        } finally {
          ms += performance.now() - start
        }
      },
    } as Db,
    count: () => n,
    dbMs: () => ms,
    reset: () => {
      n = 0
      ms = 0
    },
  }
}
