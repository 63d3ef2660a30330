// Matches an address against single addresses and CIDR ranges (IPv4 and IPv6), for providers that publish their IPs.

function ipv4(text: string): bigint | null {
  const parts = text.split('.')
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null
  return parts.reduce((acc, p) => (acc << 8n) | BigInt(p), 0n)
}

function ipv6(text: string): bigint | null {
  if (!/^[0-9a-f:]+$/i.test(text) || text.split('::').length > 2) return null
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return null
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right]
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g, 16)), 0n)
}

function parse(text: string): { value: bigint; bits: number } | null {
  // An IPv4-mapped IPv6 address (::ffff:1.2.3.4) is how dual-stack servers report IPv4 callers.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text)
  const v4 = ipv4(mapped ? mapped[1]! : text)
  if (v4 !== null) return { value: v4, bits: 32 }
  const v6 = ipv6(text)
  return v6 === null ? null : { value: v6, bits: 128 }
}

export function ipAllowed(ip: string, allowList: string[]): boolean {
  const addr = parse(ip)
  if (!addr) return false
  return allowList.some((entry) => {
    const [net = '', prefixText] = entry.trim().split('/')
    const range = parse(net)
    if (!range || range.bits !== addr.bits) return false
    const prefix = prefixText === undefined ? range.bits : Number(prefixText)
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > range.bits) return false
    const shift = BigInt(range.bits - prefix)
    return addr.value >> shift === range.value >> shift
  })
}

/** The ranges YooKassa documents for its notifications. */
export const YOOKASSA_NOTIFICATION_IPS = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
]
