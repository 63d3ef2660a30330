// user.tokens-grant / user.tokens-take – an administrator moves a user's tokens with a reason, through the ledger's
// own functions (private.credit / private.debit): one entry each, never below zero (MN001), and once per form
// (the form's idempotency key: a double click or a retry answers with the first result). A move tells the client's open
// tabs through user-changed in their room, so the header's balance shows it without a reload.
import { ADMIN_TOKEN_ACCOUNT_TITLES, ZAdjustTokensInput, type TAdjustTokensResult } from '../../../domain/admin/people'
import type { Db } from '../../db/port'
import type { RealtimeHub } from '../../realtime/hub'
import { userRoom } from '../../../domain/realtime'
import { AppError } from '../../http/errors'
import { adminAction, type TAdmin } from '../admin-action'
import { userNotFound } from './user-id'

type TMoved = { balance_after: string; replayed: boolean }
type TTokens = { subscription_tokens: string; permanent_tokens: string; temporary_tokens: string }

const total = (b: TTokens | undefined) => (b ? Number(b.subscription_tokens) + Number(b.permanent_tokens) + Number(b.temporary_tokens) : 0)

export async function adjustTokens({ db, realtime, admin, userId, input }: { db: Db; realtime: RealtimeHub; admin: TAdmin; userId: string; input: unknown }): Promise<TAdjustTokensResult> {
  const r = ZAdjustTokensInput.parse(input)
  const action = r.direction === 'grant' ? 'user.tokens-grant' : 'user.tokens-take'
  return adminAction({ db, admin, action, targetType: 'user', targetId: userId, note: r.reason }, async (tx) => {
    const [user] = await tx.query('select 1 from public.users where id = $1::uuid', [userId])
    if (!user) throw userNotFound()
    const balance = () => tx.query<TTokens>('select subscription_tokens::text, permanent_tokens::text, temporary_tokens::text from private.balances where user_id = $1::uuid', [userId])
    const [before] = await balance()
    const fn = r.direction === 'grant' ? 'private.credit' : 'private.debit'
    let moved: TMoved
    try {
      ;[moved] = (await tx.query<TMoved>(`select balance_after::text, replayed from ${fn}($1::uuid, $2, $3, $4, $5, $6)`, [
        userId,
        r.account,
        r.amount,
        `Администратор: ${r.reason}`,
        `admin-tokens:${r.idempotencyKey}`,
        `admin:${admin.userId}`,
      ])) as [TMoved]
    } catch (e) {
      const code = (e as { code?: string } | null)?.code
      if (code === 'MN001') {
        const has = Number(before?.[r.account] ?? 0)
        throw new AppError('INSUFFICIENT_TOKENS', `На счёте «${ADMIN_TOKEN_ACCOUNT_TITLES[r.account]}» ${has}: списать ${r.amount} нельзя, баланс не уходит в минус`, { account: r.account, missing: r.amount - has })
      }
      if (code === 'MN002') throw new AppError('CONFLICT', 'Эту форму уже отправили с другими данными: обнови страницу')
      throw e
    }
    const [after] = await balance()
    if (!moved.replayed) await realtime.publish(tx, { room: userRoom(userId), event: 'user-changed', data: { reason: 'admin-tokens' } })
    const result = { balanceTokens: total(after), balanceAfter: Number(moved.balance_after), replayed: moved.replayed }
    const entry = { account: r.account, amount: r.direction === 'grant' ? r.amount : -r.amount }
    return moved.replayed
      ? { result, after: { ...entry, replayed: true, balanceAfter: result.balanceAfter } }
      : { result, before: { ...entry, balance: Number(before?.[r.account] ?? 0) }, after: { ...entry, balance: result.balanceAfter } }
  })
}
