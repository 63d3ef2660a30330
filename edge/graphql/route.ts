// POST /graphql: parses, validates and executes one operation; errors come back together with data.
import { Hono } from 'hono'
import { execute, getOperationAST, type GraphQLFormattedError, type GraphQLSchema } from 'graphql'
import { z } from 'zod'
import type { AppEnv } from '../context'
import { readJson } from '../http/body'
import { AppError } from '../http/errors'
import { appSchema } from './app-schema'
import { isReadOnlyCaller, readOnlyError } from '../auth/read-only'
import { formatError } from './format-error'
import { createPreparer } from './prepare'
import type { GraphQLContext } from './request-context'
import { inBackground } from '../http/error-response'

const ZGraphqlRequest = z.object({
  query: z.string({ error: 'Нужно поле query: текст запроса GraphQL' }).min(1, 'Поле query пустое: нужен текст запроса GraphQL'),
  variables: z.record(z.string(), z.unknown(), { error: 'Поле variables должно быть объектом' }).nullish(),
  operationName: z.string({ error: 'Поле operationName должно быть строкой' }).nullish(),
})

type Body = { data?: unknown; errors?: readonly GraphQLFormattedError[] }

const requestError = (message: string, code: string): Body => ({ errors: [{ message, extensions: { code } }] })

export function createGraphqlRoutes(schema: GraphQLSchema) {
  const prepare = createPreparer(schema)

  return (
    new Hono<AppEnv>()
      // POST /graphql – run one GraphQL operation as the caller
      .post('/', async (c) => {
        // The spec says the API is never cached: answers depend on the caller's token.
        c.header('cache-control', 'no-store')
        let raw: unknown
        try {
          raw = await readJson(c)
        } catch (e) {
          if (e instanceof AppError) return c.json(requestError(e.message, e.code), e.status)
          throw e
        }
        const parsed = ZGraphqlRequest.safeParse(raw)
        if (!parsed.success) {
          return c.json(requestError(parsed.error.issues.map((i) => i.message).join('; '), 'BAD_REQUEST'), 400)
        }
        const { query, variables, operationName } = parsed.data

        const prepared = prepare(query)
        if (!prepared.ok) return c.json({ errors: prepared.errors.map((e) => e.toJSON()) } satisfies Body, 400)

        const deps = c.get('deps')
        // The schema is the attacker's map: production does not hand it out (the client's types are generated at build).
        if (prepared.introspection && deps.settings.APP_ENV === 'production') {
          return c.json(requestError('Интроспекция схемы GraphQL отключена', 'GRAPHQL_VALIDATION_FAILED'), 400)
        }
        // An administrator's read-only look at a cabinet (edge/auth/read-only.ts): queries run, anything else is refused.
        if (isReadOnlyCaller(c.get('caller')) && getOperationAST(prepared.document, operationName ?? undefined)?.operation !== 'query') {
          const refusal = readOnlyError()
          return c.json(requestError(refusal.message, refusal.code), refusal.status)
        }
        const requestId = c.get('requestId')
        const contextValue: GraphQLContext = { deps, caller: c.get('caller'), requestId, headers: c.req.raw.headers }
        const result = await execute({
          schema,
          document: prepared.document,
          contextValue,
          variableValues: variables ?? undefined,
          operationName: operationName ?? undefined,
        })
        const errors = result.errors?.map((err) =>
          formatError(err, (error) => {
            deps.log.error('graphql resolver failed', { requestId, path: err.path?.join('.'), error: String((error as Error)?.stack ?? error) })
            if (deps.ports.errors.enabled) inBackground(c, deps.ports.errors.capture({ error, where: 'request', requestId, tags: { route: '/graphql', path: err.path?.join('.') } }))
          }),
        )
        // No `data` at all means the request never started executing (bad variables, unknown operationName).
        const status = result.data === undefined ? 400 : 200
        return c.json({ ...(result.data !== undefined && { data: result.data }), ...(errors && { errors }) } satisfies Body, status)
      })
      // OPTIONS /graphql – what the address accepts; no CORS headers, since the API is same-origin only
      .options('/', (c) => c.body(null, 204, { allow: 'POST, OPTIONS' }))
      // Any other method on /graphql – queries go over POST only, so tokens and queries stay out of URLs and caches
      .all('/', (c) =>
        c.json(requestError('GraphQL принимает только POST-запросы с JSON: { "query": "…", "variables": { … } }', 'METHOD_NOT_ALLOWED'), 405, {
          allow: 'POST',
        }),
      )
  )
}

export const graphqlRoutes = createGraphqlRoutes(appSchema)
