// logoutEverywhere («Выйти на всех устройствах»): ends every session of the account, this one included, e.g. after
// signing in with a fresh code on a device one trusts when a token may have leaked.
import { asService, type Caller, type Db } from '../db/port'
import { requireClient } from '../accounts/require-client'

export async function signOutEverywhere(opts: { db: Db; caller: Caller }): Promise<boolean> {
  const { userId } = requireClient(opts.caller)
  await asService(opts.db, async (tx) => {
    await tx.query('update public.users set token_version = token_version + 1, updated_at = now() where id = $1', [userId])
    // The new version refuses these tokens already.
    await tx.query('delete from private.revoked_api_tokens where user_id = $1', [userId])
  })
  return true
}
