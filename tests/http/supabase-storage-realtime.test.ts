// Realtime Authorization and Storage on a Supabase-shaped database, checked the way those services check a request:
// Realtime reads (join) and inserts (send) realtime.messages as the socket's JWT role with realtime.topic() set to the
// channel, inside a transaction it rolls back; Storage runs its queries on storage.objects as the request's JWT role.
// Neither service runs here, so this does what they do in the database (tests/helpers/postgrest.ts does the same for
// the Data API). Real Postgres only: PGlite and plain Postgres have no realtime or storage schema.
import { sign } from 'hono/utils/jwt/jwt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../edge/db/port'
import { issueRealtimeToken } from '../../edge/realtime/realtime-token'
import { anonKey, dataApi, supabaseAuthToken } from '../helpers/postgrest'
import { onRealPostgres, testDb, testDbShape, type TestDb } from '../helpers/test-db'

const PROJECT_SECRET = 'supabase-project-jwt-secret-0123456789abcdef'
const ROOM = 'unified-order:101'
const OTHER_ROOM = 'unified-order:202'

let t: TestDb

/** What Realtime asks the database when a socket bearing `token` joins `topic`: may it receive, may it send? */
async function realtimeAccess(db: Db, token: string, topic: string): Promise<{ read: boolean; write: boolean }> {
  const read = await dataApi<{ n: number }>(
    db,
    PROJECT_SECRET,
    token,
    // Realtime first writes a probe message for the topic as itself (beforeAll here), then reads it as the socket's role.
    `select count(*)::int as n from realtime.messages where topic = $1 and extension = 'broadcast'`,
    [topic],
    { 'realtime.topic': topic },
  )
  const write = await dataApi(
    db,
    PROJECT_SECRET,
    token,
    `insert into realtime.messages (topic, extension, event, payload, private) values ($1, 'broadcast', 'x', '{}', true)`,
    [topic],
    { 'realtime.topic': topic },
  )
  return { read: read.status === 200 && read.value[0]!.n > 0, write: write.status === 200 }
}

describe.runIf(onRealPostgres() && testDbShape() === 'supabase')('Supabase Realtime and Storage', () => {
  beforeAll(async () => {
    t = await testDb()
    // Realtime's probe rows, as Realtime writes them with its own role before it checks a join.
    await t.db.query(
      `insert into realtime.messages (topic, extension, event, payload, private) values ($1, 'broadcast', 'probe', '{}', true), ($2, 'broadcast', 'probe', '{}', true)`,
      [ROOM, OTHER_ROOM],
    )
    // A client's upload, as the server puts it through the S3 endpoint.
    const owner = crypto.randomUUID()
    await t.db.query(`insert into storage.objects (bucket_id, name, owner_id) values ('uploads', $1, $2)`, [`avatars/${owner}/${crypto.randomUUID()}`, owner])
  })
  afterAll(() => t?.dispose())

  it('lets a room token receive exactly the rooms it names, and send nowhere', async () => {
    const { token } = await issueRealtimeToken({ rooms: [ROOM, 'mass-alert'], key: { secret: PROJECT_SECRET }, ttlSeconds: 600 })
    expect(await realtimeAccess(t.db, token, ROOM)).toEqual({ read: true, write: false })
    expect(await realtimeAccess(t.db, token, OTHER_ROOM)).toEqual({ read: false, write: false })
  })

  it('admits nobody else: the anon key, a Supabase Auth user, a token whose rooms are not a list', async () => {
    const others = [
      await anonKey(PROJECT_SECRET),
      await supabaseAuthToken(PROJECT_SECRET, crypto.randomUUID()),
      await sign({ role: 'anon', realtime_rooms: ROOM, exp: Math.floor(Date.now() / 1000) + 600 }, PROJECT_SECRET, 'HS256'),
    ]
    for (const token of others) expect(await realtimeAccess(t.db, token, ROOM)).toEqual({ read: false, write: false })
  })

  it('keeps the uploads bucket private and its objects out of reach of every Supabase key but the server’s', async () => {
    const [bucket] = await t.db.query<{ public: boolean }>(`select public from storage.buckets where id = 'uploads'`)
    expect(bucket).toEqual({ public: false })
    const [{ owner_id: owner }] = (await t.db.query<{ owner_id: string }>(`select owner_id from storage.objects limit 1`)) as [{ owner_id: string }]
    // Even a token naming the object's owner (were Supabase Auth to issue one) reaches nothing.
    for (const token of [null, await anonKey(PROJECT_SECRET), await supabaseAuthToken(PROJECT_SECRET, owner)]) {
      expect(await dataApi(t.db, PROJECT_SECRET, token, `select name from storage.objects`)).toEqual({ status: 200, value: [] })
      expect(await dataApi(t.db, PROJECT_SECRET, token, `update storage.objects set name = name returning 1`)).toEqual({ status: 200, value: [] })
      expect(await dataApi(t.db, PROJECT_SECRET, token, `delete from storage.objects returning 1`)).toEqual({ status: 200, value: [] })
      const upload = await dataApi(t.db, PROJECT_SECRET, token, `insert into storage.objects (bucket_id, name, owner_id) values ('uploads', $1, $2)`, [`avatars/${owner}/x`, owner])
      expect(upload).toMatchObject({ code: '42501' })
      expect(await dataApi(t.db, PROJECT_SECRET, token, `update storage.buckets set public = true returning 1`)).toEqual({ status: 200, value: [] })
    }
  })
})
