// Forwarding to the events service, against a fake Amplitude HTTP V2 API: sent once, kept and retried while the
// service is down, counted once when a batch is repeated (insert_id), and no transaction held over the call.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { startFake, type TRunningFake } from '../../tests/fakes/serve'
import { createAmplitudeFake, type TAmplitudeFake } from '../../tests/fakes/amplitude'
import { createLogger } from '../log'
import { amplitudeEvents } from '../adapters/events/amplitude-events'
import { forwardEvents } from './forward-events'
import { storeEvents } from './store-events'

let t: TestDb
let fake: TAmplitudeFake
let running: TRunningFake
const log = createLogger('silent')
const API_KEY = 'amp_test_key'

beforeAll(async () => {
  t = await testDb()
  fake = createAmplitudeFake({ apiKey: API_KEY })
  running = await startFake(fake.app)
})
afterAll(async () => {
  await running.close()
  await t.dispose()
})
beforeEach(async () => {
  fake.down = false
  fake.events.length = 0
  // Nothing left over from an earlier test is due.
  await t.db.query(`update private.analytics_outbox set sent_at = now() where sent_at is null`)
})

const port = (apiKey = API_KEY) => amplitudeEvents({ url: `${running.url}/2/httpapi`, apiKey })
const noWait = () => 0
const outbox = () =>
  t.db.query<{ name: string; attempts: number; sent: boolean; last_error: string | null }>(
    `select e.name, o.attempts, o.sent_at is not null as sent, o.last_error from private.analytics_outbox o
       join private.analytics_events e on e.id = o.event_id where e.name like 'fwd_%' order by e.id`,
  )

describe('forwardEvents', () => {
  it('sends stored events with their context JSON-encoded and marks them sent', async () => {
    await storeEvents(t.db, [
      { name: 'fwd_one', props: { a: 1 }, context: { url: 'https://k.test/', experiments: { e: 'b' } }, userId: '6f1d2c3b-0a4e-4f5a-9b8c-7d6e5f4a3b2c', fingerprint: 'fp_forward_1' },
      { name: 'fwd_two', fingerprint: 'fp_forward_2' },
    ])
    const r = await forwardEvents({ db: t.db, events: port(), log })
    expect(r).toMatchObject({ sent: 2, failed: 0 })
    expect(fake.events.map((e) => e.event_type)).toEqual(['fwd_one', 'fwd_two'])
    expect(fake.events[0]).toMatchObject({ user_id: '6f1d2c3b-0a4e-4f5a-9b8c-7d6e5f4a3b2c', device_id: 'fp_forward_1', event_properties: { a: 1 } })
    expect(fake.events[0]!.user_properties).toMatchObject({ url: 'https://k.test/', experiments: '{"e":"b"}' })
    expect((await outbox()).every((r) => r.sent)).toBe(true)
    // Nothing more to send.
    expect(await forwardEvents({ db: t.db, events: port(), log })).toMatchObject({ sent: 0, failed: 0 })
    expect(fake.events).toHaveLength(2)
  })

  it('keeps events while the service is down and sends them when it is back', async () => {
    await t.db.query(`delete from private.analytics_outbox`)
    await storeEvents(t.db, [{ name: 'fwd_down', fingerprint: 'fp_forward_3' }])
    fake.down = true
    const down = await forwardEvents({ db: t.db, events: port(), log, backoff: noWait })
    expect(down).toMatchObject({ sent: 0, failed: 1 })
    expect(down.nextAttemptAt).not.toBeNull()
    expect(await outbox()).toEqual([{ name: 'fwd_down', attempts: 1, sent: false, last_error: expect.stringMatching(/503/) }])
    fake.down = false
    expect(await forwardEvents({ db: t.db, events: port(), log })).toMatchObject({ sent: 1 })
    expect(fake.events.map((e) => e.event_type)).toEqual(['fwd_down'])
    expect(await outbox()).toEqual([{ name: 'fwd_down', attempts: 2, sent: true, last_error: null }])
  })

  it('waits for the backoff before trying again', async () => {
    await t.db.query(`delete from private.analytics_outbox`)
    await storeEvents(t.db, [{ name: 'fwd_later', fingerprint: 'fp_forward_4' }])
    fake.down = true
    await forwardEvents({ db: t.db, events: port(), log, backoff: () => 3600_000 })
    fake.down = false
    const before = fake.requests
    expect(await forwardEvents({ db: t.db, events: port(), log })).toMatchObject({ sent: 0, failed: 0 })
    expect(fake.requests).toBe(before)
  })

  it('a batch sent again after a lost answer is counted once (insert_id)', async () => {
    await t.db.query(`delete from private.analytics_outbox`)
    await storeEvents(t.db, [{ name: 'fwd_twice', fingerprint: 'fp_forward_5' }])
    // The service takes the batch but the answer never arrives: our side books a retry.
    const lostAnswer = port()
    const flaky = { name: 'amplitude' as const, send: async (events: Parameters<typeof lostAnswer.send>[0]) => {
      await lostAnswer.send(events)
      throw new Error('connection reset')
    } }
    expect(await forwardEvents({ db: t.db, events: flaky, log, backoff: noWait })).toMatchObject({ failed: 1 })
    expect(await forwardEvents({ db: t.db, events: port(), log })).toMatchObject({ sent: 1 })
    expect(fake.requests).toBeGreaterThanOrEqual(2)
    expect(fake.events.filter((e) => e.event_type === 'fwd_twice')).toHaveLength(1)
  })

  it('stops offering a batch the service refuses as malformed (400), keeping the events', async () => {
    await t.db.query(`delete from private.analytics_outbox`)
    await storeEvents(t.db, [{ name: 'fwd_refused', fingerprint: 'fp_forward_6' }])
    const r = await forwardEvents({ db: t.db, events: port('wrong_key'), log, backoff: noWait })
    expect(r).toMatchObject({ failed: 1, nextAttemptAt: null })
    expect(await outbox()).toEqual([{ name: 'fwd_refused', attempts: 1, sent: false, last_error: expect.stringMatching(/Invalid API key/) }])
    expect(await t.db.query(`select 1 from private.analytics_events where name = 'fwd_refused'`)).toHaveLength(1)
  })
})
