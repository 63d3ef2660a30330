// Uploads through the storage port, on both adapters: the embedded one (private.storage_objects) and S3 against a fake
// that checks every signature. The row keeps the key, storage keeps the bytes, a replaced object goes away, a refused
// upload leaves nothing behind, and rows written before the port (bytes in the row) are still served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { strToU8 } from 'fflate'
import type { AppDeps } from '../../edge/context'
import { createApp } from '../../edge/app'
import { asCaller } from '../../edge/db/port'
import { ESSAY_STATUS } from '../../domain/essay/statuses'
import { applyPaymentCredit } from '../../edge/money/apply-payment-credit'
import { searchEssayReferences } from '../../edge/essays/references/search-essay-references'
import type { TestDb } from '../helpers/test-db'
import { withSettings } from '../helpers/app-deps'
import { approveOutline, essayOnOutline } from '../helpers/essay-orders'
import { fromPeer, useTestApp, type TTestApp } from '../helpers/test-app'
import { startS3Fake, type TS3Fake } from '../fakes/s3'
import { removeStoredObjectJob } from '../../edge/storage/remove-object-job'
import { createLogger } from '../../edge/log'
import { bearer, freshFingerprint, freshPhone, fromIp, gql, ME, signInByPhone } from './auth-support'

let t: TestDb
let localDeps: AppDeps
let localApp: TTestApp
useTestApp((made) => ({ t, deps: localDeps, app: localApp } = made))

const S3 = { region: 'eu-central-1', bucket: 'uploads', accessKeyId: 'test-key-id', secretAccessKey: 'test-secret-of-the-fake-s3-0123456789' }
let fake: TS3Fake
let s3Deps: AppDeps
let s3App: TTestApp
const s3Settings = (secret = S3.secretAccessKey) =>
  ({ STORAGE_PROVIDER: 's3', STORAGE_S3_ENDPOINT: fake.url, STORAGE_S3_REGION: S3.region, STORAGE_S3_BUCKET: S3.bucket, STORAGE_S3_ACCESS_KEY_ID: S3.accessKeyId, STORAGE_S3_SECRET_ACCESS_KEY: secret }) as const
beforeAll(async () => {
  fake = await startS3Fake({ ...S3, basePath: '/storage/v1/s3' })
  s3Deps = withSettings(localDeps, s3Settings())
  s3App = fromPeer(createApp(s3Deps))
})
afterAll(() => fake?.close())

type TSide = { name: 'local' | 's3'; app: () => TTestApp; deps: () => AppDeps; objects: (prefix: string) => Promise<Map<string, Uint8Array>> }
const SIDES: TSide[] = [
  {
    name: 'local',
    app: () => localApp,
    deps: () => localDeps,
    objects: async (prefix) => {
      const rows = await t.db.query<{ key: string; bytes: Uint8Array }>(`select key, bytes from private.storage_objects where starts_with(key, $1)`, [prefix])
      return new Map(rows.map((r) => [r.key, new Uint8Array(r.bytes)]))
    },
  },
  {
    name: 's3',
    app: () => s3App,
    deps: () => s3Deps,
    objects: async (prefix) => new Map([...fake.objects].filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k, new Uint8Array(v.bytes)])),
  },
]

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 255, 128, 7])
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const binary = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + 7) % 256)

function post(app: TTestApp, path: string, h: Record<string, string>, name: string, bytes: Uint8Array) {
  const form = new FormData()
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name))
  return app.request(path, { method: 'POST', body: form, headers: h })
}

const newOrder = async (app: TTestApp, h: Record<string, string>) =>
  (await gql(app, `mutation { createAiEssayOrder(topic: "Денежно-кредитная политика России", workTypeId: 5) { id } }`, {}, h)).data.createAiEssayOrder.id as string

let ipSeq = 0
const client = async (app: TTestApp) => bearer(await signInByPhone(app, t.db, freshPhone(), fromIp(`10.77.0.${++ipSeq}`)))

