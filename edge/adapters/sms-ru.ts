// SMS.ru adapter: SMS through /sms/send and call codes through /code/call (https://sms.ru/api).
import { requestJson, form, joinUrl, ProviderError } from './http'
import type { TDelivery } from './delivery'

type Config = { baseUrl: string; apiId: string; from?: string }

type SmsRuAnswer = {
  status?: string
  status_code?: number
  status_text?: string
  sms?: Record<string, { status?: string; status_code?: number; status_text?: string }>
  code?: string | number
}

const PROVIDER = 'SMS.ru'

// POST keeps api_id out of URLs, and so out of proxy and access logs.
const post = (config: Config, path: string, fields: Record<string, string | undefined>) =>
  requestJson(PROVIDER, joinUrl(config.baseUrl, path), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form({ api_id: config.apiId, ...fields, json: '1' }),
  })

const refusal = (a: SmsRuAnswer | null, status: number) =>
  new ProviderError(PROVIDER, `${a?.status_code ?? `HTTP ${status}`} ${a?.status_text ?? 'без описания'}`, status)

export const smsRuSms =
  (config: Config): TDelivery['sms'] =>
  async ({ to, text }) => {
    const { status, body } = await post(config, '/sms/send', { to, msg: text, from: config.from })
    const answer = body as SmsRuAnswer | null
    if (answer?.status !== 'OK') throw refusal(answer, status)
    // The request can succeed while the one number in it is refused (status_code 2xx per number).
    const perNumber = answer.sms?.[to]
    if (!perNumber || perNumber.status !== 'OK') throw refusal(perNumber ?? null, status)
  }

export const smsRuCall =
  (config: Config): TDelivery['call'] =>
  async ({ to, ip }) => {
    // SMS.ru uses the visitor's IP against abuse; "-1" says it is unknown.
    const { status, body } = await post(config, '/code/call', { phone: to, ip: ip ?? '-1' })
    const answer = body as SmsRuAnswer | null
    if (answer?.status !== 'OK') throw refusal(answer, status)
    const code = String(answer.code ?? '').padStart(4, '0')
    if (!/^\d{4}$/.test(code)) throw new ProviderError(PROVIDER, 'в ответе нет четырёхзначного кода', status)
    return { code }
  }
