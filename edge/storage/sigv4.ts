// AWS Signature Version 4, header form, with Web Crypto only (no node: imports), so it runs on Node and on Workers.
// The steps follow AWS's "Create a signed AWS API request": canonical request → string to sign → signing key → signature.

const encoder = new TextEncoder()

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

const toBuffer = (data: Uint8Array | string): Uint8Array<ArrayBuffer> => {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data
  return new Uint8Array(bytes) as Uint8Array<ArrayBuffer>
}

export const sha256Hex = async (data: Uint8Array | string): Promise<string> => hex(new Uint8Array(await crypto.subtle.digest('SHA-256', toBuffer(data))))

async function hmac(key: Uint8Array, data: string): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey('raw', toBuffer(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, toBuffer(data)))
}

const UNRESERVED = /[A-Za-z0-9\-_.~]/

/** URI encoding as SigV4 wants it: each UTF-8 byte as %XX (upper-case hex) except A–Z a–z 0–9 - _ . ~ (and / if kept). */
export function uriEncode(s: string, keepSlash = false): string {
  let out = ''
  for (const byte of encoder.encode(s)) {
    const c = String.fromCharCode(byte)
    out += UNRESERVED.test(c) || (keepSlash && c === '/') ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** 2015-08-30T12:36:00.000Z → 20150830T123600Z */
export const amzDate = (at: Date): string => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

export type TSigV4Credentials = { accessKeyId: string; secretAccessKey: string; region: string; service: string }

export type TSigV4Request = {
  method: string
  /** The path exactly as it is sent, already URI-encoded. */
  path: string
  /** Query parameters, not encoded. */
  query?: [string, string][]
  /** Every header to sign, `host` and `x-amz-date` included. */
  headers: Record<string, string>
  /** Hex SHA-256 of the body (of '' when there is none). */
  payloadHash: string
}

export type TSigV4 = { canonicalRequest: string; stringToSign: string; signature: string; authorization: string }

export async function signV4(req: TSigV4Request, creds: TSigV4Credentials): Promise<TSigV4> {
  const headers = Object.entries(req.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const at = headers.find(([name]) => name === 'x-amz-date')?.[1]
  if (!at || !/^\d{8}T\d{6}Z$/.test(at)) throw new Error('SigV4: нужен заголовок x-amz-date вида 20150830T123600Z')
  const signedHeaders = headers.map(([name]) => name).join(';')
  const query = (req.query ?? [])
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const canonicalRequest = [req.method, req.path, query, ...headers.map(([n, v]) => `${n}:${v}`), '', signedHeaders, req.payloadHash].join('\n')
  const scope = `${at.slice(0, 8)}/${creds.region}/${creds.service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', at, scope, await sha256Hex(canonicalRequest)].join('\n')
  let key = await hmac(encoder.encode(`AWS4${creds.secretAccessKey}`), at.slice(0, 8))
  for (const part of [creds.region, creds.service, 'aws4_request']) key = await hmac(key, part)
  const signature = hex(await hmac(key, stringToSign))
  const authorization = `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`
  return { canonicalRequest, stringToSign, signature, authorization }
}