describe.each(SIDES)('uploads on the $name adapter', (side) => {
  it('keeps a workbook in storage under its order, serves it to the owner only, and drops the one it replaces', async () => {
    const app = side.app()
    const h = { 'x-fingerprint': freshFingerprint() }
    const id = await newOrder(app, h)
    const first = binary(3000)
    expect((await post(app, `/api/ai-essay-order/${id}/workbook`, h, 'Методичка (1).pdf', first)).status).toBe(200)
    const [row] = await t.db.query<{ storage_key: string; bytes: unknown; name: string }>(`select storage_key, bytes, name from private.essay_workbook_files where ai_essay_order_id = $1`, [id])
    expect(row).toMatchObject({ name: 'Методичка (1).pdf', bytes: null })
    expect(row!.storage_key).toMatch(new RegExp(`^essay-workbooks/${id}/[0-9a-f-]{36}$`))
    expect([...(await side.objects(`essay-workbooks/${id}/`))]).toEqual([[row!.storage_key, first]])
    const got = await app.request(`/api/ai-essay-order/${id}/workbook`, { headers: h })
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(first)
    expect((await app.request(`/api/ai-essay-order/${id}/workbook`, { headers: { 'x-fingerprint': freshFingerprint() } })).status).toBe(404)

    const second = strToU8('Обязательно рассмотреть ключевую ставку.')
    expect((await post(app, `/api/ai-essay-order/${id}/workbook`, h, 'Методичка-2.txt', second)).status).toBe(200)
    const stored = await side.objects(`essay-workbooks/${id}/`)
    expect(stored.size).toBe(1)
    expect(stored.has(row!.storage_key)).toBe(false)
    expect(new Uint8Array(await (await app.request(`/api/ai-essay-order/${id}/workbook`, { headers: h })).arrayBuffer())).toEqual(second)
  })

  it('keeps an avatar in storage under its client and removes the one it replaces', async () => {
    const app = side.app()
    const me = await client(app)
    const userId = (await gql(app, ME, {}, me)).data.me.id as string
    const up = async () => (await (await post(app, '/api/account/avatar', me, 'me.png', PNG)).json()) as { avatar: string }
    const { avatar } = await up()
    const stored = await side.objects(`avatars/${userId}/`)
    expect([...stored.values()]).toEqual([PNG])
    const img = await app.request(avatar)
    expect(img.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await img.arrayBuffer())).toEqual(PNG)

    const next = await up()
    expect(next.avatar).not.toBe(avatar)
    const after = await side.objects(`avatars/${userId}/`)
    expect(after.size).toBe(1)
    expect([...after.keys()].some((k) => stored.has(k))).toBe(false)
    expect((await app.request(avatar)).status).toBe(404)
    expect((await app.request(next.avatar)).status).toBe(200)
  })

  it('keeps a source file in storage under its order', async () => {
    const app = side.app()
    const deps = side.deps()
    const h = await client(app)
    const userId = (await gql(app, '{ me { id } }', {}, h)).data.me.id as string
    await applyPaymentCredit({ tx: t.db, paymentKey: `storage:${userId}`, userId, reason: 'refill', credits: { permanent_tokens: 100 } })
    const { id, outline } = await essayOnOutline(app, deps, h, 'Психология подросткового возраста', 4)
    expect(await approveOutline(app, deps, h, id, outline)).toBe(4)
    expect(await searchEssayReferences({ deps, sources: deps.ports.sources, orderId: id, finalAttempt: false })).toBe('found')
    const res = await post(app, `/api/ai-essay-order/${id}/reference-files`, h, 'Выготский.pdf', PDF)
    const { fileId } = (await res.json()) as { fileId: string }
    const [row] = await t.db.query<{ storage_key: string; bytes: unknown }>(`select storage_key, bytes from private.essay_reference_files where id = $1`, [fileId])
    expect(row?.bytes).toBeNull()
    expect([...(await side.objects(`essay-reference-files/${id}/`))]).toEqual([[row!.storage_key, PDF]])
  })
})

