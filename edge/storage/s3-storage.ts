// The S3 storage adapter (Supabase Storage's S3 endpoint, or any S3-compatible store): PutObject, GetObject and
// DeleteObject over path-style URLs (`<endpoint>/<bucket>/<key>`), signed with SigV4 on Web Crypto, so it runs on Workers.
import { ProviderError, type TFetch } from '../adapters/http'
import { assertStorageKey, type TStorage } from './port'
import { amzDate, sha256Hex, signV4, uriEncode } from './sigv4'

export type TS3Config = {
  /** e.g. https://<project>.supabase.co/storage/v1/s3 */
  endpoint: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  fetchImpl?: TFetch
  now?: () => Date
  timeoutMs?: number
}

const PROVIDER = 'S3'
// Uploads go up to 20 MB; a slow store gets a minute before the request is given up.
const S3_TIMEOUT_MS = 60_000

/** S3 answers errors as <Error><Code>…</Code><Message>…</Message></Error>. */
const errorOf = (xml: string) => ({
  code: /<Code>([^<]*)<\/Code>/.exec(xml)?.[1] ?? '',
  message: /<Message>([^<]*)<\/Message>/.exec(xml)?.[1] ?? '',
})

export function s3Storage(cfg: TS3Config): TStorage {
  const base = new URL(cfg.endpoint)
  const prefix = `${base.pathname.replace(/\/+$/, '')}/${uriEncode(cfg.bucket)}/`

  async function send(op: string, method: 'PUT' | 'GET' | 'DELETE', key: string, body?: { bytes: Uint8Array; contentType: string }): Promise<Response> {
    assertStorageKey(key)
    const path = prefix + uriEncode(key, true)
    const payloadHash = await sha256Hex(body?.bytes ?? '')
    const headers: Record<string, string> = {
      host: base.host,
      'x-amz-date': amzDate(cfg.now?.() ?? new Date()),
      'x-amz-content-sha256': payloadHash,
      ...(body ? { 'content-type': body.contentType } : {}),
    }
    const { authorization } = await signV4({ method, path, headers, payloadHash }, { ...cfg, service: 's3' })
    // fetch sets Host itself (from the URL, the value signed above).
    const { host: _host, ...sent } = headers
    let res: Response
    try {
      res = await (cfg.fetchImpl ?? fetch)(`${base.origin}${path}`, {
        method,
        headers: { ...sent, authorization },
        body: body ? (body.bytes as Uint8Array<ArrayBuffer>) : undefined,
        signal: AbortSignal.timeout(cfg.timeoutMs ?? S3_TIMEOUT_MS),
      })
    } catch (e) {
      const name = (e as Error).name
      throw new ProviderError(PROVIDER, `${op} ${key}: ${name === 'TimeoutError' || name === 'AbortError' ? 'не ответил вовремя' : `не ответил: ${name}`}`)
    }
    return res
  }

  const refusal = async (op: string, key: string, res: Response) => {
    const { code, message } = errorOf(await res.text())
    return new ProviderError(PROVIDER, `${op} ${key}: HTTP ${res.status}${code ? ` ${code}` : ''}${message ? ` — ${message}` : ''}`, res.status)
  }

  return {
    provider: 's3',
    async put(key, bytes, contentType) {
      const res = await send('PutObject', 'PUT', key, { bytes, contentType })
      if (!res.ok) throw await refusal('PutObject', key, res)
      await res.body?.cancel()
    },
    async get(key) {
      const res = await send('GetObject', 'GET', key)
      if (res.status === 404) {
        const text = await res.text()
        // A missing key is an answer; a missing bucket is a configuration error and must be seen.
        if (errorOf(text).code === 'NoSuchKey') return null
        throw new ProviderError(PROVIDER, `GetObject ${key}: HTTP 404 ${errorOf(text).code || 'без кода'}`, 404)
      }
      if (!res.ok) throw await refusal('GetObject', key, res)
      return { bytes: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' }
    },
    async delete(key) {
      const res = await send('DeleteObject', 'DELETE', key)
      if (!res.ok && !(res.status === 404 && errorOf(await res.clone().text()).code === 'NoSuchKey')) throw await refusal('DeleteObject', key, res)
      await res.body?.cancel()
    },
  }
}
