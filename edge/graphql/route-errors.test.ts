import { describe, expect, it, vi } from 'vitest'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../context'
import { AppError } from '../http/errors'
import { GENERIC_ERROR } from '../../domain/errors'
import { createLogger } from '../log'
import { readSettings } from '../settings'
import { createGraphqlRoutes } from './route'
import { makeSchema } from './schema'

// A schema built for the test: one field that works, and fields that fail the three ways resolvers can.
const schema = makeSchema(
  [
    `type Query {
      ok: String!
      business: String
      surprise: String
      badArgs(age: Int!): String
      needsAuth: String!
    }`,
  ],
  {
    Query: {
      ok: () => 'готово',
      business: () => {
        throw new AppError('FORBIDDEN', 'Недостаточно прав для этого заказа', { orderId: 7 })
      },
      surprise: () => {
        throw new Error('relation "secret_table" does not exist')
      },
      badArgs: (_root: unknown, args: { age: number }) => z.object({ age: z.number().min(18, 'Нужно быть старше 18 лет') }).parse(args).age.toString(),
      needsAuth: () => {
        throw new AppError('UNAUTHENTICATED', 'Войди, чтобы продолжить')
      },
    },
  },
)

function testApp() {
  const error = vi.fn()
  const deps = { settings: readSettings({ APP_ENV: 'test' }), log: { ...createLogger('silent'), error }, ports: { errors: { enabled: false, capture: async () => 'off' } } } as unknown as AppDeps
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    c.set('caller', { role: 'anon', fingerprint: null })
    c.set('requestId', 'req-1')
    await next()
  })
  app.route('/graphql', createGraphqlRoutes(schema))
  const gql = async (query: string) => {
    const res = await app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })
    return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> | null; errors?: Record<string, unknown>[] } }
  }
  return { gql, error }
}

describe('GraphQL execution errors', () => {
  it('returns errors together with the data that did resolve, with status 200', async () => {
    const { gql } = testApp()
    const r = await gql('{ ok business }')
    expect(r.status).toBe(200)
    expect(r.body.data).toEqual({ ok: 'готово', business: null })
    expect(r.body.errors).toEqual([
      { message: 'Недостаточно прав для этого заказа', locations: [{ line: 1, column: 6 }], path: ['business'], extensions: { orderId: 7, code: 'FORBIDDEN' } },
    ])
  })

  it('hides an unexpected exception behind the generic message and logs it', async () => {
    const { gql, error } = testApp()
    const r = await gql('{ ok surprise }')
    expect(r.status).toBe(200)
    expect(r.body.data).toEqual({ ok: 'готово', surprise: null })
    expect(r.body.errors).toEqual([{ message: GENERIC_ERROR, locations: [{ line: 1, column: 6 }], path: ['surprise'], extensions: { code: 'INTERNAL' } }])
    expect(JSON.stringify(r.body)).not.toContain('secret_table')
    expect(error).toHaveBeenCalledOnce()
    expect(error.mock.calls[0]?.[1]).toMatchObject({ requestId: 'req-1', path: 'surprise', error: expect.stringContaining('secret_table') })
  })

  it('turns a zod failure in argument parsing into BAD_REQUEST with its Russian message', async () => {
    const { gql, error } = testApp()
    const r = await gql('{ badArgs(age: 12) }')
    expect(r.body.errors?.[0]).toMatchObject({ message: 'Нужно быть старше 18 лет', extensions: { code: 'BAD_REQUEST' } })
    expect(error).not.toHaveBeenCalled()
  })

  it('nulls the whole data when a non-null root field fails, still with status 200', async () => {
    const { gql } = testApp()
    const r = await gql('{ ok needsAuth }')
    expect(r.status).toBe(200)
    expect(r.body.data).toBeNull()
    expect(r.body.errors?.[0]).toMatchObject({ message: 'Войди, чтобы продолжить', extensions: { code: 'UNAUTHENTICATED' } })
  })
})
