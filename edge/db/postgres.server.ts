// postgres.js driver: a real Postgres or Supabase server reached by DATABASE_URL.
import postgres from 'postgres'
import type { Db, Tx } from './port'

type Sql = postgres.Sql | postgres.TransactionSql

const wrap = (sql: Sql): Tx => ({
  async query<T>(text: string, params: unknown[] = []) {
    return (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[]
  },
  async exec(text: string) {
    await sql.unsafe(text)
  },
})

export function openPostgres(url: string, opts: { max?: number } = {}): Db {
  const sql = postgres(url, {
    max: opts.max ?? 10,
    onnotice: () => {},
  })
  const base = wrap(sql)
  return {
    driver: 'postgres',
    query: base.query,
    exec: base.exec,
    transaction: async (fn) => (await sql.begin((tx) => fn(wrap(tx)))) as Awaited<ReturnType<typeof fn>>,
    async listen(channel, onPayload) {
      const { unlisten } = await sql.listen(channel, onPayload)
      return unlisten
    },
    close: () => sql.end({ timeout: 5 }),
  }
}
