// The back-office's user search (/admin/users): by id, e-mail, phone in any form the sign-in phone input takes
// (normalised to the stored digits), or name; server paging. Read as the server after the admin door (see the
// migration 20261128000500_admin_people.sql for why not through an administrators' RLS policy).
import { checkRussianPhone } from '../../../domain/auth/phone'
import type { TAdminUserRow } from '../../../domain/admin/people'
import { parseListQuery, type TListPage } from '../../../domain/admin/list-query'
import { asService, type Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { listPage } from '../list'
import { isUuid } from './user-id'

const SORTS = ['createdAt', 'name', 'email'] as const

/** Restricted now: a right taken away and no removal date passed (edge/auth/restriction.ts says the same in code). */
const RESTRICTED_SQL = `(not (u.can_login and u.can_create_orders and u.can_create_pay_ins) and (u.restriction_remove_at is null or u.restriction_remove_at > now()))`

/** The WHERE of a search text: the one field it can only be, else the phone digits, the e-mail or the name. */
function searchOf(q: string, param: (v: unknown) => string): string {
  if (isUuid(q)) return `u.id = ${param(q.toLowerCase())}::uuid`
  if (q.includes('@')) return `strpos(lower(coalesce(u.email, '')), lower(${param(q)})) > 0`
  const phone = checkRussianPhone(q)
  if (phone.ok) return `u.phone = ${param(phone.digits)}`
  const digits = q.replace(/\D/g, '')
  if (/^[\d\s()+-]+$/.test(q) && digits.length >= 4) return `strpos(coalesce(u.phone, ''), ${param(digits)}) > 0`
  const text = param(q.toLowerCase())
  return `(strpos(lower(coalesce(u.name, '')), ${text}) > 0 or strpos(lower(coalesce(u.email, '')), ${text}) > 0)`
}

export async function listUsers({ db, query }: { db: Db; query: Record<string, string | undefined> }): Promise<TListPage<TAdminUserRow>> {
  const parsed = parseListQuery(query, { sorts: SORTS, defaultSort: 'createdAt' })
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message)
  const params: unknown[] = []
  const param = (v: unknown) => {
    params.push(v)
    return `$${params.length}`
  }
  const where: string[] = []
  if (parsed.value.q) where.push(searchOf(parsed.value.q, param))
  if (query.restricted === '1') where.push(RESTRICTED_SQL)
  if (query.role === '1' || query.role === '4') where.push(`u.role_id = ${param(Number(query.role))}`)
  return asService(db, (tx) =>
    listPage<Record<string, unknown>, TAdminUserRow, (typeof SORTS)[number]>(tx, {
      select: `u.id::text as id, u.name, u.email, u.phone, u.role_id, u.created_at::text as created_at, ${RESTRICTED_SQL} as restricted`,
      from: `from public.users u ${where.length ? `where ${where.join(' and ')}` : ''}`,
      params,
      sortColumns: { createdAt: 'u.created_at', name: 'lower(u.name)', email: 'lower(u.email)' },
      tieBreaker: 'u.id',
      query: parsed.value,
      map: (r) => ({
        id: String(r.id),
        name: (r.name as string | null) ?? null,
        email: (r.email as string | null) ?? null,
        phone: (r.phone as string | null) ?? null,
        roleId: Number(r.role_id),
        createdAt: new Date(String(r.created_at)).toISOString(),
        restricted: Boolean(r.restricted),
      }),
    }),
  )
}
