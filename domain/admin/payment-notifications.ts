// The back-office's «Уведомления банков» (/admin/payment-notifications): a row of the list, the titles of providers and
// outcomes, shared by the island and the routes (edge/admin/payment-notifications).
export const NOTIFICATION_PROVIDERS = { yookassa: 'ЮKassa', cloudpayments: 'CloudPayments', tbank: 'Т-Банк', testbank: 'Тестовый банк' } as const

export const NOTIFICATION_OUTCOMES = {
  applied: 'Проведено',
  duplicate: 'Повтор',
  ignored: 'Пропущено',
  refused: 'Отклонено',
  failed: 'Ошибка',
} as const
export type TNotificationOutcomeKey = keyof typeof NOTIFICATION_OUTCOMES

export type TAdminPaymentNotification = {
  id: number
  receivedAt: string
  provider: string
  paymentId: string | null
  providerPaymentId: string | null
  eventType: string | null
  outcome: TNotificationOutcomeKey
  reasonCode: string
  reason: string
  replyStatus: number | null
  requestId: string | null
  remoteAddress: string | null
  /** A verified notification's body as the adapter read it. */
  body: unknown
  /** An unverified one's first characters. */
  unverifiedBody: string | null
  replayOf: number | null
  /** Verified and not refused: «Повторить обработку» may run it again. */
  replayable: boolean
}

export type TReplayResult = { notification: TAdminPaymentNotification }
