// The editor's headings of a catalogue referat (h1, the page's title and meta description), guarded by the version.
import { ZUpdateReferatInput, type TAdminReferat } from '../../../domain/admin/referats'
import type { Db } from '../../db/port'
import { adminAction, type TAdmin } from '../admin-action'
import { parseAdminInput } from '../parse-admin-input'
import { lockVersioned } from '../version'
import { announceReferatChange } from './announce-referat-change'
import { getReferatAdmin } from './get-referat-admin'

const headings = (r: TAdminReferat) => ({ title: r.title, pageTitle: r.pageTitle, metaDescription: r.metaDescription, status: r.status, version: r.version })

export async function updateReferat({ db, admin, id, input }: { db: Db; admin: TAdmin; id: number; input: unknown }): Promise<TAdminReferat> {
  const v = parseAdminInput(ZUpdateReferatInput, input)
  return adminAction({ db, admin, action: 'referats.update', targetType: 'referat', targetId: id }, async (tx) => {
    await lockVersioned(tx, { table: 'public.referats', id, version: v.version })
    const before = await getReferatAdmin(tx, id)
    await tx.query(`update public.referats set title = $2, page_title = $3, meta_description = $4, version = version + 1, updated_at = now() where id = $1`, [
      id,
      v.title,
      v.pageTitle.trim(),
      v.metaDescription.trim(),
    ])
    const after = await getReferatAdmin(tx, id)
    await announceReferatChange(tx, { before, after })
    return { result: after, before: headings(before), after: headings(after) }
  })
}
