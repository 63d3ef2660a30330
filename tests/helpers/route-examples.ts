// One example address for every route of the table, for the table-driven route tests (unit and e2e).
import { ROUTES, type RouteDef } from '../../domain/routes'

const SAMPLE: Record<string, string> = {
  id: '42',
  // Library addresses that exist in tests/fixtures/library (the e2e server loads it on its first start).
  typeSlug: 'zadachi',
  subjectSlug: 'physics',
  workSlug: 'fiz-period-mayatnika-2-5-m',
  slugWithId: 'istoriya-rossii-123',
  type: 'esse',
  unifiedOrderId: '6f1d2c3b-0a4e-4f5a-9b8c-7d6e5f4a3b2c',
  taskUuid: '0b5e7a52-3c1d-4e8f-9a6b-2d4c6e8f0a1b',
}

function examplePath(route: RouteDef): string {
  return route.path.replace(/@(\w+)/g, (_, key: string) => {
    const value = SAMPLE[key]
    if (!value) throw new Error(`no sample for @${key} in ${route.name}`)
    return value
  })
}

export const ROUTE_EXAMPLES = ROUTES.map((route) => ({ route, path: examplePath(route) }))
