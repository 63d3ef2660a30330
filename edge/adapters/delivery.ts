// The delivery port: SMS, call codes, e-mail and Telegram messages, each through the adapter the settings choose.
import type { TSettings } from '../settings'
import type { Db } from '../db/port'
import type { Logger } from '../log'
import { outboxCall, outboxEmail, outboxSms, outboxTelegram, outboxTelegramDocument } from './outbox-delivery'
import { smsRuCall, smsRuSms } from './sms-ru'
import { resendEmail } from './email-http'
import { telegramBotSend, telegramBotSendDocument } from './telegram'

type TEmailMessage = { to: string; subject: string; text: string; html?: string }

export type TDelivery = {
  sms: (msg: { to: string; text: string }) => Promise<void>
  /** Someone calls `to`; the code is the last 4 digits of the calling number, which only the provider knows first. */
  call: (msg: { to: string; ip: string | null }) => Promise<{ code: string }>
  email: (msg: TEmailMessage) => Promise<void>
  /** `blocked` when the person has blocked the bot (Telegram answers 403). */
  telegram: (msg: { chatId: string; text: string }) => Promise<{ blocked: boolean }>
  /** A file into the person's chat with the bot (a finished work). */
  telegramDocument: (msg: { chatId: string; fileName: string; bytes: Uint8Array; contentType: string; caption?: string }) => Promise<{ blocked: boolean }>
}

/** Thrown when a channel has no provider: the dev outbox stands in everywhere except production. */
export class DeliveryUnavailableError extends Error {
  constructor(readonly channel: keyof TDelivery) {
    super(`no delivery provider for ${channel} in production`)
    this.name = 'DeliveryUnavailableError'
  }
}

export function deliveryFor(deps: { settings: TSettings; db: Db; log: Logger }): TDelivery {
  const s = deps.settings
  const outboxAllowed = s.APP_ENV !== 'production'
  const unavailable = (channel: keyof TDelivery) => () => Promise.reject(new DeliveryUnavailableError(channel))
  const fallback = <K extends keyof TDelivery>(channel: K, outbox: TDelivery[K]): TDelivery[K] =>
    outboxAllowed ? outbox : (unavailable(channel) as TDelivery[K])

  const smsRu = s.SMS_PROVIDER === 'smsru' && s.SMSRU_API_ID ? { baseUrl: s.SMSRU_BASE_URL, apiId: s.SMSRU_API_ID, from: s.SMSRU_FROM } : null
  const resend = s.EMAIL_PROVIDER === 'resend' && s.RESEND_API_KEY ? { baseUrl: s.RESEND_BASE_URL, apiKey: s.RESEND_API_KEY, from: s.EMAIL_FROM } : null
  const bot = s.TELEGRAM_BOT_TOKEN ? { baseUrl: s.TELEGRAM_API_BASE_URL, token: s.TELEGRAM_BOT_TOKEN } : null

  return {
    sms: smsRu ? smsRuSms(smsRu) : fallback('sms', outboxSms(deps)),
    call: smsRu ? smsRuCall(smsRu) : fallback('call', outboxCall(deps)),
    email: resend ? resendEmail(resend) : fallback('email', outboxEmail(deps)),
    telegram: bot ? telegramBotSend(bot) : fallback('telegram', outboxTelegram(deps)),
    telegramDocument: bot ? telegramBotSendDocument(bot) : fallback('telegramDocument', outboxTelegramDocument(deps)),
  }
}
