// Hostile GraphQL: every query and mutation of the schema with hostile values for each argument, then a seeded
// stream of random documents. Whatever arrives, the answer is never a 5xx and the server stays healthy.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql'
import { appSchema } from '../../edge/graphql/app-schema'
import { issueToken } from '../../edge/auth/token'
import { useTestApp, type TMadeApp } from '../helpers/test-app'
import { createRng } from '../../edge/ai/demo/rng'

let made: TMadeApp
useTestApp((m) => (made = m))

const USER_ID = '00000000-0000-4000-8000-0000000f0220'
const counts: Record<number, number> = {}
const fails: string[] = []
const internal: string[] = []

async function send(body: string, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const res = await made.app.request('/graphql', { method: 'POST', headers, body })
  counts[res.status] = (counts[res.status] ?? 0) + 1
  const text = await res.text()
  if (res.status >= 500) fails.push(`${res.status} ${body.slice(0, 300)} → ${text.slice(0, 200)}`)
  // A resolver that crashed answers 200 with the generic error: that is a 5xx in disguise.
  if (text.includes('"code":"INTERNAL"')) internal.push(`${body.slice(0, 300)} → ${text.slice(0, 300)}`)
}

/** A plausible value of the type, so that one hostile argument at a time reaches as deep as it can. */
function sample(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return sample(type.ofType, depth)
  if (isListType(type)) return [sample(type.ofType, depth)]
  if (isEnumType(type)) return type.getValues()[0]?.value ?? null
  if (isInputObjectType(type)) {
    if (depth > 3) return {}
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type, depth + 1)]),
    )
  }
  switch (getNamedType(type).name) {
    case 'Int':
      return 1
    case 'Float':
      return 1.5
    case 'Boolean':
      return true
    case 'ID':
      return '6f1d2c3b-0a4e-4f5a-9b8c-7d6e5f4a3b2c'
    case 'DateTime':
      return '2026-01-01T00:00:00.000Z'
    default:
      return 'x'
  }
}

const HOSTILE: unknown[] = [
  null,
  '',
  'a\u0000b',
  '\ud800',
  'я'.repeat(100_000),
  -1,
  -2_147_483_649,
  2 ** 53 + 1,
  1e308,
  0.5,
  true,
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '2026-13-45T99:99:99Z',
  '../../etc/passwd',
  "'; drop table users; --",
  {},
  [],
  { __proto__: { admin: true } },
  [[[[[[[[[[1]]]]]]]]]],
]

