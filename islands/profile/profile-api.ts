// Profile calls (platform spec §7 Account): each answers its data or throws an Error with the text to show.
import { authErrorFromGraphql } from '../../domain/auth/errors'
import { GENERIC_ERROR } from '../../domain/errors'
import type { GqlResult } from '../graphql/client'
import { getApiToken, getFingerprint } from '../graphql/credentials'
import type { ProfileQuery } from '../graphql/generated/profile/graphql'

export type TProfile = NonNullable<ProfileQuery['me']>
export type TChannel = ProfileQuery['notificationChannels'][number]

/** Spec §8: 'Email already exists' and 'Phone already exists' become their Russian texts; others keep theirs. */
export async function call<T>(request: Promise<GqlResult<T>>): Promise<T> {
  const result = await request
  if (result.errors.length || !result.data) throw new Error(authErrorFromGraphql(result.errors[0]).message)
  return result.data
}

/** POST /api/account/avatar (multipart `file`) → the new avatar's path. */
export async function uploadAvatar(blob: Blob): Promise<string> {
  const form = new FormData()
  form.append('file', blob, 'avatar.jpg')
  const headers: Record<string, string> = { 'x-fingerprint': getFingerprint() }
  const token = getApiToken()
  if (token) headers.authorization = `Bearer ${token}`
  const res = await fetch('/api/account/avatar', { method: 'POST', headers, body: form }).catch(() => null)
  const body = (await res?.json().catch(() => null)) as { avatar?: string; error?: { message?: string } } | null
  if (!res?.ok || !body?.avatar) throw new Error(body?.error?.message ?? GENERIC_ERROR)
  return body.avatar
}
