import fs from 'node:fs'
import path from 'node:path'
import { buildSchema, execute, GraphQLScalarType, parse, printSchema } from 'graphql'
import { describe, expect, it } from 'vitest'
import { appSchema } from './app-schema'
import { DateTimeScalar } from './scalars'
import { makeSchema, mergeResolvers, type ResolverMap } from './schema'

const SDL = 'scalar DateTime\ntype Query { hello(name: String!): String, at: DateTime }'

describe('makeSchema', () => {
  it('attaches field resolvers and scalar behaviour to the SDL', async () => {
    const schema = makeSchema([SDL], {
      DateTime: DateTimeScalar,
      Query: { hello: (_: unknown, args: { name: string }) => `привет, ${args.name}`, at: () => new Date(Date.UTC(2026, 10, 21, 9, 30)) },
    })
    const result = await execute({ schema, document: parse('{ hello(name: "Аня") at }') })
    expect(result).toEqual({ data: { hello: 'привет, Аня', at: '2026-11-21T09:30:00.000Z' } })
  })

  it('fails at build time when resolvers name a type or field the SDL lacks', () => {
    expect(() => makeSchema([SDL], { Mutation: { x: () => 1 } })).toThrow(/type Mutation/)
    expect(() => makeSchema([SDL], { Query: { helo: () => 'typo' } })).toThrow(/Query\.helo/)
    expect(() => makeSchema([SDL], { DateTime: { serialize: () => '' } })).toThrow(/GraphQLScalarType/)
  })

  it('rejects an invalid schema, such as a root without fields', () => {
    expect(() => makeSchema(['type Query'], {})).toThrow(/Query must define one or more fields/)
  })
})

describe('mergeResolvers', () => {
  it('joins areas and refuses a field resolved twice', () => {
    const a: ResolverMap = { Query: { a: () => 1 } }
    const b: ResolverMap = { Query: { b: () => 2 }, Scalar: new GraphQLScalarType({ name: 'Scalar' }) }
    expect(Object.keys(mergeResolvers(a, b).Query ?? {})).toEqual(['a', 'b'])
    expect(() => mergeResolvers(a, { Query: { a: () => 3 } })).toThrow(/Query\.a is resolved twice/)
  })
})

describe('the app schema', () => {
  it('holds every SDL file in edge/graphql/schema, the same ones codegen reads', () => {
    const dir = path.join(import.meta.dirname, 'schema')
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.graphql')).sort()
    expect(files.length).toBeGreaterThanOrEqual(2)
    const fromDisk = buildSchema(files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n'))
    expect(printSchema(appSchema)).toBe(printSchema(fromDisk))
  })

  it('exposes me as a nullable User with a role', () => {
    const me = appSchema.getQueryType()?.getFields().me
    expect(String(me?.type)).toBe('User')
    expect(me?.resolve).toBeTypeOf('function')
  })
})
