import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getIntrospectionQuery } from 'graphql'
import { createApp } from '../app'
import { issueToken } from '../auth/token'
import { createLogger } from '../log'
import { readSettings } from '../settings'
import type { AppDeps } from '../context'
import { testDb, type TestDb } from '../../tests/helpers/test-db'
import { testPorts } from '../../tests/helpers/app-deps'
import { createAppCaches } from '../runtime/app-caches'

const DEMO_ID = '00000000-0000-4000-8000-000000000001'
const USER_A = '00000000-0000-4000-8000-00000000000a'
const USER_B = '00000000-0000-4000-8000-00000000000b'

let t: TestDb
let deps: AppDeps
beforeAll(async () => {
  t = await testDb()
  const settings = readSettings({ APP_ENV: 'test', BODY_LIMIT_BYTES: '4096' })
  deps = {
    settings,
    ports: testPorts(settings, t.db),
    caches: createAppCaches(),
    db: t.db,
    realtime: { publish: async () => {}, subscribe: () => () => {}, stop: async () => {} } as unknown as AppDeps['realtime'],
    log: createLogger('silent'),
  }
  await t.db.query(
    `insert into public.users (id, name, email, phone, role_id) values ($1, 'Анна', 'a@example.test', '79990000001', 4), ($2, 'Борис', 'b@example.test', '79990000002', 1)`,
    [USER_A, USER_B],
  )
})
afterAll(async () => {
  await t.dispose()
})

const tokenFor = (userId: string, opts: { ttlSeconds?: number; secret?: string } = {}) =>
  issueToken({ userId, secret: opts.secret ?? deps.settings.APP_JWT_SECRET, ttlSeconds: opts.ttlSeconds })

async function post(body: string, headers: Record<string, string> = {}) {
  const res = await createApp(deps).request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string }; locations?: unknown }[] }, res }
}
const gql = (query: string, opts: { token?: string; variables?: unknown } = {}) =>
  post(JSON.stringify({ query, variables: opts.variables }), opts.token ? { authorization: `Bearer ${opts.token}` } : {})

