// UpdateUserReceiptFields: where the client's fiscal receipts go (phone and/or e-mail; empty clears).
import { asCaller, type Caller, type Db } from '../db/port'
import { AppError } from '../http/errors'
import { ZUpdateUserReceiptFieldsInput } from '../../domain/auth/profile'
import { parseAuthInput } from '../auth/auth-errors'
import type { TMe } from './get-me'
import { requireClient } from './require-client'
import { toMe, USER_COLUMNS, type TUserRow } from './user-row'

export async function updateUserReceiptFields(opts: { db: Db; caller: Caller; input: unknown }): Promise<TMe> {
  const caller = requireClient(opts.caller)
  const input = parseAuthInput(ZUpdateUserReceiptFieldsInput, opts.input)
  const sets = ['updated_at = now()']
  const params: unknown[] = []
  if (input.receiptPhone !== undefined) sets.push(`receipt_phone = $${params.push(input.receiptPhone)}`)
  if (input.receiptEmail !== undefined) sets.push(`receipt_email = $${params.push(input.receiptEmail)}`)
  const [row] = await asCaller(opts.db, caller, (tx) =>
    tx.query<TUserRow>(`update public.users set ${sets.join(', ')} where id = auth.uid() returning ${USER_COLUMNS}`, params),
  )
  if (!row) throw new AppError('UNAUTHENTICATED', 'Войди в аккаунт, чтобы продолжить')
  return toMe(row)
}
