// User.isReseller (platform.md §3 User): the caller's own flag, read under their row-level security. Only the server
// (the back-office) sets it: a client has no update grant on the column (supabase/migrations/*_user_is_reseller.sql).
import { asCaller, type Caller, type Db } from '../db/port'

export async function getIsReseller({ db, caller }: { db: Db; caller: Caller }): Promise<boolean> {
  if (caller.role !== 'authenticated') return false
  const rows = await asCaller(db, caller, (tx) => tx.query<{ is_reseller: boolean }>('select is_reseller from public.users where id = auth.uid()'))
  return rows[0]?.is_reseller === true
}
