// Adds a token package or changes one's price and availability (platform.md §3 Payment: token count → price). A
// package is never deleted: a refill already paid names its token count; switching it off takes it off sale.
import { ZCreateTokenPackageInput, ZUpdateTokenPackageInput, type TAdminTokenPackage } from '../../../domain/admin/tariffs'
import type { Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { adminAction, type TAdmin } from '../admin-action'
import { lockVersioned } from '../version'
import { packageOf, PACKAGE_COLUMNS } from './list-tariffs'
import { publishPriceChange } from './publish-price-change'

export async function createTokenPackage({ db, admin, input }: { db: Db; admin: TAdmin; input: unknown }): Promise<TAdminTokenPackage> {
  const v = ZCreateTokenPackageInput.parse(input)
  return adminAction({ db, admin, action: 'token_package.create', targetType: 'token_package', targetId: v.tokens }, async (tx) => {
    const [taken] = await tx.query('select 1 from public.token_packages where tokens = $1', [v.tokens])
    if (taken) throw new AppError('BAD_REQUEST', `Пакет на ${v.tokens} токенов уже есть: измени его цену в таблице`, { field: 'tokens' })
    const [row] = await tx.query<TAdminTokenPackage>(`insert into public.token_packages (tokens, price, is_available) values ($1, $2, $3) returning ${PACKAGE_COLUMNS}`, [
      v.tokens,
      v.price,
      v.isAvailable,
    ])
    await publishPriceChange(tx)
    return { result: packageOf(row!), after: packageOf(row!) }
  })
}

export async function updateTokenPackage({ db, admin, tokens, input }: { db: Db; admin: TAdmin; tokens: number; input: unknown }): Promise<TAdminTokenPackage> {
  const v = ZUpdateTokenPackageInput.parse(input)
  return adminAction({ db, admin, action: 'token_package.update', targetType: 'token_package', targetId: tokens }, async (tx) => {
    await lockVersioned(tx, { table: 'public.token_packages', idColumn: 'tokens', id: tokens, version: v.version })
    const [before] = await tx.query<TAdminTokenPackage>(`select ${PACKAGE_COLUMNS} from public.token_packages where tokens = $1`, [tokens])
    const [after] = await tx.query<TAdminTokenPackage>(
      `update public.token_packages set price = $2, is_available = $3, version = version + 1 where tokens = $1 returning ${PACKAGE_COLUMNS}`,
      [tokens, v.price, v.isAvailable],
    )
    await publishPriceChange(tx)
    return { result: packageOf(after!), before: packageOf(before!), after: packageOf(after!) }
  })
}
