// Bodies of the «Презентация в подарок» and «Купить презентацию» popups (orders.md §2 popups, §5: a free attempt or a
// balance of at least the threshold lets the client go on). «Получить» / «Оплатить» runs the wizard's pay-and-continue.
import { useState } from 'react'
import type { PopupBodyProps } from '../popups/popup-props'
import { tokensLabel } from '../money/money-api'
import { OrderPrice } from '../money/order-price'

/** What both popups are opened with: the wizard's pay-then-continue, resolved when it is done (true: it went on). */
export type PresentationPayPopupProps = { onConfirm: () => Promise<boolean> }
/** `demo`: the demo writer writes, the deck costs 0 tokens (issue 33). */
export type BuyPresentationPopupProps = PresentationPayPopupProps & { price: number; balance: number; demo?: boolean }

function useConfirm(onConfirm: () => Promise<boolean>, close: () => void) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    const ok = await onConfirm().catch(() => false)
    // A refill or sign-in popup may have replaced this one already; closing then would close that one.
    if (ok) close()
    else setBusy(false)
  }
  return { busy, run }
}

export function FreePresentationPopup({ onConfirm, close }: PopupBodyProps<'free-presentation'>) {
  const { busy, run } = useConfirm(onConfirm, close)
  return (
    <div className="pres-pay-popup" data-popup-body="free-presentation">
      <p>Первая презентация — бесплатно. Мы сделаем слайды по твоей структуре, с заметками докладчика, в PPTX и с раздаточным материалом в DOCX.</p>
      <button type="button" className="btn btn--primary btn--block" data-action="take-free" onClick={() => void run()} disabled={busy}>
        {busy ? 'Запускаем…' : 'Получить бесплатно'}
      </button>
    </div>
  )
}

export function BuyPresentationPopup({ onConfirm, price, balance, demo = false, close }: PopupBodyProps<'buy-presentation'>) {
  const { busy, run } = useConfirm(onConfirm, close)
  return (
    <div className="pres-pay-popup" data-popup-body="buy-presentation">
      <p>Сделаем слайды по твоей структуре, с заметками докладчика, в PPTX и с раздаточным материалом в DOCX.</p>
      <dl className="pres-pay-popup__sum">
        <div>
          <dt>Стоимость</dt>
          <dd>
            <OrderPrice price={price} demo={demo} />
          </dd>
        </div>
        <div>
          <dt>На балансе</dt>
          <dd data-balance-tokens={balance}>{tokensLabel(balance)}</dd>
        </div>
      </dl>
      <button type="button" className="btn btn--primary btn--block" data-action="buy" onClick={() => void run()} disabled={busy}>
        {busy ? 'Оплачиваем…' : demo ? 'Получить бесплатно' : `Оплатить ${tokensLabel(price)}`}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={close} disabled={busy}>
        Не сейчас
      </button>
    </div>
  )
}
