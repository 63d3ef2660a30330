// A published catalogue referat's «уникальность»: checked against every other text in the index (the catalogue and
// clients' works alike) and written to referats.uniqueness, which the referat page shows (null: not measured yet).
import type { Tx } from '../db/port'
import { checkText } from './check-text'
import { publishPageChange } from '../page-cache/publish-page-change'
import { referatPath } from '../../domain/referat/referat-slug'

export async function checkCatalogueText(tx: Tx, o: { sourceId: string; text: string }): Promise<number> {
  const report = await checkText(tx, { text: o.text, ownerKey: null, self: { kind: 'referat', sourceId: o.sourceId } })
  const [r] = await tx.query<{ slug: string }>(
    `update public.referats set uniqueness = $2 where id = $1::bigint and uniqueness is distinct from $2::numeric returning slug`,
    [o.sourceId, report.originality],
  )
  // The kept copy of the page shows the old figure: every server process drops it at commit.
  if (r) await publishPageChange(tx, { paths: [referatPath({ slug: r.slug, id: o.sourceId })] }, '/referat/')
  return report.originality
}
