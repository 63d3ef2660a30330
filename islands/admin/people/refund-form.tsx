// The refund of one payment from the user card: the amount prefilled with what is left to refund (in rubles), a
// required reason; the server's refusal (over the rest, already refunded, the provider down) shows as it says it.
import { useState, type FormEvent } from 'react'
import { ZRefundPaymentInput, type TAdminPaymentRow, type TAdminRefundResult } from '../../../domain/admin/people'
import { formatKopecks } from '../../../domain/money/format'
import { Alert, Field, FormActions } from '../admin-parts'
import { adminFetch } from '../api'
import { checkForm, serverErrors, type TFieldErrors } from './field-errors'

/** «1 250,5» → 125050 kopecks; anything that is not a sum → NaN, which the schema refuses. */
const toKopecks = (rubles: string) => {
  const clean = rubles.replace(/[\s\u00a0₽]/g, '').replace(',', '.')
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN
}

/** What a refund (or its repeat) did, in the card's words. */
export function refundDoneText(r: TAdminRefundResult): string {
  const sum = formatKopecks(r.amountKopecks)
  if (r.status === 'succeeded') return `Возврат ${sum} проведён, начисления отменены`
  if (r.status === 'canceled') return `Платёжная система отменила возврат ${sum}: деньги не возвращены`
  return `Возврат ${sum} передан в платёжную систему: начисления отменятся, когда она подтвердит`
}

const toRubles = (kopecks: number) => (kopecks / 100).toFixed(2).replace('.', ',').replace(/,00$/, '')

export function RefundForm({ payment, onDone, onCancel }: { payment: TAdminPaymentRow; onDone: (message: string, failed?: boolean) => void; onCancel: () => void }) {
  const rest = payment.amountKopecks - payment.refundedKopecks
  const [amount, setAmount] = useState(toRubles(rest))
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<TFieldErrors>({})
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy) return
    const checked = checkForm(ZRefundPaymentInput, { amountKopecks: toKopecks(amount), reason })
    if (!checked.ok) return setErrors(checked.errors.amountKopecks ? { ...checked.errors, amountKopecks: 'Кажется, ты ввёл сумму некорректно: например, 990 или 990,50' } : checked.errors)
    setBusy(true)
    const res = await adminFetch<TAdminRefundResult>(`/api/admin/payments/${payment.id}/refund`, { body: checked.data })
    setBusy(false)
    // The provider did not make it: the form closes and the payment's row offers to repeat it (or to refund anew).
    if (!res.ok && res.error.code === 'REFUND_FAILED') return onDone(res.error.message, true)
    if (!res.ok) return setErrors(serverErrors(res.error))
    onDone(refundDoneText(res.data))
  }

  return (
    <form className="admin-form people-card__refund card" onSubmit={(e) => void submit(e)} noValidate aria-label="Возврат платежа">
      <h3>
        Возврат платежа {formatKopecks(payment.amountKopecks)} · осталось вернуть {formatKopecks(rest)}
      </h3>
      <Field label="Сумма возврата, ₽" name="amountKopecks" errors={errors} errorId="err-refund-amount">
        <input className="input" name="refundAmount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={Boolean(errors.amountKopecks)} aria-describedby="err-refund-amount" />
      </Field>
      <Field label="Причина возврата (обязательно)" name="reason" errors={errors} errorId="err-refund-reason">
        <textarea className="input" name="refundReason" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={Boolean(errors.reason)} aria-describedby="err-refund-reason" />
      </Field>
      <FormActions busy={busy} submit="Вернуть деньги" danger onCancel={onCancel} />
      <Alert>{errors._form}</Alert>
    </form>
  )
}
