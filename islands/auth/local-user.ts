// Local user data (platform spec §3): what the pages and the routing guard need before any request answers.
import { STORAGE_KEYS } from '../../domain/query-params'

export type TLocalUser = { name: string | null; roleId: number; hasSuccessPayIns: boolean; hasUnpaidOrder: boolean }

export function writeLocalUser(user: TLocalUser) {
  try {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user))
  } catch {
    // Storage blocked: the pages fall back to asking the server.
  }
}

export function clearLocalUser() {
  try {
    localStorage.removeItem(STORAGE_KEYS.user)
    localStorage.removeItem(STORAGE_KEYS.roleId)
  } catch {
    // Nothing stored.
  }
}
