// The mass alert every visitor sees now (platform spec §7 getLastActiveMassAlert), read under RLS.
import type { TMassAlert } from '../../domain/banners'
import { asCaller, type Caller, type Db } from '../db/port'

/** Null when no alert is active. A guest may ask: pages render it before anyone signs in. */
export async function getLastActiveMassAlert({ db, caller = { role: 'anon' } }: { db: Db; caller?: Caller }): Promise<TMassAlert | null> {
  const rows = await asCaller(db, caller, (tx) =>
    tx.query<{ is_active: boolean; text: string }>('select is_active, text from public.mass_alerts where is_active order by id desc limit 1'),
  )
  const row = rows[0]
  return row ? { isActive: row.is_active, text: row.text } : null
}
