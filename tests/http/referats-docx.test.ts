// GET /api/referat/{id}/docx: the catalogue referat builds as a GOST DOCX that opens (a zip whose word/document.xml
// holds the title, the demo label and the references); guests get 401, clients 403, administrators and the service 200.
import { beforeAll, describe, expect, it } from 'vitest'
import { strFromU8, unzipSync } from 'fflate'
import type { AppDeps } from '../../edge/context'
import { demoProvider } from '../../edge/ai/demo-provider'
import { createLogger } from '../../edge/log'
import { issueToken } from '../../edge/auth/token'
import { enqueueReferatTopics } from '../../edge/referats/enqueue-referat-topics'
import { referatGenerateJob } from '../../edge/referats/referat-generate-job'
import type { TestDb } from '../helpers/test-db'
import { useTestApp, type TTestApp } from '../helpers/test-app'
import { bearer, freshPhone, fromIp, signInByPhone } from './auth-support'

let t: TestDb
let deps: AppDeps
let app: TTestApp
useTestApp((made) => ({ t, deps, app } = made))

let id = ''
let queuedId = ''
beforeAll(async () => {
  const [q, queued] = await enqueueReferatTopics({
    db: t.db,
    topics: [
      { subjectSlug: 'biology', topic: 'Теория эволюции и факторы эволюции' },
      { subjectSlug: 'biology', topic: 'Строение и функции клетки' },
    ],
  })
  id = q!.referatId!
  queuedId = queued!.referatId!
  const services = { ...deps, ports: { ...deps.ports, ai: demoProvider({ streamDelayMs: 0 }) } }
  await referatGenerateJob.handler({ referatId: id }, { db: t.db, jobId: '0', attempt: 1, log: createLogger('silent'), services })
})

const serviceToken = () => issueToken({ userId: '00000000-0000-0000-0000-000000000000', secret: deps.settings.APP_JWT_SECRET, role: 'service_role' })

describe('GET /api/referat/{id}/docx', () => {
  it('builds a DOCX with the title, the demo label and the catalogue references for the service role', async () => {
    const res = await app.request(`/api/referat/${id}/docx`, { headers: bearer(await serviceToken()) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const xml = strFromU8(files['word/document.xml']!)
    expect(xml).toContain('Теория эволюции и факторы эволюции')
    expect(xml).toContain('Демонстрационный текст')
    expect(xml).toContain('СПИСОК ИСПОЛЬЗОВАННЫХ ИСТОЧНИКОВ')
    const [row] = await t.db.query<{ references: string[] }>(`select "references" from public.referats where id = $1::bigint`, [id])
    expect(row!.references.length).toBeGreaterThan(0)
    // Each GOST line is in the list, whole (the runs joined; the typography binds initials with no-break spaces).
    const text = [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('').replace(/\u00a0/g, ' ')
    for (const [i, line] of row!.references.entries()) expect(text).toContain(`${i + 1}. ${line}`)
  })

  it('answers 401 to a guest, 403 to a client and 200 to an administrator; 404 for an unwritten or unknown referat', async () => {
    expect((await app.request(`/api/referat/${id}/docx`)).status).toBe(401)
    const token = await signInByPhone(app, t.db, freshPhone(), fromIp('10.77.0.1'))
    expect((await app.request(`/api/referat/${id}/docx`, { headers: bearer(token) })).status).toBe(403)
    await t.db.query(`update public.users set role_id = 4 where id = $1::uuid`, [JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub])
    expect((await app.request(`/api/referat/${id}/docx`, { headers: bearer(token) })).status).toBe(200)
    const service = bearer(await serviceToken())
    expect((await app.request(`/api/referat/${queuedId}/docx`, { headers: service })).status).toBe(404)
    expect((await app.request(`/api/referat/999999/docx`, { headers: service })).status).toBe(404)
    expect((await app.request(`/api/referat/abc/docx`, { headers: service })).status).toBe(404)
  })
})
