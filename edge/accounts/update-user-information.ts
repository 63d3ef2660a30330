// UpdateUserInformation: the client changes its own profile fields, under RLS and the column grants.
import { asCaller, type Caller, type Db } from '../db/port'
import { AppError } from '../http/errors'
import { ZUpdateUserInformationInput } from '../../domain/auth/profile'
import { AUTH_MESSAGES, SERVER_STRINGS } from '../../domain/auth/errors'
import { parseAuthInput } from '../auth/auth-errors'
import type { TMe } from './get-me'
import { isUniqueViolation, requireClient } from './require-client'
import { toMe, USER_COLUMNS, type TUserRow } from './user-row'

export async function updateUserInformation(opts: { db: Db; caller: Caller; input: unknown }): Promise<TMe> {
  const caller = requireClient(opts.caller)
  const input = parseAuthInput(ZUpdateUserInformationInput, opts.input)
  const sets: string[] = ['updated_at = now()']
  const params: unknown[] = []
  const set = (sql: string, value: unknown) => {
    params.push(value)
    sets.push(sql.replace('?', `$${params.length}`))
  }
  // Absent and null leave a field alone, except the two a client may clear.
  if (input.email != null) set('email = ?', input.email)
  if (input.name != null) set('name = ?', input.name)
  if (input.usedeskToken !== undefined) set('usedesk_token = ?', input.usedeskToken)
  if (input.notificationChannelId !== undefined) set('notification_channel_id = ?::smallint', input.notificationChannelId)
  if (input.isMemoryEnabled != null) set('is_memory_enabled = ?', input.isMemoryEnabled)
  if (input.properties != null) {
    const props = Object.fromEntries(Object.entries(input.properties).filter(([, v]) => v != null))
    set('properties = properties || ?::text::jsonb', JSON.stringify(props))
  }
  try {
    const [row] = await asCaller(opts.db, caller, (tx) =>
      tx.query<TUserRow>(`update public.users set ${sets.join(', ')} where id = auth.uid() returning ${USER_COLUMNS}`, params),
    )
    if (!row) throw new AppError('UNAUTHENTICATED', 'Войди в аккаунт, чтобы продолжить')
    return toMe(row)
  } catch (e) {
    // The unique index sees every row although RLS hides them, so a taken address shows up here and only here.
    if (isUniqueViolation(e)) {
      throw new AppError('CONFLICT', SERVER_STRINGS.emailExists, { authError: 'Default', field: 'email', userMessage: AUTH_MESSAGES.emailExists })
    }
    throw e
  }
}
