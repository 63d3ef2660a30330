// The AI order's controls under the answer: the pay box while unpaid (price, balance, «Оплатить с баланса», or sign-in
// for a guest) and, once paid, the clarification input with «Осталось уточнений: N», suggested prompts as chips and
// «Отправить в Telegram».
import { useState } from 'react'
import { GENERIC_ERROR } from '../../domain/errors'
import { AUTH_PATH } from '../../domain/routes'
import { AI_CLARIFICATION_MAX_CHARS } from '../../domain/ai-order/ai-order-input'
import { ApiError } from '../graphql/api-error'
import { tokensLabel } from '../money/money-api'
import { OrderPrice, payButtonLabel } from '../money/order-price'
import { openRefillFor } from '../money/pay-from-balance'
import { useOrderAction } from '../orders/use-order-action'

const errorText = (e: unknown) => (e instanceof ApiError && e.code !== 'NETWORK' && e.code !== 'INTERNAL' ? e.message : GENERIC_ERROR)

/** The AI answer pages' actions (create, pay, clarify, Telegram): a network or server fault says the generic words;
 * a page with a rule of its own words its failures by `failureText` (the AI order's: orders.md §8 task order calls). */
export const useAiAction = <K extends string>(failureText: (e: unknown, kind: K) => string = errorText) => useOrderAction<K>(failureText)

/** The server's words for a refusal, the generic words for a network or server fault. */
export const aiErrorText = errorText

/** `demo`: the demo writer wrote the answer, which opens for 0 tokens (issue 33): the price crossed out, no refill asked. */
export function AiPayBox(props: { price: number; demo: boolean; balance: number | null; isGuest: boolean; busy: boolean; onPay: () => void }) {
  const signIn = `${AUTH_PATH}?redirect=${encodeURIComponent(`${location.pathname}?autoPayForAiOrder=1`)}`
  return (
    <div className="ai-pay" data-screen="payment">
      <p className="ai-pay__lead">
        {props.demo
          ? 'Ты видишь начало ответа. Полное решение с шагами и уточнениями откроется по кнопке ниже.'
          : 'Ты видишь начало ответа. Полное решение с шагами и уточнениями откроется после оплаты.'}
      </p>
      <div className="ai-pay__row">
        <div>
          <span className="ai-pay__label">Полный ответ</span>
          <OrderPrice className="ai-pay__value" price={props.price} demo={props.demo} />
        </div>
        {props.balance !== null && (
          <div>
            <span className="ai-pay__label">На балансе</span>
            <strong className="ai-pay__value">{tokensLabel(props.balance)}</strong>
          </div>
        )}
      </div>
      <div className="ai-actions">
        {props.isGuest ? (
          <a className="btn" href={signIn} data-action="sign-in">
            Войти и открыть ответ
          </a>
        ) : (
          <>
            {!props.demo && (
              <button type="button" className="btn btn--secondary" onClick={() => openRefillFor(props.price, props.balance)}>
                Пополнить баланс
              </button>
            )}
            <button type="button" className="btn" data-action="pay" disabled={props.busy} onClick={props.onPay}>
              {props.busy ? (props.demo ? 'Открываем…' : 'Оплачиваем…') : payButtonLabel(props.price, props.demo)}
            </button>
          </>
        )}
      </div>
    </div>
  )
}

export function AiClarify(props: { left: number; prompts: string[]; busy: boolean; onAsk: (q: string) => Promise<boolean>; onTelegram: (() => void) | null }) {
  const [text, setText] = useState('')
  const ask = async (q: string) => {
    if (await props.onAsk(q)) setText('')
  }
  return (
    <div className="ai-clarify" data-screen="clarify">
      {props.left > 0 && props.prompts.length > 0 && (
        <div className="ai-chips" aria-label="Подсказки">
          {props.prompts.map((p) => (
            <button key={p} type="button" className="ai-chip" data-action="suggested" disabled={props.busy} onClick={() => void ask(p)}>
              {p}
            </button>
          ))}
        </div>
      )}
      {props.left > 0 ? (
        <form
          className="ai-clarify__form"
          onSubmit={(e) => {
            e.preventDefault()
            if (text.trim()) void ask(text)
          }}
        >
          <label className="field">
            <span className="field__label">Уточнить ответ</span>
            <textarea className="input" rows={2} maxLength={AI_CLARIFICATION_MAX_CHARS} value={text} placeholder="Например: почему во втором шаге так?" onChange={(e) => setText(e.target.value)} />
          </label>
          <div className="ai-clarify__bar">
            <span className="ai-clarify__left" data-clarifications-left={props.left}>
              Осталось уточнений: {props.left}
            </span>
            <button type="submit" className="btn" data-action="clarify" disabled={props.busy || !text.trim()}>
              {props.busy ? 'Отправляем…' : 'Спросить'}
            </button>
          </div>
        </form>
      ) : (
        <p className="ai-clarify__left" data-clarifications-left={0}>
          Уточнения закончились: в этом заказе можно задать не больше 3 уточнений.
        </p>
      )}
      {props.onTelegram && (
        <button type="button" className="btn btn--ghost btn--sm ai-telegram" data-action="telegram" onClick={props.onTelegram}>
          Отправить в Telegram
        </button>
      )}
    </div>
  )
}
