// Decides what a client sees of an execution error: business errors keep their Russian message, surprises do not.
import { GraphQLError, type GraphQLFormattedError } from 'graphql'
import { ZodError } from 'zod'
import { AppError } from '../http/errors'
import { GENERIC_ERROR } from '../../domain/errors'

/**
 * An AppError keeps its message and puts its code (and details) in `extensions`; a ZodError from argument
 * parsing becomes BAD_REQUEST; graphql-js's own errors (bad variables, deliberate GraphQLErrors) pass as
 * they are. Anything else may carry SQL or stack details, so it is reported through `onUnexpected` and
 * replaced by the generic message.
 */
export function formatError(err: GraphQLError, onUnexpected: (error: unknown, err: GraphQLError) => void): GraphQLFormattedError {
  const original = err.originalError
  const at = { ...(err.locations && { locations: err.locations }), ...(err.path && { path: err.path }) }
  if (original instanceof AppError) {
    return { message: original.message, ...at, extensions: { ...original.details, code: original.code } }
  }
  if (original instanceof ZodError) {
    return { message: original.issues.map((i) => i.message).join('; '), ...at, extensions: { code: 'BAD_REQUEST' } }
  }
  if (original == null || original instanceof GraphQLError) return err.toJSON()
  onUnexpected(original, err)
  return { message: GENERIC_ERROR, ...at, extensions: { code: 'INTERNAL' } }
}
