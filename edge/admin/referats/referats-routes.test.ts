// /api/admin/referats over HTTP: hidden from clients; topics queue the generation job; a written referat is reviewed
// with its whole text, its headings edited with the version check, taken off the site (404) and put back — audited,
// and each visible change announced to the page cache.
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestDb } from '../../../tests/helpers/test-db'
import type { AppDeps } from '../../context'
import { useTestApp, type TTestApp } from '../../../tests/helpers/test-app'
import { adminHttp, auditOf, expectHidden, pageChangesDuring, type TAdminHttp } from '../../../tests/helpers/admin-http'
import { referatGenerateJob } from '../../referats/referat-generate-job'
import { demoProvider } from '../../ai/demo-provider'
import { createLogger } from '../../log'
import { getReferat } from '../../referats/get-referat'

let t: TestDb
let app: TTestApp
let deps: AppDeps
let h: TAdminHttp
useTestApp((made) => ({ t, app, deps } = made))
beforeAll(async () => {
  h = await adminHttp(app, t.db, deps)
})

const TOPIC = 'Панель: реформы Петра Первого в армии'

async function write(referatId: string) {
  const services = { ...deps, ports: { ...deps.ports, ai: demoProvider({ streamDelayMs: 0 }) } }
  await referatGenerateJob.handler({ referatId }, { db: t.db, jobId: '0', attempt: 1, log: createLogger('silent'), services })
}

describe('/api/admin/referats', () => {
  it('answers a client on every route exactly like an unknown address', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/referats'],
      ['GET', '/api/admin/referats/subjects'],
      ['GET', '/api/admin/referats/1'],
      ['POST', '/api/admin/referats/topics', { subject: 'history', topics: TOPIC }],
      ['PUT', '/api/admin/referats/1', { version: 1, title: 'x' }],
      ['POST', '/api/admin/referats/1/publish', { version: 1, published: false }],
    ] as const) {
      await expectHidden(h, method, path, body)
    }
  })

  it('refuses bad topics line by line in Russian', async () => {
    const bad = await h.admin('POST', '/api/admin/referats/topics', { subject: 'history', topics: `${TOPIC}\nкоротко\n\n${TOPIC}` })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('Строка 2: тема не короче 10 символов')
    const none = await h.admin('POST', '/api/admin/referats/topics', { subject: 'history', topics: ' \n ' })
    expect(none.body.error.fields).toEqual({ topics: 'Впиши темы, по одной в строке' })
    const subject = await h.admin('POST', '/api/admin/referats/topics', { subject: 'mathematical-analysis', topics: TOPIC })
    expect(subject.body.error.fields).toEqual({ subject: 'Предмета «mathematical-analysis» нет в каталоге рефератов' })
  })

  it('queues topics, reviews the written text, edits headings, hides and publishes again', async () => {
    const queued = await h.admin('POST', '/api/admin/referats/topics', { subject: 'history', topics: `${TOPIC}\n` })
    expect(queued.status).toBe(200)
    expect(queued.body).toEqual([{ topic: TOPIC, outcome: 'queued', referatId: expect.stringMatching(/^\d+$/) }])
    const id = Number(queued.body[0].referatId)
    const [job] = await t.db.query<{ name: string; payload: unknown }>(`select name, payload from private.jobs where name = 'referat.generate' and payload->>'referatId' = $1`, [String(id)])
    expect(job).toEqual({ name: 'referat.generate', payload: { referatId: String(id) } })
    expect((await h.admin('POST', '/api/admin/referats/topics', { subject: 'history', topics: TOPIC })).body[0].outcome).toBe('exists')
    const waiting = await h.admin('POST', `/api/admin/referats/${id}/publish`, { version: 1, published: true })
    expect(waiting.status).toBe(409)
    expect(waiting.body.error.message).toBe('Реферат ещё не написан: опубликовать или снять можно только готовый')

    await write(String(id))
    const review = (await h.admin('GET', `/api/admin/referats/${id}`)).body
    expect(review).toMatchObject({ id, status: 'published', topic: TOPIC, subjectSlug: 'history', version: 1 })
    expect(review.sections.length).toBeGreaterThan(1)
    expect((await h.admin('GET', '/api/admin/referats?status=published&q=' + encodeURIComponent('реформы Петра'))).body.items.map((r: { id: number }) => r.id)).toContain(id)

    const changes = await pageChangesDuring(t.db, async () => {
      const edited = await h.admin('PUT', `/api/admin/referats/${id}`, { version: 1, title: 'Реформы Петра I в армии', pageTitle: 'Реферат: реформы Петра I', metaDescription: '' })
      expect(edited.body).toMatchObject({ title: 'Реформы Петра I в армии', version: 2 })
    })
    expect(changes).toEqual([{ paths: [], prefixes: ['/referat/'] }])
    expect((await h.admin('PUT', `/api/admin/referats/${id}`, { version: 1, title: 'Другое' })).body.error.code).toBe('STALE_VERSION')
    expect((await h.admin('PUT', `/api/admin/referats/${id}`, { version: 2, title: ' ' })).body.error.fields).toEqual({ title: 'Заполни заголовок' })

    const hidden = await h.admin('POST', `/api/admin/referats/${id}/publish`, { version: 2, published: false })
    expect(hidden.body).toMatchObject({ status: 'hidden', version: 3 })
    expect(await getReferat({ db: t.db, id: String(id) })).toBeNull()
    const back = await h.admin('POST', `/api/admin/referats/${id}/publish`, { version: 3, published: true })
    expect(back.body).toMatchObject({ status: 'published', version: 4 })
    expect((await getReferat({ db: t.db, id: String(id) }))?.title).toBe('Реформы Петра I в армии')

    const audit = await auditOf(t.db, 'referat', id)
    expect(audit.map((a) => `${a.action}:${a.outcome}`)).toEqual(['referats.publish:failed', 'referats.update:ok', 'referats.update:failed', 'referats.unpublish:ok', 'referats.publish:ok'])
    expect(audit[1]).toMatchObject({ before: { title: TOPIC }, after: { title: 'Реформы Петра I в армии' } })
    expect(audit[3]).toMatchObject({ before: { status: 'published' }, after: { status: 'hidden' } })
  })
})
