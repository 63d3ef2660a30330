// The S3 adapter against a local fake S3 that checks every SigV4 signature on its own (tests/fakes/s3.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Fake, type TS3Fake } from '../../tests/fakes/s3'
import { ProviderError } from '../adapters/http'
import { s3Storage, type TS3Config } from './s3-storage'

const CREDS = { region: 'eu-central-1', bucket: 'uploads', accessKeyId: 'a1b2c3d4e5f6', secretAccessKey: 'the-secret-of-the-fake-store-0123456789' }
let fake: TS3Fake
let cfg: TS3Config

beforeAll(async () => {
  // The path Supabase Storage's S3 endpoint has: https://<project>.supabase.co/storage/v1/s3
  fake = await startS3Fake({ ...CREDS, basePath: '/storage/v1/s3' })
  cfg = { ...CREDS, endpoint: fake.url }
})
afterAll(() => fake.close())

const allBytes = () => Uint8Array.from({ length: 4096 }, (_, i) => (i * 7 + 3) % 256)

describe('s3Storage', () => {
  it('puts and gets an object back: every byte, and its content type', async () => {
    const store = s3Storage(cfg)
    const bytes = allBytes()
    await store.put('essay-workbooks/1/a.bin', bytes, 'application/pdf')
    expect(fake.objects.get('essay-workbooks/1/a.bin')?.contentType).toBe('application/pdf')
    const got = await store.get('essay-workbooks/1/a.bin')
    expect(got?.contentType).toBe('application/pdf')
    expect(got?.bytes).toEqual(bytes)
    expect(fake.log.at(-1)).toEqual({ method: 'GET', rawPath: '/storage/v1/s3/uploads/essay-workbooks/1/a.bin', code: '' })
  })

  it('answers null for a missing object, and deletes (a missing one too) without error', async () => {
    const store = s3Storage(cfg)
    expect(await store.get('avatars/u1/missing')).toBeNull()
    expect(fake.log.at(-1)?.code).toBe('NoSuchKey')
    await store.put('avatars/u1/x', new Uint8Array([1, 2, 3]), 'image/png')
    await store.delete('avatars/u1/x')
    expect(fake.objects.has('avatars/u1/x')).toBe(false)
    expect(await store.get('avatars/u1/x')).toBeNull()
    await expect(store.delete('avatars/u1/x')).resolves.toBeUndefined()
  })

  it('encodes Cyrillic, spaces and reserved characters in keys so the signature still matches', async () => {
    const store = s3Storage(cfg)
    const key = "essay-reference-files/7/Выготский — Мышление и речь (1934)!'*.pdf"
    await store.put(key, new Uint8Array([0, 255, 0]), 'application/pdf')
    expect(fake.log.at(-1)?.code).toBe('')
    expect(fake.log.at(-1)?.rawPath).toContain('/7/%D0%92%D1%8B%D0%B3%D0%BE%D1%82%D1%81%D0%BA%D0%B8%D0%B9%20%E2%80%94%20')
    expect(fake.log.at(-1)?.rawPath).toMatch(/%281934%29%21%27%2A\.pdf$/)
    expect(fake.objects.has(key)).toBe(true)
    expect((await store.get(key))?.bytes).toEqual(new Uint8Array([0, 255, 0]))
  })

  it('surfaces a refused signature (wrong secret) as a clear provider error, and never as a missing object', async () => {
    const store = s3Storage({ ...cfg, secretAccessKey: 'not-the-secret' })
    const put = store.put('essay-workbooks/1/b', new Uint8Array([1]), 'text/plain')
    await expect(put).rejects.toBeInstanceOf(ProviderError)
    await expect(store.put('essay-workbooks/1/b', new Uint8Array([1]), 'text/plain')).rejects.toThrow(/^S3: PutObject essay-workbooks\/1\/b: HTTP 403 SignatureDoesNotMatch — The request signature we calculated does not match/)
    await expect(store.get('essay-workbooks/1/a.bin')).rejects.toMatchObject({ status: 403, detail: expect.stringMatching(/SignatureDoesNotMatch/) })
    expect(fake.objects.has('essay-workbooks/1/b')).toBe(false)
  })

  it('names other refusals too: unknown key id, wrong bucket, a skewed clock', async () => {
    await expect(s3Storage({ ...cfg, accessKeyId: 'nobody' }).get('avatars/u/x')).rejects.toThrow(/HTTP 403 InvalidAccessKeyId/)
    await expect(s3Storage({ ...cfg, bucket: 'other' }).get('avatars/u/x')).rejects.toThrow(/HTTP 404 NoSuchBucket/)
    await expect(s3Storage({ ...cfg, now: () => new Date(Date.now() - 3_600_000) }).get('avatars/u/x')).rejects.toThrow(/RequestTimeTooSkewed/)
  })

  it('signs the body: bytes changed on the way are refused by the store', async () => {
    const tamper: TS3Config['fetchImpl'] = (url, init) => fetch(url, { ...init, body: new Uint8Array([9, 9, 9]) })
    await expect(s3Storage({ ...cfg, fetchImpl: tamper }).put('essay-workbooks/1/c', new Uint8Array([1, 2, 3]), 'text/plain')).rejects.toThrow(/XAmzContentSHA256Mismatch/)
    expect(fake.objects.has('essay-workbooks/1/c')).toBe(false)
  })

  it('refuses keys outside the buckets before any request', async () => {
    const before = fake.log.length
    await expect(s3Storage(cfg).get('../etc/passwd')).rejects.toThrow(/Недопустимый ключ/)
    await expect(s3Storage(cfg).put('avatars//x', new Uint8Array([1]), 'image/png')).rejects.toThrow(/Недопустимый ключ/)
    expect(fake.log.length).toBe(before)
  })

  it('gives up on a store that does not answer in time', async () => {
    const hang: TS3Config['fetchImpl'] = (_url, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))
    await expect(s3Storage({ ...cfg, fetchImpl: hang, timeoutMs: 50 }).get('avatars/u/x')).rejects.toThrow(/не ответил вовремя/)
  })
})
