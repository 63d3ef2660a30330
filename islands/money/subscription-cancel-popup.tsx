// Body of the «subscription cancel» popup (platform.md §2 Popups, §4 Subscription actions): confirm stops renewing
// (the paid period runs to its end), keep closes the popup and changes nothing.
import { useState } from 'react'
import { gql } from '../graphql/client'
import { CancelSubscriptionDocument } from '../graphql/generated/money/graphql'
import type { PopupBodyProps } from '../popups/popup-props'
import { toast } from '../toasts/toast-store'
import { refreshAccount } from './account-store'
import { formatDate } from './money-api'

export const SUBSCRIPTION_CANCELLED = 'Подписка отменена'

type Props = PopupBodyProps<'subscription-cancel'> & { endsAt?: string }

export default function SubscriptionCancelPopup({ endsAt, close }: Props) {
  const [busy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    try {
      await gql(CancelSubscriptionDocument)
      await refreshAccount()
      close()
      toast.success(endsAt ? `${SUBSCRIPTION_CANCELLED}. Она действует до ${formatDate(endsAt)}` : SUBSCRIPTION_CANCELLED)
    } catch (e) {
      toast.error((e as Error).message)
      setBusy(false)
    }
  }

  return (
    <div className="money-confirm" data-popup-body="subscription-cancel">
      <p>
        Подписка не продлится{endsAt ? ` после ${formatDate(endsAt)}` : ''}. До этого дня токены и бонусы остаются с тобой, а
        возобновить продление можно в любой момент.
      </p>
      <div className="money-confirm__actions">
        <button type="button" className="btn btn--primary btn--block" onClick={close} disabled={busy}>
          Оставить подписку
        </button>
        <button type="button" className="btn btn--ghost btn--block" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Отменяем…' : 'Отменить подписку'}
        </button>
      </div>
    </div>
  )
}
