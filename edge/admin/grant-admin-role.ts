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
    // The account a sign-in with this contact reaches: by e-mail only one whose address is proven (find-or-create-user.ts),
    // or the administrator made here would be a row nobody can sign in as.
    const [found] = await tx.query<{ id: string; role_id: number }>(
      `select id::text, role_id from public.users where ${email ? 'lower(email) = $1 and email_verified_at is not null' : 'phone = $1'} for update`,
      [email ?? phone],
    )
    if (!found && revoke) throw new AppError('NOT_FOUND', 'Такого аккаунта нет')
    const role = revoke ? 1 : 4
    if (!found && email) {
      // Whoever merely typed the address into a profile loses it at the owner's first sign-in anyway; the operator who
      // runs this on the server vouches for the address, so the new account holds it proven.
      await tx.query('update public.users set email = null, updated_at = now() where lower(email) = $1', [email])
    }
    const [row] = found
      ? await tx.query<{ id: string }>('update public.users set role_id = $2 where id = $1::uuid returning id::text', [found.id, role])
      : email
        ? await tx.query<{ id: string }>(`insert into public.users (email, email_verified_at, name, role_id) values ($1, now(), 'Администратор', 4) returning id::text`, [email])
        : await tx.query<{ id: string }>(`insert into public.users (phone, name, role_id) values ($1, 'Администратор', 4) returning id::text`, [phone])
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
