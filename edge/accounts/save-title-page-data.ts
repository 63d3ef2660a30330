// CreateOrUpdateTitlePageData: the client's one saved title page (issue 33 item 9). Every product's title form writes
// it through rememberTitlePage, in its own transaction; fields a form does not have keep their saved value.
import { asCaller, type Caller, type Db, type Tx } from '../db/port'
import { ZTitlePageData, type TTitlePageData } from '../../domain/auth/title-page'
import { parseAuthInput } from '../auth/auth-errors'
import { requireClient } from './require-client'

export type TTitlePage = TTitlePageData & { updatedAt: Date }

/**
 * Writes what a title form changed into the client's saved title page: a key given (null clears it) replaces the
 * saved one, a key left out keeps it. Runs in the caller's transaction, as the client or as the service.
 */
export async function rememberTitlePage(tx: Tx, userId: string, patch: Partial<TTitlePageData>): Promise<TTitlePage> {
  const [row] = await tx.query<{ data: TTitlePageData; updated_at: Date | string }>(
    `insert into public.title_page_data (user_id, data) values ($1::uuid, $2::text::jsonb)
     on conflict (user_id) do update set data = public.title_page_data.data || excluded.data, updated_at = now()
     returning data, updated_at`,
    [userId, JSON.stringify(patch)],
  )
  return { ...ZTitlePageData.catch({}).parse(row!.data), updatedAt: new Date(row!.updated_at) }
}

/** The GraphQL call: the fields sent are saved, a field left out keeps its saved value. */
export async function saveTitlePageData(opts: { db: Db; caller: Caller; input: unknown }): Promise<TTitlePage> {
  const caller = requireClient(opts.caller)
  const data = parseAuthInput(ZTitlePageData, opts.input)
  return asCaller(opts.db, caller, (tx) => rememberTitlePage(tx, caller.userId, data))
}
