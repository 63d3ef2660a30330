// Russian names of what the people section shows: payment statuses, providers and kinds, ledger accounts, order types
// and statuses. An unknown value shows as it is, never as an empty cell.
import type { TUnifiedStatusName, TUnifiedTypeName } from '../../../domain/orders/unified'

export const PAYMENT_STATUS: Record<string, string> = {
  created: 'Создан',
  pending: 'Ждёт оплаты',
  succeeded: 'Оплачен',
  canceled: 'Отменён',
  refunded: 'Возвращён',
}

export const PROVIDER: Record<string, string> = { yookassa: 'ЮKassa', cloudpayments: 'CloudPayments', tbank: 'Т-Банк', testbank: 'Тестовый банк' }

export const PAYMENT_KIND: Record<string, string> = {
  subscription: 'Подписка',
  refill_tokens: 'Пополнение токенов',
  text_copilot_order: 'Текстовая работа',
  library_order: 'Работа из библиотеки',
  ai_order: 'ИИ-ответ',
  ai_referat_order: 'ИИ-реферат',
  ai_presentation_order: 'Презентация',
}

export const LEDGER_ACCOUNT: Record<string, string> = {
  coins: 'Рубли',
  bonuses: 'Бонусы',
  subscription_tokens: 'Токены подписки',
  permanent_tokens: 'Постоянные токены',
  temporary_tokens: 'Временные токены',
  trials: 'Пробные вопросы',
}

/** What the ledger's machine reasons mean; an administrator's own reason («Администратор: …») shows as written. */
const LEDGER_REASON: Record<string, string> = {
  refill: 'Покупка токенов',
  subscription: 'Подписка',
  'subscription-refill': 'Токены подписки за месяц',
  'deferred-bonus': 'Бонус к периоду подписки',
  refund: 'Возврат платежа',
  referral: 'Награда за друга',
  'wheel-prize': 'Приз колеса фортуны',
  'trial-key': 'Пробные вопросы по ссылке',
  newby: 'Пробные вопросы новичку',
  'temporary-expired': 'Сгорели временные токены',
  'training-reply': 'Ответ репетитора',
  'training-refund': 'Возврат за ответ репетитора',
  essay_order: 'Оплата текстовой работы',
  library_order: 'Покупка работы из библиотеки',
  ai_order: 'Оплата ИИ-ответа',
  advanced_ai_order: 'Оплата ИИ-ответа с источниками',
  ai_referat_order: 'Оплата ИИ-реферата',
  ai_presentation_order: 'Оплата презентации',
  exam_order: 'Оплата ответов на билеты',
  ai_order_refund: 'Возврат за ИИ-ответ',
  advanced_ai_order_refund: 'Возврат за ИИ-ответ с источниками',
}

/** A ledger reason in Russian: a refund of a spend (refundOrderSpend's `<reason>_refund`) says which spend it returns. */
export function ledgerReason(reason: string): string {
  const base = reason.endsWith('_refund') ? reason.slice(0, -'_refund'.length) : null
  return LEDGER_REASON[reason] ?? (base && LEDGER_REASON[base] ? `Возврат: ${LEDGER_REASON[base]}` : reason)
}

export const ORDER_TYPE: Record<TUnifiedTypeName, string> = {
  TASK_SOLVING: 'Решение задачи',
  LIBRARY: 'Библиотека',
  AI: 'ИИ-ответ',
  TEXT_WORK: 'Текстовая работа',
  AI_REFERAT: 'ИИ-реферат',
  ADVANCED_AI: 'ИИ с источниками',
  SERVICES: 'Билеты или тренировка',
  PRESENTATION: 'Презентация',
}

export const ORDER_STATUS: Record<TUnifiedStatusName, string> = { DRAFT: 'Черновик', IN_PROGRESS: 'В работе', COMPLETED: 'Готов', CANCELED: 'Отменён' }

export const named = (names: Record<string, string>, value: string) => names[value] ?? value

