// Builds an executable schema from SDL strings plus a typed resolver map, without @graphql-tools.
import {
  assertValidSchema,
  buildSchema,
  GraphQLScalarType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql'

type FieldImpl = GraphQLFieldResolver<unknown, unknown> | { resolve?: GraphQLFieldResolver<unknown, unknown>; subscribe?: GraphQLFieldResolver<unknown, unknown> }
/** The shape graphql-codegen's `Resolvers` type takes: per type name, a scalar or a map of field resolvers. */
export type ResolverMap = { [typeName: string]: GraphQLScalarType | { [field: string]: unknown } | undefined }

/**
 * Parses and validates the SDL, then attaches resolvers. Every resolver must name a type and field the
 * SDL declares, so a typo fails at startup instead of leaving a field silently unresolved.
 */
export function makeSchema(typeDefs: readonly string[], resolvers: ResolverMap): GraphQLSchema {
  const schema = buildSchema(typeDefs.join('\n'))
  for (const [typeName, impl] of Object.entries(resolvers)) {
    if (impl === undefined) continue
    const type = schema.getType(typeName)
    if (!type) throw new Error(`resolvers name type ${typeName}, which the SDL does not declare`)
    if (isScalarType(type)) {
      if (!(impl instanceof GraphQLScalarType)) throw new Error(`scalar ${typeName} needs a GraphQLScalarType`)
      type.serialize = impl.serialize
      type.parseValue = impl.parseValue
      type.parseLiteral = impl.parseLiteral
      continue
    }
    if (impl instanceof GraphQLScalarType) throw new Error(`${typeName} is not a scalar`)
    if (isUnionType(type) || isInterfaceType(type)) {
      type.resolveType = impl.__resolveType as typeof type.resolveType
      continue
    }
    if (!isObjectType(type)) throw new Error(`resolvers for ${typeName} are not supported: only objects, scalars, unions and interfaces`)
    const fields = type.getFields()
    for (const [fieldName, fieldImpl] of Object.entries(impl)) {
      if (fieldName === '__isTypeOf') {
        type.isTypeOf = fieldImpl as typeof type.isTypeOf
        continue
      }
      const field = fields[fieldName]
      if (!field) throw new Error(`resolvers name field ${typeName}.${fieldName}, which the SDL does not declare`)
      const f = fieldImpl as FieldImpl
      if (typeof f === 'function') field.resolve = f
      else {
        field.resolve = f.resolve
        field.subscribe = f.subscribe
      }
    }
  }
  assertValidSchema(schema)
  return schema
}

/** Joins per-area resolver maps; two areas resolving the same field is a mistake, so it throws. */
export function mergeResolvers<T extends ResolverMap>(...parts: readonly T[]): T {
  const merged: ResolverMap = {}
  for (const part of parts) {
    for (const [typeName, impl] of Object.entries(part)) {
      if (impl === undefined) continue
      const seen = merged[typeName]
      if (impl instanceof GraphQLScalarType || seen instanceof GraphQLScalarType) {
        if (seen) throw new Error(`scalar ${typeName} is defined twice`)
        merged[typeName] = impl
        continue
      }
      const into = { ...seen }
      for (const [field, fieldImpl] of Object.entries(impl)) {
        if (field in into) throw new Error(`${typeName}.${field} is resolved twice`)
        into[field] = fieldImpl
      }
      merged[typeName] = into
    }
  }
  return merged as T
}
