import { describe, expect, it } from 'vitest'
import { cachedMassAlert, MASS_ALERT_TTL_MS } from './mass-alert-cache'
import { setMassAlert } from './set-mass-alert'
import type { TestDb } from '../../tests/helpers/test-db'
import type { AppDeps } from '../context'
import { useTestDeps } from '../../tests/helpers/test-app'

let t: TestDb
let deps: AppDeps
useTestDeps((made) => ({ t, deps } = made))

describe('cachedMassAlert', () => {
  it('serves a copy within the TTL, and reads again after it', async () => {
    let clock = 1_000_000
    const now = () => clock
    await setMassAlert({ db: t.db, realtime: deps.realtime, input: { text: 'Первое', isActive: true } })
    expect(await cachedMassAlert({ db: t.db, now })).toEqual({ isActive: true, text: 'Первое' })
    // Written behind the cache's back (as another process would), so only the TTL can reveal it.
    await t.db.query(`update public.mass_alerts set text = 'Второе' where is_active`)
    expect((await cachedMassAlert({ db: t.db, now }))?.text).toBe('Первое')
    clock += MASS_ALERT_TTL_MS + 1
    expect((await cachedMassAlert({ db: t.db, now }))?.text).toBe('Второе')
  })

  it('drops the copy at once when the alert is switched through setMassAlert', async () => {
    const now = () => 5_000_000
    await setMassAlert({ db: t.db, realtime: deps.realtime, input: { text: 'Старое', isActive: true } })
    expect((await cachedMassAlert({ db: t.db, realtime: deps.realtime, now }))?.text).toBe('Старое')
    await setMassAlert({ db: t.db, realtime: deps.realtime, input: { text: 'Новое', isActive: true } })
    expect((await cachedMassAlert({ db: t.db, realtime: deps.realtime, now }))?.text).toBe('Новое')
    await setMassAlert({ db: t.db, realtime: deps.realtime, input: { text: '', isActive: false } })
    expect(await cachedMassAlert({ db: t.db, realtime: deps.realtime, now })).toBeNull()
  })
})
