// The caller's own profile, read under row-level security so a token can only ever reveal its own row.
import type { TRole } from '../../domain/user'
import type { TRestrictionInfo } from '../../domain/auth/errors'
import { asCaller, type Caller, type Db } from '../db/port'
import { toMe, USER_COLUMNS, type TUserRow } from './user-row'

export type TMe = {
  id: string
  name: string | null
  email: string | null
  phone: string | null
  role: TRole
  createdAt: Date
  /** Path of the avatar image on this site, or null. */
  avatar: string | null
  isMemoryEnabled: boolean
  usedeskToken: string | null
  notificationChannel: { id: number; title: string } | null
  emailVerifiedAt: Date | null
  telegramIsAttached: boolean
  telegramBotIsBlocked: boolean
  getParamsWhenRegister: { name: string; value: string }[]
  receiptEmail: string | null
  receiptPhone: string | null
  referralId: string
  properties: { passed_survey_about_notifications: boolean; consent_to_the_processing_of_personal_data: boolean }
  /** Null unless something is restricted now. */
  restriction: TRestrictionInfo | null
}

/** Null for a guest (no query needed) and for a signed-in caller whose row is gone. */
export async function getMe({ db, caller }: { db: Db; caller: Caller }): Promise<TMe | null> {
  if (caller.role !== 'authenticated') return null
  const rows = await asCaller(db, caller, (tx) => tx.query<TUserRow>(`select ${USER_COLUMNS} from public.users where id = auth.uid()`))
  const row = rows[0]
  return row ? toMe(row) : null
}
