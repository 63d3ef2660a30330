// Fake S3 (path-style, as Supabase Storage's S3 endpoint speaks it) on 127.0.0.1: PutObject, GetObject, HeadObject and
// DeleteObject on one bucket, objects in memory. It checks every request's SigV4 signature on its own, with node:crypto
// (not the adapter's signer): the canonical request rebuilt from what arrived, the string to sign, the signing key;
// and the body against x-amz-content-sha256. Failures answer S3's XML errors with S3's codes.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type TS3Fake = {
  url: string
  /** Objects by decoded key. */
  objects: Map<string, { bytes: Buffer; contentType: string }>
  /** What each request was: method, raw path, and the error code it got ('' when it succeeded). */
  log: { method: string; rawPath: string; code: string }[]
  close: () => Promise<void>
}

type TOptions = { bucket: string; region: string; accessKeyId: string; secretAccessKey: string; basePath?: string; maxSkewMs?: number }

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest()

/** RFC 3986, as S3 canonicalises a path: every byte but A–Z a–z 0–9 - _ . ~ as upper-case %XX. */
const encodeSegment = (s: string) =>
  [...Buffer.from(s, 'utf8')].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('')

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`

function parseAuthorization(header: string | undefined) {
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(header ?? '')
  return m ? { accessKeyId: m[1]!, date: m[2]!, region: m[3]!, service: m[4]!, signedHeaders: m[5]!.split(';'), signature: m[6]! } : null
}

export function startS3Fake(opts: TOptions): Promise<TS3Fake> {
  const objects: TS3Fake['objects'] = new Map()
  const log: TS3Fake['log'] = []
  const basePath = (opts.basePath ?? '').replace(/\/+$/, '')

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const rawPath = (req.url ?? '/').split('?')[0]!
    const fail = (status: number, code: string, message: string) => {
      log.push({ method: req.method ?? '', rawPath, code })
      res.writeHead(status, { 'content-type': 'application/xml' }).end(req.method === 'HEAD' ? undefined : xmlError(code, message))
    }

    // --- Authentication: the signature is recomputed from the request as it arrived.
    const auth = parseAuthorization(req.headers.authorization)
    if (!auth) return fail(403, 'AccessDenied', 'Missing or malformed Authorization header')
    if (auth.accessKeyId !== opts.accessKeyId) return fail(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.')
    if (auth.region !== opts.region || auth.service !== 's3') return fail(400, 'AuthorizationHeaderMalformed', `The authorization header is malformed; the region '${auth.region}' is wrong; expecting '${opts.region}'`)
    const amzDate = String(req.headers['x-amz-date'] ?? '')
    const at = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate)
    if (!at || amzDate.slice(0, 8) !== auth.date) return fail(403, 'AccessDenied', 'X-Amz-Date is missing or does not match the credential scope')
    const sentAt = Date.UTC(+at[1]!, +at[2]! - 1, +at[3]!, +at[4]!, +at[5]!, +at[6]!)
    if (Math.abs(Date.now() - sentAt) > (opts.maxSkewMs ?? 15 * 60_000)) return fail(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.')
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
      if (!auth.signedHeaders.includes(required)) return fail(403, 'AccessDenied', `${required} must be signed`)
    }
    const payloadHash = String(req.headers['x-amz-content-sha256'])
    if (payloadHash !== sha256(body)) return fail(400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.')
    let segments: string[]
    try {
      segments = rawPath.split('/').map((s) => decodeURIComponent(s))
    } catch {
      return fail(400, 'InvalidURI', 'Could not parse the specified URI.')
    }
    const canonicalUri = segments.map(encodeSegment).join('/')
    const headerValue = (name: string) => {
      const v = req.headers[name]
      return (Array.isArray(v) ? v.join(',') : (v ?? '')).trim().replace(/\s+/g, ' ')
    }
    const canonicalRequest = [
      req.method,
      canonicalUri,
      '',
      ...[...auth.signedHeaders].sort().map((h) => `${h}:${headerValue(h)}`),
      '',
      auth.signedHeaders.join(';'),
      payloadHash,
    ].join('\n')
    const scope = `${auth.date}/${auth.region}/s3/aws4_request`
    const stringToSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${sha256(canonicalRequest)}`
    const signingKey = ['s3', 'aws4_request'].reduce((key, part) => hmac(key, part), hmac(hmac(`AWS4${opts.secretAccessKey}`, auth.date), auth.region))
    const expected = hmac(signingKey, stringToSign)
    if (!timingSafeEqual(expected, Buffer.from(auth.signature, 'hex'))) {
      return fail(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.')
    }

    // --- Path style: <basePath>/<bucket>/<key>
    const decoded = segments.join('/')
    if (!decoded.startsWith(`${basePath}/`)) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist')
    const [bucket, ...keyParts] = decoded.slice(basePath.length + 1).split('/')
    if (bucket !== opts.bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist')
    const key = keyParts.join('/')
    if (!key) return fail(400, 'InvalidRequest', 'Bucket operations are not supported by this fake')

    switch (req.method) {
      case 'PUT': {
        objects.set(key, { bytes: body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') })
        log.push({ method: 'PUT', rawPath, code: '' })
        return res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end()
      }
      case 'GET':
      case 'HEAD': {
        const found = objects.get(key)
        if (!found) return fail(404, 'NoSuchKey', 'The specified key does not exist.')
        log.push({ method: req.method, rawPath, code: '' })
        return res.writeHead(200, { 'content-type': found.contentType, 'content-length': String(found.bytes.length) }).end(req.method === 'HEAD' ? undefined : found.bytes)
      }
      case 'DELETE': {
        objects.delete(key)
        log.push({ method: 'DELETE', rawPath, code: '' })
        return res.writeHead(204).end()
      }
      default:
        return fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.')
    }
  }

  return new Promise((resolve) => {
    const server = createServer((req, res) => {
      handle(req, res).catch((e: unknown) => res.writeHead(500).end(xmlError('InternalError', String(e))))
    })
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${port}${basePath}`, objects, log, close: () => new Promise<void>((done) => server.close(() => done())) })
    })
  })
}
