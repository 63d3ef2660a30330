// The client's address for per-IP limits. A proxy header can be written by anyone, so it is believed only
// when the connection itself comes from a proxy the operator named in TRUSTED_PROXIES; otherwise the socket speaks.
import type { TSettings } from '../settings'

type TCidr = { v6: boolean; base: bigint; mask: bigint }

/** IPv4 or IPv6 text to its number; IPv4-mapped IPv6 (::ffff:a.b.c.d, what a dual-stack socket reports) counts as IPv4. */
function parseIp(raw: string): { v6: boolean; n: bigint } | null {
  const text = raw.trim().toLowerCase().replace(/^\[|\]$/g, '')
  const v4 = (s: string) => {
    const parts = s.split('.')
    if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null
    return parts.reduce((n, p) => (n << 8n) | BigInt(p), 0n)
  }
  if (!text.includes(':')) {
    const n = v4(text)
    return n === null ? null : { v6: false, n }
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (mapped) {
    const n = v4(mapped[1]!)
    return n === null ? null : { v6: false, n }
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groups = (s: string) => (s === '' ? [] : s.split(':'))
  const head = groups(halves[0]!)
  const tail = halves.length === 2 ? groups(halves[1]!) : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null
  return { v6: true, n: all.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n) }
}

function parseCidr(entry: string): TCidr | null {
  const [addr, bits, extra] = entry.trim().split('/')
  if (extra !== undefined || !addr) return null
  const ip = parseIp(addr)
  if (!ip) return null
  const width = ip.v6 ? 128 : 32
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null
  const prefix = bits === undefined ? width : Number(bits)
  if (prefix > width) return null
  const mask = ((1n << BigInt(width)) - 1n) ^ ((1n << BigInt(width - prefix)) - 1n)
  return { v6: ip.v6, base: ip.n & mask, mask }
}

const entries = (list: string) => list.split(',').map((s) => s.trim()).filter(Boolean)

/** The entries of a TRUSTED_PROXIES value that are not an address or CIDR (for the settings error). */
export const badCidrs = (list: string): string[] => entries(list).filter((e) => parseCidr(e) === null)

const parsed = new Map<string, TCidr[]>()
function trustedList(list: string): TCidr[] {
  let cidrs = parsed.get(list)
  if (!cidrs) parsed.set(list, (cidrs = entries(list).flatMap((e) => parseCidr(e) ?? [])))
  return cidrs
}

/** Whether `ip` lies in one of the comma-separated CIDRs. */
export function inCidrs(ip: string, list: string): boolean {
  const a = parseIp(ip)
  return !!a && trustedList(list).some((c) => c.v6 === a.v6 && (a.n & c.mask) === c.base)
}

const canonical = (ip: string) => {
  const a = parseIp(ip)
  if (!a) return null
  return a.v6 ? ip.trim().toLowerCase().replace(/^\[|\]$/g, '') : [24n, 16n, 8n, 0n].map((s) => (a.n >> s) & 255n).join('.')
}

type TPeerCarrier = { incoming?: { socket?: { remoteAddress?: string } } }
type TRawRequest = Request & { runtime?: { node?: { req?: { socket?: { remoteAddress?: string } } } }; cf?: unknown }

/**
 * The address that opened the connection: srvx (the Node server and `vike dev`) keeps the Node request on
 * `request.runtime.node.req`; Hono's node adapter and the tests' `app.request(…, env)` put it on `env.incoming`.
 */
function peerAddress(req: TRawRequest, env: unknown): string | null {
  return req.runtime?.node?.req?.socket?.remoteAddress ?? (env as TPeerCarrier | undefined)?.incoming?.socket?.remoteAddress ?? null
}

/**
 * The client's address, or null when it cannot be known. On Workers, Cloudflare itself sets CF-Connecting-IP
 * (and overwrites what a client sends), so it is the address. On Node, a trusted proxy's header
 * (CLIENT_IP_HEADER, X-Forwarded-For by default) is read right to left, skipping our own proxies: the first
 * address not in TRUSTED_PROXIES is the one that connected to them; anything left of it was written by the client.
 */
export function resolveClientIp(req: Request, env: unknown, settings: Pick<TSettings, 'CLIENT_IP_HEADER' | 'TRUSTED_PROXIES'>): string | null {
  const raw = req as TRawRequest
  if (raw.cf && typeof raw.cf === 'object') return canonical(req.headers.get('cf-connecting-ip') ?? '')
  const peer = peerAddress(raw, env)
  if (!peer || !parseIp(peer)) return null
  if (!inCidrs(peer, settings.TRUSTED_PROXIES)) return canonical(peer)
  const hops = (req.headers.get(settings.CLIENT_IP_HEADER) ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!
    if (!parseIp(hop)) return null
    if (!inCidrs(hop, settings.TRUSTED_PROXIES)) return canonical(hop)
  }
  // Only our proxies on the path (or no header): the left-most proxy is the closest thing to a client we have.
  return canonical(hops[0] ?? peer)
}

// The GraphQL context carries the request's headers, not the request; keying on that object lets resolvers find
// the address the app middleware resolved, without a header anyone could set.
const resolved = new WeakMap<Headers, string | null>()

const rememberClientIp = (headers: Headers, ip: string | null) => resolved.set(headers, ip)

/** The address resolved for this request by the app middleware; null when unknown (never a shared bucket). */
export const clientIp = (headers: Headers): string | null => resolved.get(headers) ?? null

const byContext = new WeakMap<object, string | null>()

/**
 * Resolves the address once, from the request as the server handed it over (a body limit may wrap it later and
 * lose the socket), and remembers it on whatever request the routes finally see; install first and before the routes.
 */
export const clientIpMiddleware =
  (settings: Pick<TSettings, 'CLIENT_IP_HEADER' | 'TRUSTED_PROXIES'>) =>
  async (c: { req: { raw: Request }; env: unknown }, next: () => Promise<void>) => {
    const ip = byContext.has(c) ? (byContext.get(c) ?? null) : resolveClientIp(c.req.raw, c.env, settings)
    byContext.set(c, ip)
    rememberClientIp(c.req.raw.headers, ip)
    await next()
  }
