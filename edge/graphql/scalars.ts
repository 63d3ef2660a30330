// Custom scalars named in base.graphql; the schema builder copies their behaviour onto the SDL's scalars.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql'

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

function parseDateTime(value: unknown): Date {
  const date = typeof value === 'string' && ISO_DATE_TIME.test(value) ? new Date(value) : null
  // A GraphQLError keeps its message through graphql-js, so the client learns what was wrong with its input; a bad
  // variable's error inherits these extensions, so it arrives as BAD_REQUEST like any other refused input.
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError('DateTime должен быть строкой ISO 8601 с часовым поясом, например 2026-11-21T09:30:00Z', {
      extensions: { code: 'BAD_REQUEST' },
    })
  }
  return date
}

export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize(value) {
    const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null
    // A bad value here is a server bug, so a plain error lets the route log it and show the generic message.
    if (!date || Number.isNaN(date.getTime())) throw new TypeError(`DateTime cannot serialize ${String(value)}`)
    return date.toISOString()
  },
  parseValue: parseDateTime,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) return parseDateTime(null)
    return parseDateTime(ast.value)
  },
})
