// Take a written referat off the site (`hidden`: its page answers 404, the lists leave it out) or put it back. Only a
// written one moves: a queued, generating or failed referat has nothing to show yet.
import { ZPublishInput } from '../../../domain/admin/library'
import type { TAdminReferat } from '../../../domain/admin/referats'
import type { Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { adminAction, type TAdmin } from '../admin-action'
import { parseAdminInput } from '../parse-admin-input'
import { lockVersioned } from '../version'
import { announceReferatChange } from './announce-referat-change'
import { getReferatAdmin } from './get-referat-admin'

export async function setReferatPublished({ db, admin, id, input }: { db: Db; admin: TAdmin; id: number; input: unknown }): Promise<TAdminReferat> {
  const v = parseAdminInput(ZPublishInput, input)
  return adminAction({ db, admin, action: v.published ? 'referats.publish' : 'referats.unpublish', targetType: 'referat', targetId: id }, async (tx) => {
    const locked = await lockVersioned<{ status: string }>(tx, { table: 'public.referats', id, version: v.version })
    if (locked.status !== 'published' && locked.status !== 'hidden') {
      throw new AppError('CONFLICT', 'Реферат ещё не написан: опубликовать или снять можно только готовый')
    }
    await tx.query(`update public.referats set status = $2, version = version + 1, updated_at = now(), published_at = coalesce(published_at, now()) where id = $1`, [
      id,
      v.published ? 'published' : 'hidden',
    ])
    const after = await getReferatAdmin(tx, id)
    await announceReferatChange(tx, { before: locked, after })
    return { result: after, before: { status: locked.status, version: locked.version }, after: { status: after.status, version: after.version } }
  })
}
