// The client's IP for per-IP limits, from the header the proxy in front sets (CLIENT_IP_HEADER).
import type { TSettings } from '../settings'

const IP_LIKE = /^[0-9A-Fa-f:.]{2,45}$/

/** Null when the header is missing or not an address; such requests share one "unknown" bucket. */
export function clientIp(headers: Headers, settings: Pick<TSettings, 'CLIENT_IP_HEADER'>): string | null {
  const raw = headers.get(settings.CLIENT_IP_HEADER)
  // X-Forwarded-For lists client, then proxies: the first entry is the one the edge proxy saw connect.
  const first = raw?.split(',')[0]?.trim()
  return first && IP_LIKE.test(first) ? first.toLowerCase() : null
}
