// Makes an account an administrator (role id 4), or takes the role back, by e-mail or phone: the one door into the
// back-office that needs no back-office (`npm run admin:grant`). Written to the audit log like any admin action.
import { asService, type Db } from '../db/port'
import { AppError } from '../http/errors'
import { writeAudit } from './audit'

export async function grantAdminRole({ db, contact, revoke = false }: { db: Db; contact: string; revoke?: boolean }): Promise<{ userId: string; created: boolean }> {
  const text = contact.trim()
  const email = text.includes('@') ? text.toLowerCase() : null
  const phone = email ? null : text.replace(/\D/g, '').replace(/^8(?=\d{10}$)/, '7')
  if (!email && !/^7\d{10}$/.test(phone ?? '')) throw new AppError('BAD_REQUEST', 'Укажи почту или российский номер телефона (+7…)')
  return asService(db, async (tx) => {
    const [found] = await tx.query<{ id: string; role_id: number }>(
      `select id::text, role_id from public.users where ${email ? 'lower(email) = $1' : 'phone = $1'} for update`,
      [email ?? phone],
    )
    if (!found && revoke) throw new AppError('NOT_FOUND', 'Такого аккаунта нет')
    const role = revoke ? 1 : 4
    const [row] = found
      ? await tx.query<{ id: string }>('update public.users set role_id = $2 where id = $1::uuid returning id::text', [found.id, role])
      : await tx.query<{ id: string }>(`insert into public.users (${email ? 'email' : 'phone'}, name, role_id) values ($1, 'Администратор', 4) returning id::text`, [email ?? phone])
    await writeAudit(tx, {
      actorId: null,
      action: revoke ? 'admin.role-revoked' : 'admin.role-granted',
      targetType: 'user',
      targetId: row!.id,
      before: found ? { roleId: Number(found.role_id) } : null,
      after: { roleId: role },
      note: 'npm run admin:grant',
    })
    return { userId: row!.id, created: !found }
  })
}
