// The influencer banner cache is the app's own (AppDeps.caches): two apps over one database each read for themselves,
// a cached banner lasts a minute, and forget() drops one app's copies only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { testDeps } from '../../tests/helpers/app-deps'
import type { AppDeps } from '../context'

let t: TestDb
let one: AppDeps
let two: AppDeps
const TITLE = 'campus-demo-blogger'

beforeAll(async () => {
  t = await testDb()
  one = await testDeps(t.db)
  two = await testDeps(t.db)
})
afterAll(async () => {
  await one.realtime.stop()
  await two.realtime.stop()
  await t.dispose()
})

const rename = (bannerTitle: string) => t.db.query(`update private.influencers set banner_title = $2 where app_entry_title = $1`, [TITLE, bannerTitle])
const titleIn = async (deps: AppDeps, now?: number) => (await deps.caches.influencerBanners.get({ db: t.db, title: TITLE, now }))?.bannerTitle

describe('influencer banners cache', () => {
  it('belongs to one app: another app reads the change, this one keeps its copy for a minute or until forget()', async () => {
    expect(one.caches.influencerBanners).not.toBe(two.caches.influencerBanners)
    const start = Date.now()
    const before = await titleIn(one, start)
    expect(before).toBeTruthy()
    await rename('Баннер после правки')
    expect(await titleIn(two, start)).toBe('Баннер после правки')
    expect(await titleIn(one, start + 1_000)).toBe(before)
    expect(await titleIn(one, start + 60_000)).toBe('Баннер после правки')

    await rename('Ещё одна правка')
    expect(await titleIn(two, start + 1_000)).toBe('Баннер после правки')
    one.caches.influencerBanners.forget()
    expect(await titleIn(one, start + 1_000)).toBe('Ещё одна правка')
    // The other app's copy is untouched by this app's forget().
    expect(await titleIn(two, start + 1_000)).toBe('Баннер после правки')
  })

  it('answers no banner without an entry title', async () => {
    expect(await one.caches.influencerBanners.get({ db: t.db, title: null })).toBeNull()
  })
})
