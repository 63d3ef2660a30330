// Grant or take a user's tokens with a required reason. The form makes its idempotency key when it opens and after
// each success, so a double click or a retry of the same form moves the tokens once; the ledger refuses to go below zero.
import { useState, type FormEvent } from 'react'
import { ADMIN_TOKEN_ACCOUNTS, ADMIN_TOKEN_ACCOUNT_TITLES, ZAdjustTokensInput, type TAdjustTokensResult, type TAdminTokenAccount } from '../../../domain/admin/people'
import { formatNumber } from '../../../domain/money/format'
import { Alert, Done, Field, FormActions } from '../admin-parts'
import { adminFetch } from '../api'
import { checkForm, serverErrors, type TFieldErrors } from './field-errors'

export function TokensForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const [key, setKey] = useState(() => crypto.randomUUID())
  const [direction, setDirection] = useState<'grant' | 'take'>('grant')
  const [account, setAccount] = useState<TAdminTokenAccount>('permanent_tokens')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<TFieldErrors>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy) return
    setDone(null)
    const checked = checkForm(ZAdjustTokensInput, {
      direction,
      account: direction === 'grant' ? 'permanent_tokens' : account,
      amount: amount.trim() === '' ? undefined : Number(amount),
      reason,
      idempotencyKey: key,
    })
    if (!checked.ok) return setErrors(checked.errors)
    setBusy(true)
    const res = await adminFetch<TAdjustTokensResult>(`/api/admin/users/${userId}/tokens`, { body: checked.data })
    setBusy(false)
    if (!res.ok) return setErrors(serverErrors(res.error))
    setErrors({})
    setDone(`${direction === 'grant' ? 'Начислено' : 'Списано'} ${formatNumber(checked.data.amount)}. Токенов на балансе: ${formatNumber(res.data.balanceTokens)}`)
    setKey(crypto.randomUUID())
    setAmount('')
    setReason('')
    onDone()
  }

  return (
    <section className="card people-card__box" aria-labelledby="people-tokens">
      <h2 id="people-tokens">Токены</h2>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Начислить или списать токены">
        <fieldset className="people-card__rights">
          <legend>Действие</legend>
          {(['grant', 'take'] as const).map((d) => (
            <label key={d} className="people-card__check">
              <input type="radio" name="direction" value={d} checked={direction === d} onChange={() => setDirection(d)} /> {d === 'grant' ? 'Начислить' : 'Списать'}
            </label>
          ))}
        </fieldset>
        {direction === 'take' && (
          <Field label="Счёт" name="account">
            <select className="input" name="account" value={account} onChange={(e) => setAccount(e.target.value as TAdminTokenAccount)}>
              {ADMIN_TOKEN_ACCOUNTS.map((a) => (
                <option key={a} value={a}>
                  {ADMIN_TOKEN_ACCOUNT_TITLES[a]}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field label="Количество токенов" name="amount" errors={errors}>
          <input className="input" name="amount" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))} aria-invalid={Boolean(errors.amount)} aria-describedby="err-amount" />
        </Field>
        <Field label="Причина (обязательно, видна в журнале и в истории баланса)" name="reason" errors={errors}>
          <textarea className="input" name="reason" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={Boolean(errors.reason)} aria-describedby="err-reason" />
        </Field>
        <FormActions busy={busy} submit={direction === 'grant' ? 'Начислить' : 'Списать'} />
      </form>
      <Alert>{errors._form ?? errors.account ?? errors.idempotencyKey}</Alert>
      <Done className="people-card__done">{done}</Done>
    </section>
  )
}
