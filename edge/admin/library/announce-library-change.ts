// A change guests can see (a published work changed, published or taken off) drops every cached library page at commit
// in every server process, and with them the related-works memo (its listener in edge/runtime/node.server.ts reads
// the same notification): a work appears among other subjects' works and in similar lists, not only on its own pages.
import type { Queryable } from '../../db/port'
import { publishPageChange } from '../../page-cache/publish-page-change'

export async function announceLibraryChange(tx: Queryable, seen: { before?: { published: boolean } | null; after?: { published: boolean } | null }): Promise<void> {
  if (!seen.before?.published && !seen.after?.published) return
  await publishPageChange(tx, { prefixes: ['/biblioteka/'] }, '/biblioteka/')
}
