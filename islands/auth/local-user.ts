// Local user data (platform spec §3): what the pages and the routing guard need before any request answers.
import { STORAGE_KEYS } from '../../domain/query-params'
import { isAdminView } from '../graphql/credentials'

export type TLocalUser = { name: string | null; roleId: number; hasSuccessPayIns: boolean; hasUnpaidOrder: boolean }

/** In an administrator's look at a client's cabinet the browser's own local user data stays the administrator's. */
export function writeLocalUser(user: TLocalUser) {
  if (isAdminView()) return
  try {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user))
  } catch {
    // Storage blocked: the pages fall back to asking the server.
  }
}

export function clearLocalUser() {
  if (isAdminView()) return
  try {
    localStorage.removeItem(STORAGE_KEYS.user)
    localStorage.removeItem(STORAGE_KEYS.roleId)
  } catch {
    // Nothing stored.
  }
}
