// Profile calls (platform spec §7 Account) beside gql(): the avatar upload, and the words for a failed save.
import { AUTH_MESSAGES } from '../../domain/auth/errors'
import { GENERIC_ERROR } from '../../domain/errors'
import { ApiError } from '../graphql/api-error'
import type { ProfileQuery } from '../graphql/generated/profile/graphql'
import { apiJson } from '../graphql/rest'

export type TProfile = NonNullable<ProfileQuery['me']>
export type TChannel = ProfileQuery['notificationChannels'][number]

/** Spec §8: an e-mail or phone another account holds (CONFLICT on that field) gets its Russian text; others keep theirs. */
export function profileErrorText(e: unknown): string {
  if (!(e instanceof ApiError)) return GENERIC_ERROR
  if (e.code === 'CONFLICT' && e.data.field === 'email') return AUTH_MESSAGES.emailExists
  if (e.code === 'CONFLICT' && e.data.field === 'phone') return AUTH_MESSAGES.phoneExists
  return e.message
}

/** POST /api/account/avatar (multipart `file`) → the new avatar's path. */
export async function uploadAvatar(blob: Blob): Promise<string> {
  const form = new FormData()
  form.append('file', blob, 'avatar.jpg')
  const { avatar } = await apiJson<{ avatar?: string }>('/api/account/avatar', { form })
  if (!avatar) throw new ApiError('INTERNAL')
  return avatar
}