/** The removal job the database queued for `key`, run as the worker would run it; false when none is queued. */
async function runRemoval(key: string, deps: AppDeps): Promise<boolean> {
  const [job] = await t.db.query<{ id: string; payload: { key: string } }>(`select id::text as id, payload from private.jobs where key = $1 and status = 'queued'`, [`storage.remove-object:${key}`])
  if (!job) return false
  await removeStoredObjectJob.handler(removeStoredObjectJob.schema.parse(job.payload), { db: t.db, jobId: job.id, attempt: 1, log: createLogger('silent'), services: deps })
  return true
}

describe.each(SIDES)('objects no row names any more, on the $name adapter', (side) => {
  it('are removed by the job the database queues when the row goes (here with its deleted order)', async () => {
    const app = side.app()
    const h = { 'x-fingerprint': freshFingerprint() }
    const id = await newOrder(app, h)
    expect((await post(app, `/api/ai-essay-order/${id}/workbook`, h, 'm.pdf', binary(100))).status).toBe(200)
    const [row] = await t.db.query<{ storage_key: string }>(`select storage_key from private.essay_workbook_files where ai_essay_order_id = $1`, [id])
    await t.db.query(`delete from public.ai_essay_orders where id = $1`, [id])
    expect((await side.objects(`essay-workbooks/${id}/`)).size).toBe(1)
    expect(await runRemoval(row!.storage_key, side.deps())).toBe(true)
    expect((await side.objects(`essay-workbooks/${id}/`)).size).toBe(0)
  })
})

describe('removal jobs', () => {
  it('are queued for a replaced workbook and a replaced avatar, and not for a change rolled back', async () => {
    const h = { 'x-fingerprint': freshFingerprint() }
    const id = await newOrder(localApp, h)
    await post(localApp, `/api/ai-essay-order/${id}/workbook`, h, 'a.txt', strToU8('первая'))
    const [first] = await t.db.query<{ storage_key: string }>(`select storage_key from private.essay_workbook_files where ai_essay_order_id = $1`, [id])
    await post(localApp, `/api/ai-essay-order/${id}/workbook`, h, 'b.txt', strToU8('вторая'))
    expect(await runRemoval(first!.storage_key, localDeps)).toBe(true)

    const me = await client(localApp)
    const userId = (await gql(localApp, ME, {}, me)).data.me.id as string
    await post(localApp, '/api/account/avatar', me, 'me.png', PNG)
    const [avatar] = await t.db.query<{ storage_key: string }>(`select storage_key from private.user_avatars where user_id = $1`, [userId])
    await post(localApp, '/api/account/avatar', me, 'me.png', PNG)
    expect(await runRemoval(avatar!.storage_key, localDeps)).toBe(true)

    const [current] = await t.db.query<{ storage_key: string }>(`select storage_key from private.essay_workbook_files where ai_essay_order_id = $1`, [id])
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`delete from private.essay_workbook_files where ai_essay_order_id = $1`, [id])
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await runRemoval(current!.storage_key, localDeps)).toBe(false)
    expect((await SIDES[0]!.objects(current!.storage_key)).size).toBe(1)
  })
})