function selection(type: GraphQLOutputType): string {
  const named = getNamedType(type)
  if (isObjectType(named) || isAbstractType(named)) return ' { __typename }'
  return ''
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const vars = field.args.map((a: GraphQLArgument) => `$${a.name}: ${String(a.type)}`).join(', ')
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ')
  return `${kind}${vars ? ` Fuzz(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection(field.type)} }`
}

function randomDocument(next: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T
  const literal = (): string =>
    pick([
      () => '1',
      () => '-99999999999',
      () => '1.5e300',
      () => 'true',
      () => 'null',
      () => 'FOO',
      () => '"x"',
      () => '"\\u0000"',
      () => '"6f1d2c3b-0a4e-4f5a-9b8c-7d6e5f4a3b2c"',
      () => '[1, "a", null]',
      () => '{ a: 1 }',
      () => '$undeclared',
      () => `"${'z'.repeat(Math.floor(next() * 3000))}"`,
    ])()
  const select = (type: GraphQLOutputType, depth: number): string => {
    const named = getNamedType(type)
    if (!isObjectType(named)) return isAbstractType(named) ? ' { __typename }' : next() < 0.1 ? ' { nope }' : ''
    if (depth > 6 || next() < 0.15) return ' { __typename }'
    const fields = Object.values(named.getFields())
    const parts: string[] = []
    const n = 1 + Math.floor(next() * 4)
    for (let i = 0; i < n; i++) {
      const f = pick(fields)
      const alias = next() < 0.2 ? `a${i}: ` : ''
      const args = f.args.length && next() < 0.7 ? `(${f.args.map((a) => `${a.name}: ${literal()}`).join(', ')})` : ''
      parts.push(`${alias}${f.name}${args}${select(f.type, depth + 1)}`)
    }
    return ` { ${parts.join(' ')} }`
  }
  const kind = next() < 0.5 ? 'query' : 'mutation'
  const root = kind === 'query' ? appSchema.getQueryType() : appSchema.getMutationType()
  if (!root) return '{ __typename }'
  const body = select(root, 0)
  const doc = `${kind} R${body}`
  // Some documents are broken on purpose: cut short, or with stray punctuation.
  const r = next()
  if (r < 0.05) return doc.slice(0, Math.floor(next() * doc.length))
  if (r < 0.1) return doc.replace('{', '{ ... on Nope { x } @skip(if: $no) ')
  if (r < 0.13) return `${doc} fragment F on Query { ...F }`
  return doc
}

// Every query and mutation, tried in parts, a test each, so no single test carries the whole batch's time on a loaded machine.
const PARTS = 8
const FIELDS = (
  [
    ['query', appSchema.getQueryType()],
    ['mutation', appSchema.getMutationType()],
  ] as const
).flatMap(([kind, root]) => Object.values(root?.getFields() ?? {}).map((field) => ({ kind, field })))

const noneFailed = () => {
  expect(fails).toEqual([])
  expect(internal).toEqual([])
  fails.length = 0
  internal.length = 0
}

describe('hostile GraphQL', () => {
  let token = ''
  beforeAll(async () => {
    await made.t.db.query(`insert into public.users (id, name, email, role_id) values ($1, 'Фаззер', 'fuzz@example.test', 1) on conflict do nothing`, [USER_ID])
    token = await issueToken({ userId: USER_ID, secret: made.deps.settings.APP_JWT_SECRET })
    const me = await made.app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: '{ me { id } }' }) })
    expect(await me.json()).toMatchObject({ data: { me: { id: USER_ID } } })
  })

  for (let part = 0; part < PARTS; part++) it(`no query or mutation answers 5xx to hostile argument values (fields, part ${part + 1} of ${PARTS})`, async () => {
    for (const { kind, field } of FIELDS.filter((_, i) => i % PARTS === part)) {
      const query = operation(kind, field)
      const base = Object.fromEntries(field.args.map((a) => [a.name, sample(a.type)]))
      await send(JSON.stringify({ query, variables: base }), token)
      for (const arg of field.args) {
        for (const value of HOSTILE) {
          // Half anonymous, half signed in, so both the guards and the resolvers behind them see hostile input.
          await send(JSON.stringify({ query, variables: { ...base, [arg.name]: value } }), next() < 0.5 ? token : undefined)
        }
        if (isScalarType(getNamedType(arg.type)) || isEnumType(getNamedType(arg.type))) {
          // The same hostile values as literals in the document, where variables' coercion does not apply.
          const inline = `${kind} { ${field.name}(${arg.name}: "\\u0000") ${selection(field.type)} }`
          await send(JSON.stringify({ query: inline }), token)
        }
      }
    }
    console.log(`fuzz graphql, part ${part + 1}: answers by status so far`, counts, 'INTERNAL errors inside them:', internal.length)
    noneFailed()
  }, 120_000)

  it('no query answers 5xx to 500 random documents, and the server stays healthy after them all', async () => {
    // Seeded, so a failing document can be found again from the seed.
    const random = createRng(20_261_125)
    for (let i = 0; i < 500; i++) await send(JSON.stringify({ query: randomDocument(random) }), random() < 0.5 ? token : undefined)
    console.log('fuzz graphql: answers by status', counts, 'INTERNAL errors inside them:', internal.length)
    noneFailed()
    expect((await made.app.request('/api/health')).status).toBe(200)
    const normal = await made.app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) })
    expect(normal.status).toBe(200)
  }, 120_000)
})

const coin = createRng(7)
const next = () => coin()
