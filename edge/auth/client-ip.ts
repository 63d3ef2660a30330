// The client's address, and the key per-address limits count under. A proxy header can be written by anyone, so it is
// believed only when the connection itself comes from a proxy the operator named in TRUSTED_PROXIES; otherwise the
// socket speaks. Every address is read here, once, in one spelling: ports stripped, IPv4-mapped IPv6 as IPv4.
import type { TSettings } from '../settings'

type TCidr = { v6: boolean; base: bigint; mask: bigint }

const v4Number = (s: string): bigint | null => {
  const parts = s.split('.')
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null
  return parts.reduce((n, p) => (n << 8n) | BigInt(p), 0n)
}

// ::ffff:0:0/96 holds IPv4 addresses as a dual-stack socket reports them, in dotted (::ffff:1.2.3.4) or hex form.
const MAPPED_V4 = 0xffffn

/** IPv4 or IPv6 text to its number; an IPv4-mapped IPv6 address, in any spelling, counts as the IPv4 address. */
function parseIp(raw: string): { v6: boolean; n: bigint } | null {
  const text = raw.trim().toLowerCase().replace(/^\[|\]$/g, '')
  if (!text.includes(':')) {
    const n = v4Number(text)
    return n === null ? null : { v6: false, n }
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groups = (s: string) => (s === '' ? [] : s.split(':'))
  const head = groups(halves[0]!)
  const tail = halves.length === 2 ? groups(halves[1]!) : []
  // An embedded dotted IPv4 address is the last two groups.
  const last = (tail.length ? tail : head).at(-1) ?? ''
  if (last.includes('.')) {
    const v4 = v4Number(last)
    if (v4 === null) return null
    ;(tail.length ? tail : head).splice(-1, 1, (v4 >> 16n).toString(16), (v4 & 0xffffn).toString(16))
  }
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null
  const n = all.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n)
  return n >> 32n === MAPPED_V4 ? { v6: false, n: n & 0xffffffffn } : { v6: true, n }
}

/**
 * An address as it arrives from a socket or a proxy header, which may carry more than the address: a port
 * (`10.1.2.3:50312`, `[2001:db8::1]:443`, as some proxies write X-Forwarded-For), brackets or an IPv6 zone (`%eth0`).
 * A bare IPv6 address cannot carry a port (the colon is ambiguous), so it is read as written.
 */
function parseAddress(raw: string): { v6: boolean; n: bigint } | null {
  let text = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text)
  const withPort = bracketed ? null : /^([\d.]+|.*:\d+\.\d+\.\d+\.\d+):(\d{1,5})$/.exec(text)
  const port = bracketed?.[2] ?? withPort?.[2]
  if (port !== undefined && Number(port) > 65535) return null
  if (bracketed) text = bracketed[1]!
  else if (withPort) text = withPort[1]!
  return parseIp(text.replace(/%[\w.-]+$/, ''))
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

/** Whether `ip` (as a socket or proxy reports it: a port or brackets allowed) lies in one of the comma-separated CIDRs. */
export function inCidrs(ip: string, list: string): boolean {
  const a = parseAddress(ip)
  return !!a && trustedList(list).some((c) => c.v6 === a.v6 && (a.n & c.mask) === c.base)
}

/** One spelling per address (RFC 5952 for IPv6: lower case, no leading zeros, the longest run of zero groups as ::). */
function format(a: { v6: boolean; n: bigint }): string {
  if (!a.v6) return [24n, 16n, 8n, 0n].map((s) => (a.n >> s) & 255n).join('.')
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((s) => Number((a.n >> s) & 0xffffn))
  let best = { at: -1, len: 1 }
  for (let i = 0; i < 8; i++) {
    let len = 0
    while (i + len < 8 && groups[i + len] === 0) len++
    if (len > best.len) best = { at: i, len }
  }
  const hex = (gs: number[]) => gs.map((g) => g.toString(16)).join(':')
  return best.at < 0 ? hex(groups) : `${hex(groups.slice(0, best.at))}::${hex(groups.slice(best.at + best.len))}`
}

const canonical = (ip: string): string | null => {
  const a = parseAddress(ip)
  return a ? format(a) : null
}

/** The per-address limit key of a request whose address could not be determined: a class of its own, limited too. */
const UNKNOWN_ADDRESS_KEY = 'unknown'

// One IPv6 subscriber gets a whole /64 (RFC 6177) and picks any address in it at will: a key per address would give
// one client 2^64 buckets.
const V6_SUBNET_MASK = ((1n << 64n) - 1n) << 64n

/**
 * The key every per-address limit counts under: an IPv4 address as is, an IPv6 address by its /64 (`2001:db8:1:2::/64`),
 * and anything that is not an address (null, junk) under UNKNOWN_ADDRESS_KEY, so it can never skip a limit.
 */
export function addressKey(ip: string | null): string {
  const a = ip === null ? null : parseAddress(ip)
  if (!a) return UNKNOWN_ADDRESS_KEY
  return a.v6 ? `${format({ v6: true, n: a.n & V6_SUBNET_MASK })}/64` : format(a)
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
 * The client's address in one spelling (see `format`), or null when it cannot be known. On Workers, Cloudflare
 * itself sets CF-Connecting-IP (and overwrites what a client sends), so it is the address. On Node, a trusted proxy's header
 * (CLIENT_IP_HEADER, X-Forwarded-For by default) is read right to left, skipping our own proxies: the first
 * address not in TRUSTED_PROXIES is the one that connected to them; anything left of it was written by the client.
 */
export function resolveClientIp(req: Request, env: unknown, settings: Pick<TSettings, 'CLIENT_IP_HEADER' | 'TRUSTED_PROXIES'>): string | null {
  const raw = req as TRawRequest
  if (raw.cf && typeof raw.cf === 'object') return canonical(req.headers.get('cf-connecting-ip') ?? '')
  const peer = peerAddress(raw, env)
  if (!peer || !parseAddress(peer)) return null
  if (!inCidrs(peer, settings.TRUSTED_PROXIES)) return canonical(peer)
  const hops = (req.headers.get(settings.CLIENT_IP_HEADER) ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!
    if (!parseAddress(hop)) return null
    if (!inCidrs(hop, settings.TRUSTED_PROXIES)) return canonical(hop)
  }
  // Only our proxies on the path (or no header): the left-most proxy is the closest thing to a client we have.
  return canonical(hops[0] ?? peer)
}

// The GraphQL context carries the request's headers, not the request; keying on that object lets resolvers find
// the address the app middleware resolved, without a header anyone could set.
const resolved = new WeakMap<Headers, string | null>()

const rememberClientIp = (headers: Headers, ip: string | null) => resolved.set(headers, ip)

/**
 * The address resolved for this request by the app middleware (for records and allow-lists); null when unknown.
 * A per-address limit counts under `addressKey(clientIp(headers))`, never under the address itself.
 */
export const clientIp = (headers: Headers): string | null => resolved.get(headers) ?? null

/** Keeps the resolved address when a request is rebuilt with new headers (edge/http/body-limit.ts reads a body whole). */
export const carryClientIp = (from: Headers, to: Headers) => {
  if (resolved.has(from)) rememberClientIp(to, resolved.get(from) ?? null)
}

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
