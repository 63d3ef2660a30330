// Dev outbox adapter: every message lands in /dev/outbox and the server log, the only place a code may be printed.
import type { Db } from '../db/port'
import type { Logger } from '../log'
import { deliverToOutbox } from '../notify/outbox'
import { formatRussianPhone } from '../../domain/auth/phone'
import { generateNumericCode } from '../auth/secrets'
import type { TDelivery } from './delivery'

type Deps = { db: Db; log: Logger }

export const outboxSms = ({ db, log }: Deps): TDelivery['sms'] => async ({ to, text }) => {
  await deliverToOutbox(db, log, { channel: 'sms', recipient: to, body: text })
}

/** Plays SMS.ru's call: a random "calling number" whose last four digits are the code. */
export const outboxCall = ({ db, log }: Deps): TDelivery['call'] => async ({ to }) => {
  const code = generateNumericCode()
  const caller = formatRussianPhone(`7900${generateNumericCode().slice(0, 3)}${code}`)
  await deliverToOutbox(db, log, {
    channel: 'call',
    recipient: to,
    body: `Входящий звонок с номера ${caller}. Код — последние 4 цифры: ${code}`,
  })
  return { code }
}

export const outboxEmail = ({ db, log }: Deps): TDelivery['email'] => async ({ to, subject, text }) => {
  await deliverToOutbox(db, log, { channel: 'email', recipient: to, subject, body: text })
}

export const outboxTelegram = ({ db, log }: Deps): TDelivery['telegram'] => async ({ chatId, text }) => {
  await deliverToOutbox(db, log, { channel: 'telegram', recipient: chatId, body: text })
  return { blocked: false }
}

/** The outbox keeps the file's name and size, not the file. */
export const outboxTelegramDocument = ({ db, log }: Deps): TDelivery['telegramDocument'] => async ({ chatId, fileName, bytes, caption }) => {
  await deliverToOutbox(db, log, { channel: 'telegram', recipient: chatId, body: `📎 ${fileName} (${bytes.length} байт)${caption ? `\n${caption}` : ''}` })
  return { blocked: false }
}
