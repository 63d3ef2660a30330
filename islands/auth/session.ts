// The client session (platform spec §4 Auth, Session): store the token, load the user, join the personal room, leave.
import { userRoom } from '../../domain/realtime'
import { CLIENT_MAIN_PATH } from '../../domain/routes'
import { DefaultAuthError } from '../../domain/auth/errors'
import { safeRedirect } from '../../domain/auth/screens'
import { gql, gqlRequest } from '../graphql/client'
import { LogoutDocument, LogoutEverywhereDocument } from '../graphql/generated/auth/graphql'
import { MeDocument, type MeQuery } from '../graphql/generated/me/graphql'
import { clearApiToken, getApiToken, setApiToken } from '../graphql/credentials'
import { configureSharedRealtime, sharedRealtime } from '../realtime/shared'
import { clearLocalUser, writeLocalUser } from './local-user'

export type TSessionUser = NonNullable<MeQuery['me']>

/** Spec §4 Session: a token without a user is stale, so it goes together with the local user data. */
export function clearSession() {
  clearApiToken()
  clearLocalUser()
}

/** Loads `me` for the stored token; clears the session when the server knows no such user. */
export async function loadSessionUser(): Promise<TSessionUser | null> {
  if (!getApiToken()) return null
  const { data } = await gqlRequest(MeDocument)
  const me = data?.me ?? null
  if (!me) {
    clearSession()
    return null
  }
  writeLocalUser({ name: me.name ?? null, roleId: me.role.id, hasSuccessPayIns: me.hasSuccessPayIns, hasUnpaidOrder: me.hasUnpaidOrder })
  return me
}

/** After a token arrives: keep it, load the user, move the realtime stream onto the new caller. */
export async function startSession(token: string): Promise<TSessionUser> {
  setApiToken(token)
  const me = await loadSessionUser().catch(() => null)
  if (!me) {
    clearSession()
    throw new DefaultAuthError()
  }
  configureSharedRealtime({ getToken: getApiToken })
  sharedRealtime().join(userRoom(me.id))
  return me
}

/** Where sign-in ends: the page asked for (same origin only), else the client main page. */
export const afterSignInPath = (redirect: string | null | undefined) => safeRedirect(redirect) ?? CLIENT_MAIN_PATH

/** Sign-out: the server ends this token; the local session goes even when the server cannot be reached. */
export async function signOut() {
  await gqlRequest(LogoutDocument).catch(() => null)
  leave()
}

/**
 * «Выйти на всех устройствах»: every token of the account stops working, this one included. Throws the ApiError when
 * the server refuses or cannot be reached: the person must not believe the other devices are signed out when not.
 */
export async function signOutEverywhere() {
  await gql(LogoutEverywhereDocument)
  leave()
}

function leave() {
  clearSession()
  configureSharedRealtime({ getToken: getApiToken })
  location.assign(CLIENT_MAIN_PATH)
}
