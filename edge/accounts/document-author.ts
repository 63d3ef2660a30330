// Who a downloaded document names as its author (DOCX dc:creator / cp:lastModifiedBy, PPTX author): the student, never the
// service — the saved title page's student name, else the client's own name (users.name), else nobody ('').
import { asCaller, type Caller, type Db } from '../db/port'
import { getLastTitlePageData } from './get-last-title-page-data'

/** The client's own name (users.name), or null. */
export async function clientName(db: Db, caller: Caller): Promise<string | null> {
  if (caller.role !== 'authenticated') return null
  const [row] = await asCaller(db, caller, (tx) => tx.query<{ name: string | null }>(`select name from public.users where id = auth.uid()`))
  return row?.name?.trim() || null
}

/** The saved title page's student, else the client's own name, else ''. */
export async function documentAuthor(db: Db, caller: Caller): Promise<string> {
  const student = (await getLastTitlePageData({ db, caller }))?.studentName?.trim()
  return student || (await clientName(db, caller)) || ''
}
