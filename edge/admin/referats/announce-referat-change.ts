// A referat guests can see changed, appeared or went away: every cached /referat/ page is dropped at commit in every
// server process (its page, its subject's list, the catalogue, the search and the other referats' pages listing it).
import type { Queryable } from '../../db/port'
import { publishPageChange } from '../../page-cache/publish-page-change'

type TSeen = { status: string } | null | undefined

export async function announceReferatChange(tx: Queryable, seen: { before?: TSeen; after?: TSeen }): Promise<void> {
  if (seen.before?.status !== 'published' && seen.after?.status !== 'published') return
  await publishPageChange(tx, { prefixes: ['/referat/'] }, '/referat/')
}