describe('what an upload leaves behind', () => {
  it('writes nothing to storage for someone who cannot see the order', async () => {
    const id = await newOrder(localApp, { 'x-fingerprint': freshFingerprint() })
    const res = await post(localApp, `/api/ai-essay-order/${id}/workbook`, { 'x-fingerprint': freshFingerprint() }, 'm.txt', strToU8('чужое'))
    expect(res.status).toBe(404)
    expect((await SIDES[0]!.objects(`essay-workbooks/${id}/`)).size).toBe(0)
  })

  it('removes the stored object again when the order refuses the upload (stale step)', async () => {
    const h = { 'x-fingerprint': freshFingerprint() }
    const id = await newOrder(localApp, h)
    await t.db.query(`update public.ai_essay_orders set status = $2 where id = $1`, [id, ESSAY_STATUS.selectReferences])
    const res = await post(localApp, `/api/ai-essay-order/${id}/workbook`, h, 'm.txt', strToU8('поздно'))
    expect(res.status).toBe(409)
    expect((await SIDES[0]!.objects(`essay-workbooks/${id}/`)).size).toBe(0)
    expect(await t.db.query(`select 1 from private.essay_workbook_files where ai_essay_order_id = $1`, [id])).toEqual([])
  })

  it('records nothing when the S3 store refuses the bytes (wrong secret), and answers a generic 500', async () => {
    const broken = fromPeer(createApp(withSettings(localDeps, s3Settings('not-the-secret'))))
    const h = { 'x-fingerprint': freshFingerprint() }
    const id = await newOrder(broken, h)
    const before = fake.log.length
    const res = await post(broken, `/api/ai-essay-order/${id}/workbook`, h, 'm.txt', strToU8('не дойдёт'))
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Что-то пошло не так, попробуй позже' } })
    expect(fake.log.slice(before).map((l) => l.code)).toEqual(['SignatureDoesNotMatch'])
    expect(await t.db.query(`select 1 from private.essay_workbook_files where ai_essay_order_id = $1`, [id])).toEqual([])
    expect((await gql(broken, `query($id: ID!) { getAiEssayOrderById(id: $id) { workbookFile { name } } }`, { id }, h)).data.getAiEssayOrderById.workbookFile).toBeNull()
  })
})

describe('rows written before the storage port', () => {
  it('are still served from their own bytes, on either adapter', async () => {
    const h = { 'x-fingerprint': freshFingerprint() }
    const id = await newOrder(localApp, h)
    const old = binary(777)
    await t.db.query(`insert into private.essay_workbook_files (ai_essay_order_id, name, size, bytes) values ($1, 'старая.pdf', $2, $3)`, [id, old.length, old])
    for (const app of [localApp, s3App]) {
      const got = await app.request(`/api/ai-essay-order/${id}/workbook`, { headers: h })
      expect(got.status).toBe(200)
      expect(new Uint8Array(await got.arrayBuffer())).toEqual(old)
    }
    const me = await client(localApp)
    const userId = (await gql(localApp, ME, {}, me)).data.me.id as string
    const [{ path }] = (await asCaller(t.db, { role: 'authenticated', userId }, (tx) => tx.query<{ path: string }>(`select private.set_user_avatar('image/png', $1) as path`, [PNG]))) as [{ path: string }]
    for (const app of [localApp, s3App]) expect(new Uint8Array(await (await app.request(path)).arrayBuffer())).toEqual(PNG)
  })

  it('a client can point its avatar only at a key under its own avatars', async () => {
    const me = await client(localApp)
    const userId = (await gql(localApp, ME, {}, me)).data.me.id as string
    const as = (sql: string, params: unknown[]) => asCaller(t.db, { role: 'authenticated', userId }, (tx) => tx.query(sql, params))
    await expect(as(`select * from private.set_user_avatar_object('image/png', $1)`, ['avatars/00000000-0000-0000-0000-000000000000/x'])).rejects.toThrow(/caller's avatars/)
    await expect(as(`select * from private.set_user_avatar_object('image/png', $1)`, [`essay-workbooks/1/x`])).rejects.toThrow(/caller's avatars/)
    await expect(as(`select * from private.set_user_avatar_object('image/png', $1)`, [`avatars/${userId}x/y`])).rejects.toThrow(/caller's avatars/)
    expect(await as(`select path from private.set_user_avatar_object('image/png', $1)`, [`avatars/${userId}/y`])).toHaveLength(1)
  })
})
