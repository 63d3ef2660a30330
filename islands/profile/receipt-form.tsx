// Where fiscal receipts go (platform spec §7 UpdateUserReceiptFields); an empty field clears it.
import { useState } from 'react'
import { gql } from '../graphql/client'
import { UpdateUserReceiptFieldsDocument } from '../graphql/generated/profile/graphql'
import { toast } from '../toasts/toast-store'
import { FormField, ScriptForm } from '../ui/form'
import type { TProfile } from './profile-api'

type Props = { me: TProfile; onSaved: (me: TProfile) => void }

export function ReceiptForm({ me, onSaved }: Props) {
  const [phone, setPhone] = useState(me.receiptPhone ?? '')
  const [email, setEmail] = useState(me.receiptEmail ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function save() {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      onSaved((await gql(UpdateUserReceiptFieldsDocument, { receiptPhone: phone.trim(), receiptEmail: email.trim() })).updateUserReceiptFields)
      toast.success('Сохранено')
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <ScriptForm className="card profile-card" onSubmit={save}>
      <h2>Чеки об оплате</h2>
      <p className="field__hint">Куда присылать чеки. Оставь поле пустым, если не нужно.</p>
      <FormField id="receipt-email" label="Почта для чеков">
        <input id="receipt-email" className="input" name="receiptEmail" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <FormField id="receipt-phone" label="Телефон для чеков">
        <input id="receipt-phone" className="input" name="receiptPhone" type="tel" placeholder="+7 (___) ___ __ __" value={phone} onChange={(e) => setPhone(e.target.value)} />
      </FormField>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--secondary" disabled={busy}>
        Сохранить
      </button>
    </ScriptForm>
  )
}
