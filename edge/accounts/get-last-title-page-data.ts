// lastTitlePageData: the client's one saved title page, prefilling every product's title form; null before the first save.
import { asCaller, type Caller, type Db } from '../db/port'
import { ZTitlePageData } from '../../domain/auth/title-page'
import type { TTitlePage } from './save-title-page-data'

export async function getLastTitlePageData(opts: { db: Db; caller: Caller }): Promise<TTitlePage | null> {
  if (opts.caller.role !== 'authenticated') return null
  const [row] = await asCaller(opts.db, opts.caller, (tx) =>
    tx.query<{ data: unknown; updated_at: Date | string }>('select data, updated_at from public.title_page_data where user_id = auth.uid()'),
  )
  if (!row) return null
  // Parsed on the way out too, so a row written by an older shape still answers with the current one.
  return { ...ZTitlePageData.catch({}).parse(row.data), updatedAt: new Date(row.updated_at) }
}
