// Trial keys in the back-office (orders.md §2 trialKey; issue 33): the list with how many clients redeemed each key
// (the ledger's `trial-key` credits, ref = the key), a new key, and switching one off or on. Every change goes through
// adminAction, so the key and its audit entry are written together. Redeeming stays private.redeem_trial_key's.
import { ZCreateTrialKeyInput, ZSetTrialKeyActiveInput, type TAdminTrialKey } from '../../../domain/admin/wheel'
import { asService, type Db, type Queryable } from '../../db/port'
import { AppError } from '../../http/errors'
import { adminAction, type TAdmin } from '../admin-action'

type TRow = { key: string; trials: number; active: boolean; expires_at: Date | string | null; created_at: Date | string; redeemed: string | number }

const iso = (v: Date | string) => new Date(v).toISOString()

const toKey = (r: TRow): TAdminTrialKey => ({
  key: r.key,
  trials: Number(r.trials),
  active: r.active,
  expiresAt: r.expires_at ? iso(r.expires_at) : null,
  createdAt: iso(r.created_at),
  redeemed: Number(r.redeemed),
  link: `/?trialKey=${encodeURIComponent(r.key)}`,
})

const SELECT = `select k.key, k.trials, k.active, k.expires_at, k.created_at,
                       (select count(*) from private.ledger_entries l where l.reason = 'trial-key' and l.ref = k.key and l.delta > 0) as redeemed
                  from public.trial_keys k`

async function readTrialKey(q: Queryable, key: string): Promise<TAdminTrialKey | null> {
  const [row] = await q.query<TRow>(`${SELECT} where k.key = $1`, [key])
  return row ? toKey(row) : null
}

export const listTrialKeys = ({ db }: { db: Db }) =>
  asService(db, async (tx) => ({ keys: (await tx.query<TRow>(`${SELECT} order by k.created_at desc, k.key limit 500`)).map(toKey) }))

export async function createTrialKey({ db, admin, input }: { db: Db; admin: TAdmin; input: unknown }): Promise<TAdminTrialKey> {
  const v = ZCreateTrialKeyInput.parse(input)
  return adminAction({ db, admin, action: 'trial_key.create', targetType: 'trial_key', targetId: v.key }, async (tx) => {
    // Keys are case-sensitive in the address, but two that differ only in case would confuse whoever hands them out.
    const [taken] = await tx.query('select 1 from public.trial_keys where lower(key) = lower($1)', [v.key])
    if (taken) throw new AppError('CONFLICT', 'Такой ключ уже есть', { field: 'key' })
    // Two saves of one key at once: the second finds the row the first inserted and is refused the same way.
    const [inserted] = await tx.query('insert into public.trial_keys (key, trials, expires_at) values ($1, $2, $3) on conflict (key) do nothing returning key', [
      v.key,
      v.trials,
      v.expiresAt ?? null,
    ])
    if (!inserted) throw new AppError('CONFLICT', 'Такой ключ уже есть', { field: 'key' })
    const made = (await readTrialKey(tx, v.key))!
    return { result: made, after: { key: made.key, trials: made.trials, expiresAt: made.expiresAt } }
  })
}

export async function setTrialKeyActive({ db, admin, key, input }: { db: Db; admin: TAdmin; key: string; input: unknown }): Promise<TAdminTrialKey> {
  const v = ZSetTrialKeyActiveInput.parse(input)
  return adminAction({ db, admin, action: v.active ? 'trial_key.activate' : 'trial_key.deactivate', targetType: 'trial_key', targetId: key }, async (tx) => {
    const [row] = await tx.query<{ active: boolean }>('select active from public.trial_keys where key = $1 for update', [key])
    if (!row) throw new AppError('NOT_FOUND', 'Такого ключа нет')
    await tx.query('update public.trial_keys set active = $2 where key = $1', [key, v.active])
    const after = (await readTrialKey(tx, key))!
    return { result: after, before: { active: row.active }, after: { active: after.active } }
  })
}
