// E-mail over Resend's HTTP API: POST /emails with a Bearer key (https://resend.com/docs/api-reference/emails/send-email).
import { requestJson, joinUrl, ProviderError } from './http'
import type { TDelivery } from './delivery'

type Config = { baseUrl: string; apiKey: string; from: string }

const PROVIDER = 'Resend'

export const resendEmail =
  (config: Config): TDelivery['email'] =>
  async ({ to, subject, text, html }) => {
    const { status, body } = await requestJson(PROVIDER, joinUrl(config.baseUrl, '/emails'), {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: config.from, to: [to], subject, text, ...(html && { html }) }),
    })
    const answer = body as { id?: string; name?: string; message?: string } | null
    if (status >= 200 && status < 300 && typeof answer?.id === 'string') return
    throw new ProviderError(PROVIDER, `${answer?.name ?? `HTTP ${status}`}: ${answer?.message ?? 'без описания'}`, status)
  }