describe('POST /graphql me', () => {
  it('answers null for a guest', async () => {
    const r = await gql('{ me { id } }')
    expect(r.status).toBe(200)
    expect(r.body).toEqual({ data: { me: null } })
    expect(r.res.headers.get('cache-control')).toBe('no-store')
  })

  it('answers the seeded demo user with the client role for their token', async () => {
    const r = await gql('{ me { id name email phone role { id title } createdAt } }', { token: await tokenFor(DEMO_ID) })
    expect(r.status).toBe(200)
    expect(r.body.errors).toBeUndefined()
    expect(r.body.data?.me).toMatchObject({ id: DEMO_ID, name: 'Демо-студент', email: 'demo@example.test', phone: null, role: { id: 1, title: 'Клиент' } })
    const createdAt = (r.body.data?.me as { createdAt: string }).createdAt
    expect(createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(Date.now() - Date.parse(createdAt)).toBeLessThan(24 * 3600 * 1000)
  })

  it('answers null for a valid token of a user that does not exist', async () => {
    const r = await gql('{ me { id } }', { token: await tokenFor('00000000-0000-4000-8000-0000000000ff') })
    expect(r.body).toEqual({ data: { me: null } })
  })

  it('treats forged and expired tokens as a guest', async () => {
    const forged = await tokenFor(DEMO_ID, { secret: 'someone-elses-secret-0123456789-abcdefgh' })
    expect((await gql('{ me { id } }', { token: forged })).body).toEqual({ data: { me: null } })
    const expired = await tokenFor(DEMO_ID, { ttlSeconds: -60 })
    expect((await gql('{ me { id } }', { token: expired })).body).toEqual({ data: { me: null } })
  })

  it('shows each user only their own row under row-level security', async () => {
    const a = await gql('{ me { id name phone role { id title } } }', { token: await tokenFor(USER_A) })
    expect(a.body.data?.me).toEqual({ id: USER_A, name: 'Анна', phone: '79990000001', role: { id: 4, title: 'Администратор' } })
    const b = await gql('{ me { id name } }', { token: await tokenFor(USER_B) })
    expect(b.body.data?.me).toEqual({ id: USER_B, name: 'Борис' })
  })

  it('runs a named operation with variables and picks it by operationName', async () => {
    const query = 'query One($skip: Boolean!) { me @skip(if: $skip) { id } } query Two { __typename }'
    const r = await post(JSON.stringify({ query, variables: { skip: true }, operationName: 'One' }))
    expect(r.body).toEqual({ data: {} })
    const bad = await post(JSON.stringify({ query, variables: { skip: 'yes' }, operationName: 'One' }))
    expect(bad.status).toBe(400)
    expect(bad.body.data).toBeUndefined()
    expect(bad.body.errors?.[0]?.message).toMatch(/\$skip/)
  })
})

describe('POST /graphql request errors', () => {
  it('refuses malformed JSON with 400 and a clear message', async () => {
    const r = await post('{"query": ')
    expect(r.status).toBe(400)
    expect(r.body.errors?.[0]?.message).toMatch(/^Некорректный JSON/)
  })

  it('refuses a body without query, or with variables that are not an object', async () => {
    const missing = await post(JSON.stringify({ variables: {} }))
    expect(missing.status).toBe(400)
    expect(missing.body.errors?.[0]).toMatchObject({ message: 'Нужно поле query: текст запроса GraphQL', extensions: { code: 'BAD_REQUEST' } })
    const arrayVars = await post(JSON.stringify({ query: '{ me { id } }', variables: [1] }))
    expect(arrayVars.status).toBe(400)
    expect(arrayVars.body.errors?.[0]?.message).toMatch(/variables/)
  })

  it('refuses a syntax error with 400, the Russian prefix and its location', async () => {
    const r = await gql('{ me { id }')
    expect(r.status).toBe(400)
    expect(r.body.errors?.[0]?.message).toMatch(/^Синтаксическая ошибка GraphQL: Expected Name, found <EOF>/)
    expect(r.body.errors?.[0]?.locations).toEqual([{ line: 1, column: 12 }])
    expect(r.body.data).toBeUndefined()
  })

  it('refuses an unknown field with a 400 validation error', async () => {
    const r = await gql('{ me { id password } }')
    expect(r.status).toBe(400)
    expect(r.body.errors?.[0]).toMatchObject({ message: expect.stringContaining('Cannot query field "password" on type "User"'), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })
  })

  it('refuses a body over BODY_LIMIT_BYTES with 413', async () => {
    const r = await post(JSON.stringify({ query: `{ me { id } } # ${'x'.repeat(5000)}` }))
    expect(r.status).toBe(413)
  })

  it('refuses documents that are too deep, but lets the standard introspection query through', async () => {
    const introspection = await gql(getIntrospectionQuery())
    expect(introspection.status).toBe(200)
    expect(introspection.body.data).toHaveProperty('__schema.queryType.name', 'Query')
    const nested = (n: number): string => (n === 0 ? 'id' : `me { ${nested(n - 1)} }`)
    const r = await gql(`{ ${nested(13)} }`)
    expect(r.status).toBe(400)
    expect(r.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/слишком глубокий/), extensions: { code: 'QUERY_TOO_COMPLEX' } })
  })

  it('refuses introspection in production', async () => {
    const production = createApp({ ...deps, settings: { ...deps.settings, APP_ENV: 'production' } })
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Query") { name } }']) {
      const res = await production.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/Интроспекция/)
    }
    const plain = await production.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) })
    expect(plain.status).toBe(200)
  })

  it('answers GET with 405 and says to use POST', async () => {
    const res = await createApp(deps).request('/graphql?query={me{id}}')
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/только POST/)
  })
})
