// CreateOrUpdateTitlePageData: the client's essay title page, one saved set replaced on each save.
import { asCaller, type Caller, type Db } from '../db/port'
import { ZTitlePageData, type TTitlePageData } from '../../domain/auth/title-page'
import { parseAuthInput } from '../auth/auth-errors'
import { requireClient } from './require-client'

export type TTitlePage = TTitlePageData & { updatedAt: Date }

export async function saveTitlePageData(opts: { db: Db; caller: Caller; input: unknown }): Promise<TTitlePage> {
  const caller = requireClient(opts.caller)
  const data = parseAuthInput(ZTitlePageData, opts.input)
  const [row] = await asCaller(opts.db, caller, (tx) =>
    tx.query<{ data: TTitlePageData; updated_at: Date | string }>(
      `insert into public.title_page_data (user_id, data) values (auth.uid(), $1::text::jsonb)
       on conflict (user_id) do update set data = excluded.data, updated_at = now()
       returning data, updated_at`,
      [JSON.stringify(data)],
    ),
  )
  return { ...row!.data, updatedAt: new Date(row!.updated_at) }
}
